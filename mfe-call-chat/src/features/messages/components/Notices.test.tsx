import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApp } from 'shared-sdk/testing';
import type { StoredMessage } from '../db/records';
import type { ConversationEntry } from '../rules/conversations';
import { chatRows } from '../state/rows';
import ar from '../../../locales/chat/ar.json';
import en from '../../../locales/chat/en.json';
import { ConversationRow } from './ConversationRow';
import { MessageBubble } from './MessageBubble';

// The system conversations' server notices (noticeKey + noticeValues) read in the reader's
// language, in the chat and in the message list's preview; a key this client does not know
// shows the server's English `content`.
const me = 1;
const WELCOME_EN =
  'Welcome to LivCam, Zoë! Find someone you like, add them as a friend and say hi. Your notifications show up here.';

beforeAll(() => {
  i18next.addResourceBundle('en', 'chat', en, true, true);
  i18next.addResourceBundle('ar', 'chat', ar, true, true);
});
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});
afterAll(() => i18next.removeResourceBundle('ar', 'chat'));

const notice = (fields: Partial<StoredMessage>, senderId = -1): StoredMessage => ({
  userId: me,
  messageUuid: `n-${Math.random()}`,
  croomId: `${senderId}-${me}`,
  senderId,
  receiverId: me,
  messageType: 1,
  messageTypeValue: -3,
  content: 'server English',
  timestamp: Date.now(),
  read: 1,
  noticeType: 1,
  ...fields,
});
const bubble = (m: StoredMessage) => {
  const [row] = chatRows([m], me, Date.now());
  return renderWithApp(<MessageBubble row={row!} me={me} peerName="" />, { loggedIn: true });
};
const entry = (fields: Partial<ConversationEntry>, friendId = -3): ConversationEntry => ({
  croomId: `${friendId}-${me}`,
  friendId,
  userId: me,
  userName: 'Income Notices',
  headImg: '',
  relation: 2,
  stick: 0,
  noReadCount: 0,
  senderId: friendId,
  messageType: 1,
  timestamp: Date.now() - 60_000,
  content: 'server English',
  ...fields,
});
const row = (e: ConversationEntry) =>
  renderWithApp(
    <ul>
      <ConversationRow
        entry={e}
        now={Date.now()}
        selected={false}
        selecting={false}
        checked={null}
        onOpen={() => undefined}
        onToggle={() => undefined}
        onMenu={() => undefined}
      />
    </ul>,
    { loggedIn: true },
  );
const gift = {
  noticeKey: 'income.gift',
  noticeValues: { sender: 'Ann', gift: 'Rose', points: 20 },
};

test('a welcome notice in English: the server text, the name in <bdi>', () => {
  bubble(notice({ noticeKey: 'welcome.notifications', noticeValues: { name: 'Zoë' } }));
  const p = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === WELCOME_EN);
  expect(p.querySelector('bdi')?.textContent).toBe('Zoë');
  expect(screen.queryByText('server English')).toBeNull();
});

test('a welcome notice in Arabic', async () => {
  await act(() => i18next.changeLanguage('ar'));
  bubble(notice({ noticeKey: 'welcome.team' }, -2));
  expect(screen.getByText(ar.notice.welcome.team)).toBeTruthy();
});

test('the Income Notice in the chat: English with points as a plural count, and Arabic', async () => {
  bubble(notice(gift, -3));
  const sentence = (text: string) =>
    screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === text);
  expect(sentence('Ann sent you a Rose (+20 points)')).toBeTruthy();
  bubble(notice({ ...gift, noticeValues: { ...gift.noticeValues, points: 1 } }, -3));
  expect(sentence('Ann sent you a Rose (+1 point)')).toBeTruthy();
  await act(() => i18next.changeLanguage('ar'));
  // Arabic "few" (3–10): نقاط.
  bubble(notice({ ...gift, noticeValues: { ...gift.noticeValues, points: 5 } }, -3));
  const ar5 = screen.getByText(
    (_, el) =>
      el?.tagName === 'P' &&
      /أرسل إليك/.test(el.textContent ?? '') &&
      /نقاط/.test(el.textContent ?? ''),
  );
  expect([...ar5.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Ann', 'Rose']);
  expect(ar5.textContent).toContain(`(+${new Intl.NumberFormat('ar').format(5)} نقاط)`);
});

test('the list preview of a notice: English, then Arabic', async () => {
  const { unmount } = row(entry(gift));
  expect(
    screen.getByText(
      (_, el) => el?.tagName === 'BDI' && el.textContent === 'Ann sent you a Rose (+20 points)',
    ),
  ).toBeTruthy();
  unmount();
  await act(() => i18next.changeLanguage('ar'));
  row(entry({ noticeKey: 'welcome.income' }));
  expect(screen.getByText(ar.notice.welcome.income)).toBeTruthy();
});

test('an unknown key, or none: the stored content, in the chat and in the list', () => {
  bubble(notice({ noticeKey: 'welcome.moon', noticeValues: { name: 'Zoë' } }));
  expect(screen.getByText('server English')).toBeTruthy();
  row(entry({ noticeKey: 'income.moon', content: 'list English' }));
  expect(screen.getByText('list English')).toBeTruthy();
  row(entry({ content: 'plain English' }));
  expect(screen.getByText('plain English')).toBeTruthy();
});
