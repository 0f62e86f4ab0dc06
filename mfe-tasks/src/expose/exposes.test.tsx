import { act, screen } from '@testing-library/react';
import { renderWithApp, settleRequests } from 'shared-sdk/testing';
import { entries } from '../dev/entries';

// Every module of docs/CONTRACTS.md renders inside a router + the jotai Provider.
const pages: [expose: string, heading: string][] = [
  ['TaskList', 'Tasks'],
  ['ActivityPage', 'Activity'],
  ['ZhuShou', 'Assistant'],
  ['Download', 'Get the app'],
];

test.each(pages)('./%s default-exports a page with its <h1> "%s"', async (name, heading) => {
  const { default: Page } = await import(`./${name}`);
  renderWithApp(<Page />, { loggedIn: true });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  await act(settleRequests);
});

test('./TaskEntry default-exports the task entry button', async () => {
  const { default: TaskEntry } = await import('./TaskEntry');
  renderWithApp(<TaskEntry />);
  expect(screen.getByRole('button', { name: 'Tasks' })).toBeTruthy();
  await act(settleRequests);
});

test('./CheckInTip default-exports the check-in tip, which shows nothing to a visitor', async () => {
  const { default: CheckInTip } = await import('./CheckInTip');
  const { container } = renderWithApp(<CheckInTip routeName="LivCam" />);
  expect(container.textContent).toBe('');
  await act(settleRequests);
});

test.each(['InstallPrompt', 'PushPrompt'])(
  './%s default-exports a widget that shows nothing off its pages',
  async (name) => {
    const { default: Widget } = await import(`./${name}`);
    const { container } = renderWithApp(<Widget routeName="CoinPage" />, { loggedIn: true });
    expect(container.textContent).toBe('');
  },
);

test('the standalone dev page lists every exposed module', () => {
  expect(entries.map((e) => e.expose).sort()).toEqual(
    [
      './ActivityPage',
      './CheckInTip',
      './Download',
      './InstallPrompt',
      './PushPrompt',
      './TaskEntry',
      './TaskList',
      './ZhuShou',
    ].sort(),
  );
});
