import { OPEN_URL_MESSAGE, openUrlOf } from '../src/features/pwa/serviceWorker';

// What a tapped notification may open through the service worker's message: an app path only.
test.each([
  [{ type: OPEN_URL_MESSAGE, url: '/message/session/42' }, '/message/session/42'],
  [{ type: OPEN_URL_MESSAGE, url: '/' }, '/'],
  [{ type: OPEN_URL_MESSAGE, url: '//evil.example/x' }, null],
  [{ type: OPEN_URL_MESSAGE, url: 'https://evil.example/' }, null],
  [{ type: OPEN_URL_MESSAGE, url: 'javascript:alert(1)' }, null],
  [{ type: 'other', url: '/message' }, null],
  [{ type: OPEN_URL_MESSAGE, url: 42 }, null],
  [null, null],
  ['/message', null],
])('openUrlOf(%j) → %j', (data, expected) => {
  expect(openUrlOf(data)).toBe(expected);
});
