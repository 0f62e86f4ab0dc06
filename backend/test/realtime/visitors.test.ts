/**
 * Visitor tokens (src/realtime/visitors.ts): one principal per tourist id, unguessable without the
 * secret; a token names its principal and live channel, expires, and cannot be altered or read as
 * a user's token (nor a user's as a visitor's).
 */
import { createRtmTokenIssuer, createVisitorTokens, isVisitorId } from '../../src/realtime';

const SECRET = 'visitor-secret-0123456789abcdef';

test('principals: stable per tourist id, `v-` and 22 characters, different under another secret', () => {
  const a = createVisitorTokens(SECRET);
  const b = createVisitorTokens(`${SECRET}-other`);
  expect(a.principalOf('tourist-1234')).toBe(a.principalOf('tourist-1234'));
  expect(a.principalOf('tourist-1234')).not.toBe(a.principalOf('tourist-1235'));
  expect(a.principalOf('tourist-1234')).not.toBe(b.principalOf('tourist-1234'));
  expect(isVisitorId(a.principalOf('tourist-1234'))).toBe(true);
  for (const id of ['12345', 'v-short', 'v-AbCdEfGhIjKlMnOpQrStUv!', 'x-AbCdEfGhIjKlMnOpQrStUv'])
    expect(isVisitorId(id)).toBe(false);
});

test('tokens: verify, expire, refuse tampering and the other kind', () => {
  let t = 1_000_000;
  const visitors = createVisitorTokens(SECRET, () => t, 60_000);
  const users = createRtmTokenIssuer(SECRET, () => t);
  const principal = visitors.principalOf('tourist-abcdefgh');
  const { token, expiresAt } = visitors.issue(principal, 'live-7');
  expect(expiresAt).toBe(t + 60_000);
  expect(visitors.verify(token)).toEqual({ userId: principal, channel: 'live-7' });
  expect(visitors.genToken('tourist-abcdefgh', 'live-7', '/rtm')).toMatchObject({
    provider: 'local',
    url: '/rtm',
    userId: principal,
  });
  // Each part changed, one at a time.
  const parts = token.split('.');
  for (let i = 1; i < parts.length; i++) {
    const changed = [...parts];
    changed[i] = i === 3 ? String(Number(parts[3]) + 1) : `${parts[i]}A`;
    expect(visitors.verify(changed.join('.'))).toBeNull();
  }
  expect(() => visitors.issue('12345', 'live-7')).toThrow();
  // Neither verifier takes the other's token.
  expect(users.verify(token)).toBeNull();
  expect(visitors.verify(users.issue(principal).token)).toBeNull();
  t += 60_000;
  expect(visitors.verify(token)).toBeNull();
});
