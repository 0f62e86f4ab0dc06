import type { StoredMessage } from '../db/records';
import { BANNER_HIDDEN_ROUTES, bannerAllowed, bannerPreview, wantsBanner } from './banner';

/** English: the defaults (what an untranslated page shows). */
const preview = (m: Parameters<typeof bannerPreview>[0]) =>
  bannerPreview(m, (_key, english) => english);

const msg = (over: Partial<StoredMessage>): StoredMessage =>
  ({
    messageUuid: 'u1',
    croomId: '7-100',
    senderId: 7,
    receiverId: 100,
    userId: 100,
    messageType: 1,
    messageTypeValue: 0,
    content: 'Hello there',
    timestamp: 1,
    read: 0,
    ...over,
  }) as StoredMessage;

describe('incoming-message banner (spec 3 §2)', () => {
  test.each(BANNER_HIDDEN_ROUTES.map((r) => [r]))('hidden on %s', (route) => {
    expect(bannerAllowed(route, 'idle')).toBe(false);
  });

  test('shown on other pages, never during a call', () => {
    expect(bannerAllowed('FriendsPage', 'idle')).toBe(true);
    expect(bannerAllowed('MessagePage', 'idle')).toBe(true);
    expect(bannerAllowed(null, 'idle')).toBe(true);
    expect(bannerAllowed('FriendsPage', 'ringing')).toBe(false);
    expect(bannerAllowed('LivCam', 'inCall')).toBe(false);
  });

  test('people raise a banner; system notices only when they ask for one', () => {
    expect(wantsBanner({ senderId: 7 })).toBe(true);
    expect(wantsBanner({ senderId: -2 })).toBe(false);
    expect(wantsBanner({ senderId: -2, showInAppBanner: true })).toBe(true);
  });

  test('the line says the text, or what kind of message it is', () => {
    expect(preview(msg({}))).toBe('Hello there');
    expect(preview(msg({ messageTypeValue: 3, picture_url: '/p.png', content: '' }))).toBe(
      'Sent you a picture',
    );
    expect(preview(msg({ content: '   ' }))).toBe('New message');
  });

  test('a friend message says what happened to the request (spec 2 §4 add type and accept)', () => {
    const friend = (addType: number, accept: 0 | 1) =>
      preview(msg({ messageType: 2, addType, accept, content: '' }));
    expect(friend(1, 0)).toBe('Friend request');
    expect(friend(2, 1)).toBe('Accepted your friend request');
    expect(friend(1, 1)).toBe('Accepted your friend request');
    expect(friend(2, 0)).toBe('Declined your friend request');
  });
});
