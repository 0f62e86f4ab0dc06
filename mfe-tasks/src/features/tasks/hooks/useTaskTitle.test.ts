import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { Mission } from 'shared-sdk';
// Initialises i18next as the host does (no packs: the English defaults).
import 'shared-sdk/testing';
import { NS } from '../../../i18n';
import ar from '../../../locales/ar.json';
import { useTaskTitle } from './useTaskTitle';

type Titled = Pick<Mission, 'type' | 'goals' | 'period' | 'title'>;
const mission = (type: string, goals: number, period: Mission['period'] = 'daily'): Titled => ({
  type: type as Mission['type'],
  goals,
  period,
  title: `server title of ${type}`,
});

function titles(list: Titled[]) {
  const { result } = renderHook(() => useTaskTitle());
  return list.map((m) => result.current(m));
}

// The server's catalogue (backend/src/modules/activities/catalog.ts): English stays word for word.
test('in English the titles read as the server writes them', () => {
  expect(
    titles([
      mission('login_in', 1),
      mission('liv_cam', 1),
      mission('send_msg', 3),
      mission('add_friend', 1),
      mission('match', 3),
      mission('wall_call', 1),
      mission('call', 1),
      mission('pay', 1),
      mission('pay', 3, 'long'),
      mission('call', 10, 'long'),
      mission('add_friend', 10, 'long'),
      mission('send_msg', 100, 'long'),
    ]),
  ).toEqual([
    'Check in today',
    'Visit LivCam',
    'Send 3 messages',
    'Add a friend',
    'Get 3 matches',
    'Call someone from the wall',
    'Finish a video call',
    'Buy coins today',
    'Buy coins 3 times',
    'Finish 10 video calls',
    'Add 10 friends',
    'Send 100 messages',
  ]);
});

test('the other English forms: one, many, a long-term single purchase, big numbers', () => {
  expect(
    titles([
      mission('send_msg', 1),
      mission('match', 1),
      mission('wall_call', 2),
      mission('pay', 1, 'long'),
      mission('pay', 2),
      mission('send_msg', 1000, 'long'),
    ]),
  ).toEqual([
    'Send a message',
    'Get a match',
    'Call 2 people from the wall',
    'Buy coins once',
    'Buy coins 2 times',
    'Send 1,000 messages',
  ]);
});

test('a type this client does not know shows the server’s title', () => {
  expect(titles([mission('new_kind', 5)])).toEqual(['server title of new_kind']);
});

test('in Arabic: each plural form the language has', () => {
  i18next.addResourceBundle('ar', NS, ar, true, true);
  act(() => void i18next.changeLanguage('ar'));
  try {
    const digits = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(
      titles([
        mission('send_msg', 1),
        mission('send_msg', 2),
        mission('send_msg', 3),
        mission('send_msg', 11),
        mission('send_msg', 100, 'long'),
        mission('pay', 1),
        mission('mystery', 1),
      ]),
    ).toEqual([
      'أرسل رسالة واحدة',
      'أرسل رسالتين',
      `أرسل ${digits(3)} رسائل`,
      `أرسل ${digits(11)} رسالة`,
      `أرسل ${digits(100)} رسالة`,
      'اشترِ عملات اليوم',
      'server title of mystery',
    ]);
  } finally {
    act(() => void i18next.changeLanguage('en'));
  }
});
