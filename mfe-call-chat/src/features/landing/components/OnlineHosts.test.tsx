import { fireEvent, screen } from '@testing-library/react';
import { appStore, loginPopupAtom, requestCall } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { LANDING_HOSTS_MAX, type LandingHost } from '../state/hosts';
import { OnlineHosts } from './OnlineHosts';

const host = (id: number, over: Partial<LandingHost> = {}): LandingHost => ({
  id,
  name: `Host ${id}`,
  headImg: '',
  country: 'Turkey',
  status: 2,
  price: 60,
  ...over,
});

const slots = (c: HTMLElement) => c.querySelectorAll('ul > li');

test('loading: skeleton cards fill every slot of the box', () => {
  const { container } = renderWithApp(<OnlineHosts state={{ status: 'loading' }} />);
  expect(slots(container)).toHaveLength(LANDING_HOSTS_MAX);
  expect(screen.getByRole('region', { name: 'Online now' }).getAttribute('aria-busy')).toBe('true');
});

test('ready: each card shows avatar, name, country, online state, price and Call; the box keeps its slots', () => {
  const { container } = renderWithApp(
    <OnlineHosts state={{ status: 'ready', hosts: [host(1), host(2, { status: 1 })] }} />,
  );
  expect(slots(container)).toHaveLength(LANDING_HOSTS_MAX);
  expect(screen.getByText('Host 1')).toBeTruthy();
  expect(screen.getAllByText('Online')).toHaveLength(1);
  expect(screen.getAllByText('Busy')).toHaveLength(1);
  expect(screen.getAllByText('Turkey')).toHaveLength(2);
  expect(screen.getAllByText('60 coins/min')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Call Host 1' })).toBeTruthy();
});

test("a host's name with markup is shown sanitized", () => {
  renderWithApp(
    <OnlineHosts state={{ status: 'ready', hosts: [host(1, { name: '<script>x</script>' })] }} />,
  );
  expect(screen.getByText('*script*x*/script*')).toBeTruthy();
});

test("a visitor's Call goes through requestCall: the login popup with source 'call'", async () => {
  renderWithApp(
    <OnlineHosts
      state={{ status: 'ready', hosts: [host(7)] }}
      onCall={(h) => void requestCall({ target: { id: h.id }, callLocation: 101 }).catch(() => undefined)}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Call Host 7' }));
  expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'call' });
});

test('signed in: Call goes to onCall with the host', async () => {
  const onCall = jest.fn();
  renderWithApp(<OnlineHosts state={{ status: 'ready', hosts: [host(7)] }} onCall={onCall} />, {
    loggedIn: true,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Call Host 7' }));
  await Promise.resolve();
  expect(onCall).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
});

test('ready with nobody online, and a failure with Retry, keep the same box', () => {
  const retry = jest.fn();
  const { container, unmount } = renderWithApp(
    <OnlineHosts state={{ status: 'ready', hosts: [] }} />,
  );
  expect(screen.getByText('No one is online right now')).toBeTruthy();
  expect(slots(container)).toHaveLength(LANDING_HOSTS_MAX);
  unmount();
  const failed = renderWithApp(<OnlineHosts state={{ status: 'failed', retry }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
  expect(slots(failed.container)).toHaveLength(LANDING_HOSTS_MAX);
});
