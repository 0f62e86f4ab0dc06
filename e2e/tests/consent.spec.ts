import { test, expect } from '../support/test';
import { signedApi } from '../support/chat-store';
import { createUser, signInAs, type TestSession } from '../support/session';

// The EU consent notice (spec 3 §4 "Consent"): shown after sign-in for an account whose country
// is in the EU list, its record stored on the server; nothing for other countries. The account's
// country is set through the test API when the user is made. Its delay (1,200 ms) is checked
// with fake timers in host-shell/test/consent.test.tsx.

const COUNTRY = { DE: 56, US: 228 } as const;
const PHONE = { width: 390, height: 844 };

interface Status {
  showPop: boolean;
  euRules: boolean;
  country: string;
  agreeButton: number | null;
  saveTime: number | null;
}
const statusOf = async (s: TestSession) =>
  (await signedApi<Status>(s, 'GET', '/facade/api/user/protocol/status')).data;

test('an account in Germany sees the cookie notice after sign-in; Accept stores the record and it does not come back', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  const { userId } = await createUser({ userName: 'Greta', countryId: COUNTRY.DE });
  const s = await signInAs(context, baseURL!, userId);
  const answered = page.waitForResponse((r) =>
    r.url().includes('/facade/api/user/protocol/status'),
  );
  await page.goto('/message');
  expect(((await (await answered).json()) as { data: Status }).data).toMatchObject({
    showPop: true,
    euRules: true,
    country: 'DE',
  });

  const notice = page.getByRole('dialog', { name: 'Cookies on LivCam' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    'We use only strictly necessary cookies: to keep you signed in and to keep LivCam safe.',
  );
  await expect(notice.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
    'href',
    '/cookie-policy',
  );
  const before = Date.now();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();

  const stored = await statusOf(s);
  expect(stored).toMatchObject({ showPop: false, euRules: true, agreeButton: 1 });
  expect(stored.saveTime).toBeGreaterThanOrEqual(before - 60_000);
  const device = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('lc.consent') ?? 'null'),
  );
  expect(device).toMatchObject({ userId, agreeButton: 1, eventName: 'accept', country: 'DE' });

  // Stored: a reload asks the server again and shows nothing.
  const again = page.waitForResponse((r) => r.url().includes('/facade/api/user/protocol/status'));
  await page.reload();
  expect(((await (await again).json()) as { data: Status }).data.showPop).toBe(false);
  await page.waitForTimeout(2_000);
  await expect(notice).toBeHidden();
});

test('an account in the United States sees no cookie notice', async ({
  page,
  context,
  baseURL,
}) => {
  const { userId } = await createUser({ userName: 'Sam', countryId: COUNTRY.US });
  const s = await signInAs(context, baseURL!, userId);
  const answered = page.waitForResponse((r) =>
    r.url().includes('/facade/api/user/protocol/status'),
  );
  await page.goto('/message');
  expect(((await (await answered).json()) as { data: Status }).data).toMatchObject({
    showPop: false,
    euRules: false,
    country: 'US',
  });
  // Past the notice's delay, with room for a slow machine: still nothing.
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog', { name: 'Cookies on LivCam' })).toHaveCount(0);
  expect((await statusOf(s)).saveTime).toBeNull();
});
