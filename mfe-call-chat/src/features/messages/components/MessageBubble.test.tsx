import { screen } from '@testing-library/react';
import { MESSAGE_TYPE } from 'shared-sdk/chat';
import type { StoredMessage } from '../db/records';
import { renderWithApp } from 'shared-sdk/testing';
import { chatRows } from '../state/rows';
import { MessageBubble } from './MessageBubble';

// A received text shows its translation under it; one the server could not translate says so
// plainly (textContent.translationUnavailable), never passing the original off as translated.
const me = 1;
const text = (
  content: string,
  textContent: StoredMessage['textContent'],
  senderId = 2,
): StoredMessage => ({
  userId: me,
  messageUuid: `m-${content}`,
  croomId: '1-2',
  senderId,
  receiverId: senderId === me ? 2 : me,
  messageType: 1,
  messageTypeValue: 0,
  content,
  timestamp: Date.now(),
  read: 1,
  textContent,
});
const show = (m: StoredMessage) => {
  const [row] = chatRows([m], me, Date.now());
  return renderWithApp(<MessageBubble row={row!} me={me} peerName="Aylin" />, { loggedIn: true });
};

test('translated: the translation under the text', () => {
  show(text('Hello friend', { source: 'Hello friend', translation: 'Hola amigo' }));
  expect(screen.getByText('Hola amigo')).toBeTruthy();
  expect(screen.queryByText('Translation not available')).toBeNull();
});

test('not translated by the server: "Translation not available" under the original', () => {
  show(text('Nasılsın?', { source: 'Nasılsın?', translationUnavailable: true }));
  expect(screen.getByText('Translation not available')).toBeTruthy();
  expect(screen.getByText('Nasılsın?', { exact: false })).toBeTruthy();
});

test('no translation asked, or my own message: nothing about translation', () => {
  show(text('Nasılsın?', { source: 'Nasılsın?' }));
  show(text('Merhaba', { source: 'Merhaba', translationUnavailable: true }, me));
  expect(screen.queryByText('Translation not available')).toBeNull();
});

test('a text and its translation run in their own direction (an Arabic text in an English page)', () => {
  show(text('مرحبا Ann', { source: 'مرحبا Ann', translation: 'Hello Ann' }));
  expect(screen.getByText('مرحبا Ann').getAttribute('dir')).toBe('auto');
  expect(screen.getByText('Hello Ann').getAttribute('dir')).toBe('auto');
});

test('a gift the catalogue cannot name: whole sentences with "a gift"', () => {
  // giftId 0: a gift the catalogue cannot name (and nothing is fetched).
  const gift = (mine: boolean): StoredMessage => ({
    ...text('', undefined, mine ? me : 2),
    messageUuid: `g-${mine}`,
    messageType: MESSAGE_TYPE.GIFT,
    giftId: 0,
  });
  show(gift(true));
  show(gift(false));
  expect(screen.getByText('You sent a gift')).toBeTruthy();
  const received = screen.getByText('Aylin');
  expect(received.tagName).toBe('BDI'); // the name keeps its own direction
  expect(received.parentElement!.textContent).toBe('Aylin sent you a gift');
});
