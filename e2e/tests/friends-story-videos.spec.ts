import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { fileURLToPath } from 'node:url';
import { signedApi } from '../support/chat-store';
import { DESKTOP, PHONE } from '../support/chat';
import { newPerson } from '../support/friends';
import type { TestSession } from '../support/session';

// FriendPage shows a seeded host's story video (spec 2 §7 getStoryVideos;
// every fifth seeded host has a 3 s clip, backend hosts/stories.ts): its poster first, a tap
// plays it muted and inline. Someone without a story has no video area.

/** A seeded host's name and stories, as the API answers them. */
async function host(session: TestSession, id: number) {
  const info = await signedApi<{ userName: string }>(
    session,
    'GET',
    '/facade/api/user/getUserInfo',
    undefined,
    {
      searchUserId: id,
    },
  );
  expect(info.code).toBe(200);
  const stories = await signedApi<{ total: number; list: unknown[] }>(
    session,
    'POST',
    '/facade/api/album/getStoryVideos',
    { searchUserId: id, page: 1, size: 10 },
  );
  expect(stories.code).toBe(200);
  return { name: info.data.userName, stories: stories.data };
}

/** The profile, loaded: its card, its photos, and the story check finished. */
async function openProfile(page: Page, id: number, name: string) {
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('region', { name: `About ${name}` })).toContainText(`User ID ${id}`);
  await expect(
    page
      .getByRole('list', { name: `Photos of ${name}` })
      .getByRole('img')
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Loading story videos…')).toHaveCount(0);
}

test('a host with a story: its poster, then a tap plays it muted and inline; without one, no video area', async ({
  browser,
  baseURL,
}) => {
  const ann = await newPerson(browser, baseURL!, 'Ann Stories');
  try {
    const withStory = await host(ann.session, 10001);
    expect(withStory.stories.total).toBe(1);
    await openProfile(ann.page, 10001, withStory.name);
    const stories = ann.page.getByRole('region', { name: `Story videos of ${withStory.name}` });
    await expect(stories.getByRole('heading', { name: 'Story' })).toBeVisible();
    await expect(stories.getByText('0:03')).toBeVisible();
    const video = stories.locator('video');
    await expect(video).toHaveAttribute('poster', /\/assets\/hosts\/10001\/story\.jpg$/);
    // Nothing plays (or downloads) before the tap.
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, t: v.currentTime })),
    ).toEqual({
      paused: true,
      t: 0,
    });
    await stories
      .getByRole('button', { name: `Play the story video of ${withStory.name}` })
      .click();
    const pause = stories.getByRole('button', {
      name: `Pause the story video of ${withStory.name}`,
    });
    await expect(pause).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const playing = await video.evaluate((v: HTMLVideoElement) => ({
      paused: v.paused,
      muted: v.muted,
      inline: v.playsInline,
      ready: v.readyState,
      controls: v.controls,
    }));
    expect(playing).toEqual({
      paused: false,
      muted: true,
      inline: true,
      ready: 4,
      controls: false,
    });
    // A second tap pauses it where it is.
    await pause.click();
    await expect(
      stories.getByRole('button', { name: `Play the story video of ${withStory.name}` }),
    ).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // 10002 has no clip: the page has no story heading, region or video.
    const without = await host(ann.session, 10002);
    expect(without.stories.total).toBe(0);
    await openProfile(ann.page, 10002, without.name);
    await expect(ann.page.getByRole('region', { name: /^Story videos of / })).toHaveCount(0);
    await expect(ann.page.getByRole('heading', { name: 'Story' })).toHaveCount(0);
    await expect(ann.page.locator('video')).toHaveCount(0);
  } finally {
    await ann.context.close();
  }
});

// The README screenshots (mfe-call-chat/docs/profile-story-*.png). Only when asked:
//   CHAT_SCREENSHOTS=1 E2E_PORT_OFFSET=… npx playwright test tests/friends-story-videos.spec.ts
const docs = (name: string) =>
  fileURLToPath(new URL(`../../mfe-call-chat/docs/${name}`, import.meta.url));

test('screenshots: a host profile with its story at 390×844 and 1366×860', async ({
  browser,
  baseURL,
}) => {
  test.skip(
    !process.env.CHAT_SCREENSHOTS,
    'set CHAT_SCREENSHOTS=1 to rewrite the README screenshots',
  );
  const ann = await newPerson(browser, baseURL!, 'Ann Screens');
  try {
    const h = await host(ann.session, 10001);
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      await ann.page.setViewportSize(viewport);
      await openProfile(ann.page, 10001, h.name);
      const stories = ann.page.getByRole('region', { name: `Story videos of ${h.name}` });
      await stories.scrollIntoViewIfNeeded();
      await ann.page.waitForTimeout(800); // poster and photos decoded, status polled
      await ann.page.screenshot({ path: docs(`profile-story-${size}.png`) });
      await stories.getByRole('button', { name: `Play the story video of ${h.name}` }).click();
      await expect
        .poll(() => stories.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
        .toBeGreaterThan(1);
      await ann.page.screenshot({ path: docs(`profile-story-playing-${size}.png`) });
    }
  } finally {
    await ann.context.close();
  }
});
