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
export async function signInAs(context: BrowserContext, hostUrl: string, userId?: number): Promise<TestSession> {
  const res = await fetch(`${BACKEND}/dev/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(userId ? { userId } : {}),
  });
  const body = (await res.json()) as { code: number; msg: string; data: TestSession };
  if (body.code !== 200) throw new Error(`test session failed: ${body.code} ${body.msg}`);
  const s = body.data;
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

/** Changes the site's play ways (spec 3 §3 "Site function list") through the test API. */
export async function setPlayWays(openedPlayWays: { name: string; id: number; main: boolean }[]): Promise<void> {
  const res = await fetch(`${BACKEND}/dev/api/playWays`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ openedPlayWays }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`setPlayWays failed: ${body.code} ${body.msg}`);
}
