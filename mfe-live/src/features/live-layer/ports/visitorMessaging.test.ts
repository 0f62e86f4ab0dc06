import type { GenTokenResult, Messaging, MessagingSnapshot } from 'shared-sdk';
import { createVisitorMessaging } from './visitorMessaging';

const token = (t: string): GenTokenResult => ({
  provider: 'local',
  token: t,
  url: '/rtm',
  expiresAt: 1e12,
  userId: 'v-tourist',
});

function fakeMessaging() {
  let state: MessagingSnapshot['state'] = 'idle';
  const listeners = new Set<() => void>();
  const set = (s: typeof state) => {
    state = s;
    listeners.forEach((fn) => fn());
  };
  const m = {
    getSnapshot: () => ({ state }) as MessagingSnapshot,
    subscribe: (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn)),
    login: jest.fn(async () => set('online')),
    logout: jest.fn(() => set('idle')),
  };
  return { m: m as unknown as Messaging & typeof m, set };
}

test('online with none yet (the token comes with the join); the first token opens it, later ones are kept for renewals', async () => {
  const { m, set } = fakeMessaging();
  let renew: (() => Promise<GenTokenResult>) | undefined;
  const create = jest.fn(
    (_r: GenTokenResult, o: { renewToken?: () => Promise<GenTokenResult> }) => {
      renew = o.renewToken;
      return m;
    },
  );
  const vm = createVisitorMessaging(create as never);
  expect(vm.state()).toBe('online');
  expect(vm.get()).toBeNull();
  const swapped = jest.fn();
  vm.onChange(swapped);
  const states: string[] = [];
  vm.onStateChange(() => states.push(vm.state()));

  await vm.accept(token('a'));
  expect(create).toHaveBeenCalledTimes(1);
  expect(create.mock.calls[0]?.[0]).toEqual(token('a'));
  expect(vm.get()).toBe(m);
  expect(swapped).toHaveBeenCalledTimes(1);
  expect(m.login).toHaveBeenCalledTimes(1);
  expect(states).toEqual(['online']);

  // A swipe's join: the same connection, the newer token for its next reconnect.
  await vm.accept(token('b'));
  expect(create).toHaveBeenCalledTimes(1);
  await expect(renew?.()).resolves.toEqual(token('b'));

  // Dropped: the next join logs in again.
  set('reconnecting');
  expect(vm.state()).toBe('reconnecting');
  await vm.accept(token('c'));
  expect(m.login).toHaveBeenCalledTimes(2);

  vm.close();
  expect(m.logout).toHaveBeenCalled();
  expect(vm.get()).toBeNull();
});

test('a connection that cannot be made rejects the join, and the next one tries again', async () => {
  const { m } = fakeMessaging();
  const create = jest
    .fn()
    .mockImplementationOnce(() => Promise.reject(new Error('chat entry failed')))
    .mockImplementation(() => m);
  const vm = createVisitorMessaging(create);
  await expect(vm.accept(token('a'))).rejects.toThrow('chat entry failed');
  await vm.accept(token('a'));
  expect(create).toHaveBeenCalledTimes(2);
  expect(vm.get()).toBe(m);
});
