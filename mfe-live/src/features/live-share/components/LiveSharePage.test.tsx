import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, loginPopupAtom, registerLiveLayer, type LiveRequest } from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { renderWithApp } from 'shared-sdk/testing';
import { LiveSharePage } from './LiveSharePage';

jest.mock('shared-sdk/live', () => ({ liveApi: { touristRoomStats: jest.fn() } }));
const stats = liveApi.touristRoomStats as jest.Mock;
const answer = (ok: boolean, code: number, data: unknown = null) => ({ ok, code, msg: '', data });
const render = (loggedIn = false) =>
  renderWithApp(<LiveSharePage />, { at: '/live/abc123', pattern: '/live/:shareId', loggedIn });

afterEach(() => {
  stats.mockReset();
  appStore.set(loginPopupAtom, { open: false, source: null });
});

test('a living shared live opens at once through requestLive (a visitor as a guest), Watch opens it again', async () => {
  stats.mockResolvedValue(answer(true, 200, { id: 5, name: 'Ann', coverUrl: '', living: true }));
  const asked: LiveRequest[] = [];
  const off = registerLiveLayer(async (r) => void asked.push(r), { forVisitor: true });
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Ann' })).toBeTruthy();
  await waitFor(() => expect(asked).toEqual([{ shareId: 'abc123', source: 'share_link' }]));
  expect(stats.mock.calls[0]?.[1]).toEqual({ shareId: 'abc123' });
  fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
  await waitFor(() => expect(asked).toHaveLength(2));
  off();
});

test('an ended live: the spec text and Register for a visitor (login_btn)', async () => {
  stats.mockResolvedValue(answer(false, 1002));
  render();
  expect(
    await screen.findByText('This live has ended. Free register for more lives.'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register for free' }));
  expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'login_btn' });
});

test('an ended live for a signed-in user: no register offer', async () => {
  stats.mockResolvedValue(answer(true, 200, { id: 5, name: 'Ann', coverUrl: '', living: false }));
  render(true);
  expect(await screen.findByText('This live has ended.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Register for free' })).toBeNull();
});

test('no answer: Try again asks once more', async () => {
  stats.mockResolvedValueOnce(answer(false, -1)).mockResolvedValueOnce(answer(false, 1004));
  const { navigatedTo } = render();
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Open LivCam' }));
  expect(navigatedTo()).toEqual(['/']);
});
