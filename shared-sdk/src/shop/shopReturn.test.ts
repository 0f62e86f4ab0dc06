/**
 * @jest-environment jsdom
 */
import { registerNavigator } from 'shared-sdk';
import {
  SHOP_RETURN_KEY,
  SHOP_RETURN_TTL_MS,
  forgetShopReturn,
  openShopFrom,
  readShopReturn,
  returnFromShop,
  routeAt,
} from './shopReturn';

let location = { pathname: '/', search: '' };
const went: string[] = [];
let unregister: () => void;
beforeEach(() => {
  went.length = 0;
  sessionStorage.clear();
  unregister = registerNavigator({
    go: (path) => {
      went.push(path);
      const [pathname, search = ''] = path.split('?');
      location = { pathname: pathname ?? '/', search: search ? `?${search}` : '' };
    },
    current: () => location,
    back: () => undefined,
  });
});
afterEach(() => unregister());

const ann = { id: 42, userName: 'Ann' };

test('a chat prompt: CoinPage with from=chat; the result page goes back to the same chat, once', () => {
  location = { pathname: '/tr/message/session/42', search: '' };
  openShopFrom({ kind: 'chat', peer: ann });
  expect(went).toEqual(['/tr/shop?from=chat']);
  expect(readShopReturn()).toMatchObject({
    kind: 'chat',
    peer: ann,
    route: { name: 'IMMessageSession', params: { friendId: '42' }, query: {} },
  });
  location = { pathname: '/tr/payRes', search: '?orderId=LC1' };
  expect(returnFromShop()).toMatchObject({ kind: 'chat' });
  expect(went.at(-1)).toBe('/tr/message/session/42');
  expect(readShopReturn()).toBeNull();
  expect(returnFromShop()).toBeNull();
});

test('a call prompt keeps the call location and the page with its query', () => {
  location = { pathname: '/search', search: '?q=ann' };
  openShopFrom({ kind: 'call', peer: ann, callLocation: 104 });
  expect(went).toEqual(['/shop?from=call']);
  const n = readShopReturn();
  expect(n).toMatchObject({
    callLocation: 104,
    route: { name: 'SearchPage', query: { q: 'ann' } },
  });
  returnFromShop();
  expect(went.at(-1)).toBe('/search?q=ann');
});

test('an old note, a forgotten one or a tampered one is not offered', () => {
  location = { pathname: '/', search: '' };
  openShopFrom({ kind: 'call', peer: ann, callLocation: 101 });
  const at = readShopReturn()!.at;
  expect(readShopReturn(at + SHOP_RETURN_TTL_MS + 1)).toBeNull();
  forgetShopReturn();
  expect(readShopReturn()).toBeNull();
  sessionStorage.setItem(
    SHOP_RETURN_KEY,
    JSON.stringify({
      kind: 'call',
      peer: ann,
      route: { name: 'Nowhere', params: {}, query: {} },
      at,
    }),
  );
  expect(readShopReturn()).toBeNull();
  sessionStorage.setItem(SHOP_RETURN_KEY, '{not json');
  expect(readShopReturn()).toBeNull();
});

test('routeAt names the route of a path, language prefix and trailing slash aside', () => {
  expect(routeAt({ pathname: '/nl/', search: '' })?.name).toBe('LivCam');
  expect(routeAt({ pathname: '/profile/a%20b', search: '' })).toMatchObject({
    name: 'FriendPage',
    params: { friendId: 'a b' },
  });
  expect(routeAt({ pathname: '/no/such/page', search: '' })).toBeNull();
});
