import type { BrowserContext } from '@playwright/test';
import { PROFILES, HOSTNAME } from '../../scripts/lib/apps.mjs';

export const BACKEND = `http://${HOSTNAME}:${PROFILES.e2e.backend}`;

export interface TestSession {
  userId: string;
  loginToken: string;
  deviceId: string;
}

/**
 * Signs a seeded user in through the backend's test API (a local stand-in enabled only with
 * ALLOW_TEST_API=1) and puts the session cookies of spec 1 §3 into the browser context,
 * exactly where the app's own sign-in would put them.
 */
export async function signInAs(
  context: BrowserContext,
  hostUrl: string,
  userId?: number,
): Promise<TestSession> {
  // A fresh user per test unless one is named: a new session revokes the user's other tokens,
  // exactly like a real login, so tests running in parallel must not share a user.
  const id = userId ?? (await createUser()).userId;
  const s = await devApi<TestSession>('/dev/api/session', { userId: id });
  const url = new URL(hostUrl);
  await context.addCookies(
    (['userId', 'loginToken', 'deviceId'] as const).map((name) => ({
      name,
      value: String(s[name]),
      domain: url.hostname,
      path: '/',
    })),
  );
  return s;
}

/** POST to the backend's test API (ALLOW_TEST_API=1); throws unless the answer is 200. */
export async function devApi<T>(path: string, payload: unknown): Promise<T> {
  const res = await fetch(`${BACKEND}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path} failed: ${body.code} ${body.msg}`);
  return body.data;
}

/** A fresh user (0 coins) through the test API. */
export function createUser(
  fields: { userName?: string; gender?: number; countryId?: number } = {},
): Promise<{ userId: number }> {
  return devApi('/dev/api/users', { userName: 'E2E Tester', ...fields });
}

/** Changes the site's play ways (spec 3 §3 "Site function list") through the test API. */
export async function setPlayWays(
  openedPlayWays: { name: string; id: number; main: boolean }[],
): Promise<void> {
  await devApi('/dev/api/playWays', { openedPlayWays });
}
