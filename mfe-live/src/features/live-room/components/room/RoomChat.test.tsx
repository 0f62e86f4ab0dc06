import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApp } from 'shared-sdk/testing';
import ar from '../../../../locales/ar.json';
import { NS } from '../../../../i18n';
import type { LiveMessage } from '../../engine';
import { ROOM_LIVE } from '../panels/demoRoom';
import { ChatList } from './RoomChat';

// The chat's lines: a room event is one sentence with the sender's name in it (the translator
// places the name), and every name is isolated (<bdi>) so Latin names keep their order in
// right-to-left text.

const line = (seq: number, action: LiveMessage['action'], userName: string, text?: string) => ({
  seq,
  action,
  userId: 100 + seq,
  userName,
  text,
});

const room = {
  live: ROOM_LIVE,
  tipsShown: true,
  messages: [
    line(1, 'join', 'Mia'),
    line(2, 'joined', 'Bo'),
    line(3, 'chat', 'Bo', 'hi there'),
    line(4, 'gift', 'Lena', '2'),
    line(5, 'left', 'Omar'),
    line(6, 'joined', ''),
  ],
} as never;

afterEach(() => act(() => void i18next.changeLanguage('en')));

test('each event is one sentence with the sender as an isolated name', () => {
  renderWithApp(<ChatList room={room} />);
  const lines = screen.getAllByRole('listitem');
  expect(lines.map((l) => l.textContent)).toEqual([
    'Mia welcomes you to the live',
    'Bo joined the live',
    'Bo hi there',
    'Lena sent a gift',
    'Omar left the live',
    'Someone joined the live',
  ]);
  expect(lines.map((l) => l.querySelector('bdi')?.textContent)).toEqual([
    'Mia',
    'Bo',
    'Bo',
    'Lena',
    'Omar',
    'Someone',
  ]);
});

test('in Arabic the words come from the pack around the name, which stays isolated', () => {
  i18next.addResourceBundle('ar', NS, ar, true, true);
  act(() => void i18next.changeLanguage('ar'));
  renderWithApp(<ChatList room={room} />);
  const joined = screen.getAllByRole('listitem')[1]!;
  expect(joined.textContent).toBe('Bo انضم إلى البث');
  expect(joined.querySelector('bdi')?.textContent).toBe('Bo');
});
