import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';
import i18next from 'i18next';
import type { ChatMessage, ChatUser } from 'shared-sdk/chat';
import type { ImServer } from '../store/server';
import { startMessageStore, stopMessageStore } from '../store/session';
import { renderWithApp, TEST_USER } from 'shared-sdk/testing';
import { resetDrafts } from '../state/drafts';
import { MessagePage } from './MessagePage';

// Who of the people listed is living (live-friends): nobody here; its own tests are beside it.
jest.mock('shared-sdk/live', () => ({
  liveApi: { hostIsLivingBatch: async () => ({ ok: true, code: 200, msg: '', data: {} }) },
}));

// The message page on the real message store (store/) (IndexedDB through fake-indexeddb), fed by an
// in-test IM server: what the list shows, the quick menu, select-all and delete, and the chat.
const me = TEST_USER.id;
const now = Date.now();
const user = (friendId: number, over: Partial<ChatUser> = {}): ChatUser => ({
  croomId: `${Math.min(me, friendId)}-${Math.max(me, friendId)}`,
  friendId,
  userId: me,
  userName: `Friend ${friendId}`,
  headImg: '',
  relation: 2,
  stick: 0,
  noReadCount: 0,
  content: `last from ${friendId}`,
  messageType: 1,
  senderId: friendId,
  timestamp: now - friendId * 1000,
  ...over,
});
const users = [
  user(7, { stick: 1, noReadCount: 3, userName: 'Vera' }),
  user(9, { userName: 'Nico' }),
  user(11, { relation: 3, userName: 'Greeter', noReadCount: 2 }),
];
const messagesOf = (friendId: number): ChatMessage[] => [
  {
    messageUuid: `m-${friendId}-1`,
    croomId: user(friendId).croomId,
    senderId: friendId,
    receiverId: me,
    messageType: 1,
    messageTypeValue: 0,
    content: `hello from ${friendId}`,
    timestamp: now - 60_000,
    read: 0,
  },
];

function server() {
  const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, code: 200, msg: 'ok', data });
  const sent: string[] = [];
  const removed: number[] = [];
  const translate: boolean[] = [];
  return {
    sent,
    removed,
    translate,
    translateCode: 200,
    list: jest.fn(() => ok({ pageNo: 1, pages: 1, list: users })),
    details: jest.fn((q: { friendId: number }) =>
      ok({ pageNo: 1, pages: 1, list: messagesOf(q.friendId) }),
    ),
    send: jest.fn(function (
      this: { translateCode: number },
      req: { messageUuid: string; message: string; needTranslate?: boolean },
    ) {
      sent.push(req.message);
      translate.push(req.needTranslate === true);
      return ok({
        translateCode: this.translateCode,
        message: { messageUuid: req.messageUuid, timestamp: Date.now() },
      });
    }),
    read: jest.fn(() => ok({ read: 1 })),
    remove: jest.fn((q: { friendId: number }) => (removed.push(q.friendId), ok({ deleted: 1 }))),
  };
}

// jsdom has no structuredClone (fake-indexeddb clones records with it).
globalThis.structuredClone ??= <T,>(v: T): T => deserialize(serialize(v)) as T;

// jsdom lays nothing out: give every box a size so the virtualized chat renders rows.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: 400,
        bottom: 600,
        width: 400,
        height: 600,
        toJSON: () => ({}),
      }) as DOMRect,
  );
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
});

let srv: ReturnType<typeof server>;
beforeAll(() => {
  i18next.addResourceBundle('en', 'chat', {
    system: {
      notifications: 'Notifications',
      product_team: 'LivCam Team',
      income_notices: 'Income Notices',
      say_hi: 'Say hi',
    },
    translate: {
      limit_reached: 'Translation limit reached: translation is switched off. Top up to unlock it.',
    },
  });
});
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  resetDrafts();
  srv = server();
  await startMessageStore(me, {
    server: srv as unknown as ImServer,
    broadcast: false,
    singleSender: false,
    // Online: the outbox sends at once (the app follows the realtime connection).
    connectivity: { isOnline: () => true, subscribe: () => () => undefined },
  });
  // Let the store's auto-read pass (350 ms after start) finish: closing the store while it runs
  // makes the store's pass read a closed database (reported to the store's owner).
  await new Promise((r) => setTimeout(r, 450));
});
afterEach(() => stopMessageStore());

const list = () => screen.findByRole('list', { name: 'Conversations' });
const row = async (name: string) =>
  within(await list()).findByRole('button', { name: new RegExp(name) });

