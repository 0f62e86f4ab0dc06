import { act, fireEvent, screen } from '@testing-library/react';
import { blacklistApi, reportApi } from 'shared-sdk/chat';
import { CODE_NETWORK } from 'shared-sdk/constants';
import { renderWithApp } from 'shared-sdk/testing';
import type { LiveRoomStatusOf } from '../../engine';
import { ReportPopup } from './ReportPopup';
import { detailsError, nextReportStep, type ReportStep } from './reportSteps';
import { joinedRoom, ok, refused } from './demoRoom';

// The live's report popup: reason → sub-reason (Other skips it) → details → thanks; sending
// reports the host, adds the details, and blacklists the host (spec 3 §4 "Report flow").

describe('the steps (a pure table)', () => {
  const at = (s: ReportStep, ...actions: Parameters<typeof nextReportStep>[1][]) =>
    actions.reduce(nextReportStep, s);
  it.each([
    [
      'a reason with sub-reasons asks for one',
      at({ name: 'reason' }, { do: 'reason', reason: 2 }),
      { name: 'sub', reason: 2 },
    ],
    [
      'Other goes straight to the details',
      at({ name: 'reason' }, { do: 'reason', reason: 3 }),
      { name: 'details', reason: 3, sub: null, offline: false },
    ],
    [
      'an unknown reason is ignored',
      at({ name: 'reason' }, { do: 'reason', reason: 4 }),
      { name: 'reason' },
    ],
    [
      'a sub-reason of another reason is ignored',
      at({ name: 'sub', reason: 2 }, { do: 'sub', sub: 610 }),
      { name: 'sub', reason: 2 },
    ],
    [
      'back from the details of Other: the reasons',
      at({ name: 'reason' }, { do: 'reason', reason: 3 }, { do: 'back' }),
      { name: 'reason' },
    ],
    [
      'back from the details: the sub-reasons',
      at({ name: 'sub', reason: 6 }, { do: 'sub', sub: 620 }, { do: 'back' }),
      { name: 'sub', reason: 6 },
    ],
    [
      'a lost connection: the details again, marked',
      at({ name: 'sending', reason: 6, sub: 620 }, { do: 'answered', outcome: 'offline' }),
      { name: 'details', reason: 6, sub: 620, offline: true },
    ],
    [
      'a second send while sending is ignored',
      at({ name: 'sending', reason: 6, sub: 620 }, { do: 'send' }),
      { name: 'sending', reason: 6, sub: 620 },
    ],
  ] as const)('%s', (_, got, want) => expect(got).toEqual(want));

  it('details ≤ 200 characters, e-mail ≤ 100 and an address', () => {
    expect(detailsError('x'.repeat(200), '')).toBeNull();
    expect(detailsError('x'.repeat(201), '')).toBe('detailsLong');
    expect(detailsError('', `${'a'.repeat(95)}@b.com`)).toBe('emailLong');
    expect(detailsError('', 'not-an-address')).toBe('emailBad');
    expect(detailsError('', ' me@example.com ')).toBeNull();
  });
});

function mount(viewer = { kind: 'user' as const, id: 42 }) {
  const room = joinedRoom(undefined, viewer);
  const view = room.store.getSnapshot() as LiveRoomStatusOf<'watching'>;
  const onClose = jest.fn();
  renderWithApp(<ReportPopup view={view} onClose={onClose} />, { loggedIn: true });
  return { onClose };
}

afterEach(() => jest.restoreAllMocks());

test('reason, sub-reason, details and e-mail; sent with the host blacklisted; thanks', async () => {
  const report = jest
    .spyOn(reportApi, 'reportProfile')
    .mockImplementation(() => ok({ reportId: 91 }));
  const two = jest
    .spyOn(reportApi, 'videoReportTwo')
    .mockImplementation(() => ok({ reportId: 91 }));
  const block = jest
    .spyOn(blacklistApi, 'addBlack')
    .mockImplementation(() => ok({ blacklisted: true }));
  const { onClose } = mount();
  expect(screen.getByRole('dialog', { name: 'Report Mia' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Harassment' }));
  fireEvent.click(screen.getByRole('button', { name: 'Hate speech' }));
  fireEvent.change(screen.getByLabelText('Details (optional)'), {
    target: { value: ' Slurs in chat ' },
  });
  const address = screen.getByLabelText('Your e-mail (optional)');
  fireEvent.change(address, { target: { value: 'bad' } });
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.blur(address);
  expect(screen.getByRole('alert').textContent).toMatch(/e-mail address/);
  expect(screen.getByRole('button', { name: 'Send report' })).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('Your e-mail (optional)'), {
    target: { value: 'me@example.com' },
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));
  expect(report).toHaveBeenCalledWith({
    reason: 6,
    reportType: 4,
    reportUserId: 10001,
    site: 'LiveRoom',
  });
  expect(two).toHaveBeenCalledWith({
    reportId: 91,
    twoReportReason: 630,
    threeReportReason: 'Slurs in chat',
    email: 'me@example.com',
  });
  expect(block).toHaveBeenCalledWith({ blacklistUserId: 10001, userId: 42 });
  // The name is its own element (<bdi>) inside the sentence.
  const thanks = 'Thank you. We will look into it, and Mia is now blocked.';
  expect(
    screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === thanks),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(onClose).toHaveBeenCalled();
});

test('Other skips the sub-reason; a lost connection keeps what was typed to send again', async () => {
  const report = jest
    .spyOn(reportApi, 'reportProfile')
    .mockImplementationOnce(() => refused(CODE_NETWORK))
    .mockImplementation(() => refused(27006));
  const block = jest.spyOn(blacklistApi, 'addBlack').mockImplementation(() => refused(500));
  mount();
  fireEvent.click(screen.getByRole('button', { name: 'Other' }));
  fireEvent.change(screen.getByLabelText('Details (optional)'), {
    target: { value: 'Spam links' },
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));
  expect(screen.getByRole('alert').textContent).toBe(
    'No connection: the report was not sent. Try again.',
  );
  expect(block).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Details (optional)')).toHaveProperty('value', 'Spam links');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));
  expect(report).toHaveBeenCalledTimes(2);
  expect(block).toHaveBeenCalled();
  expect(screen.getByText('Thank you. We will look into it.')).toBeTruthy();
});

test('Cancel closes without reporting', () => {
  const report = jest.spyOn(reportApi, 'reportProfile');
  const { onClose } = mount();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(report).not.toHaveBeenCalled();
});

test('a tourist is asked to log in instead', () => {
  const { onClose } = mount({ kind: 'tourist', id: 700 } as never);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onClose).toHaveBeenCalled();
});
