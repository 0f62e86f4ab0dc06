import { expect, type Page } from '@playwright/test';
import { latestCode } from './auth';
import { signedApi } from './chat-store';
import { devApi, type TestSession } from './session';

// The profile editor (route EditProfile) as a person reaches and uses it, and its API set-up.

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 860 };

/** From any page on a phone: "Me" in the bottom bar → Settings → "Edit profile". */
export async function openEditProfileFromMe(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Bottom bar' })
    .getByRole('button', { name: 'Me' })
    .click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('link', { name: 'Edit profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
}

/** Another account links `email` through the real bind flow (code from the outbox stand-in). */
export async function bindEmailByApi(s: TestSession, email: string): Promise<void> {
  const sent = await signedApi(s, 'POST', '/facade/api/user/email/sendVerifyEmail', {
    email,
    type: 'bind',
  });
  if (sent.code !== 200) throw new Error(`sendVerifyEmail ${sent.code} ${sent.msg}`);
  const code = await latestCode(email);
  const v = await signedApi<{ threePartyId: string }>(
    s,
    'POST',
    '/facade/api/user/email/alreadyVerifyEmail',
    {
      email,
      userId: Number(s.userId),
      code,
    },
  );
  const b = await signedApi(s, 'POST', '/facade/api/user/email/bind', {
    email,
    threePartyId: v.data.threePartyId,
  });
  if (b.code !== 200) throw new Error(`bind ${b.code} ${b.msg}`);
}

/** As if 8 days had gone by since the user's e-mail and phone were linked (test API). */
export const ageLinks = (userId: number | string) =>
  devApi('/dev/api/profile/age-links', { userId: Number(userId), days: 8 });

/** The details form ("About you"). */
export const detailsForm = (page: Page) => page.getByRole('form', { name: 'About you' });