test('the list: system entries, the say-hi group, friends newest first, badges; the favourites tab', async () => {
  renderWithApp(<MessagePage />, { loggedIn: true });
  await row('Vera');
  const names = within(await list())
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(names[0]).toMatch(/^.Notifications/);
  expect(names[1]).toMatch(/LivCam Team/);
  expect(names[2]).toMatch(/Income Notices/);
  expect(names.slice(3).map((n) => /(Vera|Nico|Say hi)/.exec(n!)?.[1])).toEqual([
    'Vera',
    'Nico',
    'Say hi',
  ]);
  expect(within(await row('Vera')).getByLabelText('3 unread').textContent).toBe('3');
  // A name keeps its own direction (an Arabic name in an English list, a Latin one in Arabic).
  expect(within(await row('Vera')).getByText('Vera').tagName).toBe('BDI');
  expect(within(await row('Say hi')).getByLabelText('2 unread')).toBeTruthy();
  expect(await row('Say hi')).toHaveProperty('textContent', expect.stringContaining('Greeter'));

  fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).queryByText('Nico'),
    ).toBeNull(),
  );
  expect(await row('Vera')).toBeTruthy();
  expect(await row('Notifications')).toBeTruthy();
});

test('right-click opens the quick menu on a user, never on a system entry; delete asks first', async () => {
  renderWithApp(<MessagePage />, { loggedIn: true });
  fireEvent.contextMenu(await row('Notifications'));
  expect(screen.queryByRole('menu')).toBeNull();
  fireEvent.contextMenu(await row('Nico'));
  const menu = screen.getByRole('menu', { name: 'Actions for Nico' });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((b) => b.textContent),
  ).toEqual(['Add to favourites', 'Select conversations', 'Delete conversation']);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete conversation' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(srv.removed).toEqual([9]));
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).queryByText('Nico'),
    ).toBeNull(),
  );
});

test('a long press of 600 ms opens the menu; a shorter one opens the chat', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
  try {
    renderWithApp(<MessagePage />, { loggedIn: true });
    const nico = await row('Nico');
    fireEvent.pointerDown(nico, { button: 0, clientX: 5, clientY: 5 });
    act(() => void jest.advanceTimersByTime(599));
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('menu', { name: 'Actions for Nico' })).toBeTruthy();
  } finally {
    jest.useRealTimers();
  }
});

test('select all skips the say-hi group and the team; delete removes those selected', async () => {
  renderWithApp(<MessagePage />, { loggedIn: true });
  await row('Vera');
  fireEvent.click(screen.getByRole('button', { name: 'Select' }));
  expect(screen.queryByRole('checkbox', { name: 'Select Say hi' })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'Select LivCam Team' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete (4)' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect([...srv.removed].sort((a, b) => a - b)).toEqual([-3, -1, 7, 9]));
});

test('desktop: a conversation opens beside the list; Enter sends, empty cannot be sent', async () => {
  renderWithApp(<MessagePage />, { loggedIn: true });
  fireEvent.click(await row('Vera'));
  // (The rows themselves are checked in the browser, e2e: jsdom lays out no virtualized list.)
  expect(await screen.findByRole('log', { name: 'Messages with Vera' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Vera' })).toBeTruthy();
  const box = screen.getByRole('textbox', { name: 'Message' });
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toHaveProperty('disabled', true);
  fireEvent.change(box, { target: { value: 'typed while composing' } });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
  expect(srv.sent).toEqual([]);
  fireEvent.change(box, { target: { value: 'Hi Vera 😀' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(srv.sent).toEqual(['Hi Vera 😀']));
  expect(box).toHaveProperty('value', '');
  // The badge of the open chat is gone (read when opened).
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).queryByLabelText('3 unread'),
    ).toBeNull(),
  );
});

test('translation: on by default; 54000 switches it off with the notice; the switch turns it on again', async () => {
  renderWithApp(<MessagePage />, { loggedIn: true });
  fireEvent.click(await row('Nico'));
  const toggle = await screen.findByRole('switch', { name: 'Translate' });
  await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  const box = screen.getByRole('textbox', { name: 'Message' });
  srv.translateCode = 54000;
  fireEvent.change(box, { target: { value: 'hello' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Translation limit reached: translation is switched off.',
  );
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  srv.translateCode = 200;
  fireEvent.change(box, { target: { value: 'untranslated' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(srv.sent).toEqual(['hello', 'untranslated']));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  fireEvent.change(box, { target: { value: 'again' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(srv.translate).toEqual([true, false, true]));
});
