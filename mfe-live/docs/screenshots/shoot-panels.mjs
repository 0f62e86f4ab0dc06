// Screenshots of the live room's panels (mfe-live README "Pictures"): the standalone dev
// page's /dev/panels at 390×844 and 1366×860 in
// Chromium, the API answered here with fixtures and the pictures from backend/assets.
//   cd mfe-live && npx webpack serve --mode development --config webpack.config.cjs --port 3403
//   node docs/screenshots/shoot-panels.mjs [base URL, default http://localhost:3403]
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const { chromium } = createRequire(path.join(repo, 'e2e/package.json'))('@playwright/test');
const base = process.argv[2] ?? 'http://localhost:3403';

const gift = (id, gold, name) => ({
  id,
  giftId: id,
  name,
  gold,
  friendGiftSort: id,
  giftStar: 1,
  giftImage: `http://b/assets/gifts/${id}.svg`,
});
// The seeded catalogue (backend/src/seed/data/catalog.ts GIFTS).
const GIFTS = [
  [1, 'Rose', 10],
  [2, 'Heart', 20],
  [3, 'Kiss', 30],
  [4, 'Lollipop', 50],
  [5, 'Teddy Bear', 66],
  [6, 'Ice Cream', 88],
  [7, 'Lucky Star', 99],
  [8, 'Perfume', 120],
  [9, 'Ring', 199],
  [10, 'Crown', 299],
  [11, 'Diamond', 520],
  [12, 'Sports Car', 999],
  [13, 'Yacht', 1999],
  [14, 'Castle', 5200],
].map(([id, name, gold]) => gift(id, gold, name));
const live = (id, host, name, n) => ({
  id,
  channelId: `live-${id}`,
  hostId: host,
  name,
  coverUrl: `http://b/assets/hosts/${host}/photo-1.svg`,
  audienceNum: n,
  praiseNum: 0,
  profit: 0,
  topAudiences: [],
});
const RANK = ['Bo', 'Lena', 'Omar', 'Kai', 'Ines', 'Tom', 'Yuki', 'Sam'].map((userName, i) => ({
  no: i + 1,
  userId: 100 + i,
  userName,
  userCountryId: 1,
  sendTotalCoins: [5200, 1314, 999, 520, 299, 99, 20, 5][i],
  userHeadImg: `http://b/assets/live/audience/${i + 1}.svg`,
}));
const ANSWERS = {
  '/facade/api/gift/total': { list: GIFTS },
  '/live/live/audience/getOutShowGifts': { list: GIFTS.slice(0, 6) },
  '/live/live/audience/gift/rank': { pageNo: 1, pages: 1, total: RANK.length, list: RANK },
  '/live/live/audience/sumSendedGiftsCoins': { liveStudioId: 7, sendTotalCoins: 120 },
  '/facade/api/function/exempt/country/list': {
    list: [{ id: 44, ab: 'GB', phoneCode: '44', name: 'United Kingdom', flag: 'gb' }],
  },
  '/live/live/audience/liveStudioAudienceMetaAfterEndLive': {
    liveStudioId: 7,
    hostId: 10001,
    endType: 1,
    endedAt: 1,
    liveDurationMs: 1,
    praiseNum: 0,
    profit: 0,
    sendTotalCoins: 0,
    relation: 4,
  },
  '/facade/api/album/getStoryVideos': { pageNo: 1, pages: 0, total: 0, list: [] },
  '/facade/api/album/getAlbumPics': {
    list: [1, 2, 3].map((i) => ({
      id: i,
      url: `http://b/assets/hosts/${10000 + i}/photo-${(i % 2) + 1}.svg`,
    })),
  },
  '/live/live/audience/listRecommendLiveStudios': {
    list: [
      live(7, 10001, 'Mia', 9),
      live(8, 10002, 'Sofia', 31),
      live(9, 10003, 'Lea', 24),
      live(10, 10004, 'Nora', 18),
      live(11, 10005, 'Ava', 12),
      live(12, 10006, 'Zoe', 7),
      live(13, 10007, 'Ivy', 5),
    ],
  },
};
const TYPES = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.png': 'image/png',
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
// The room, the gift panel, the ranking and the end page are shot in the real room by e2e
// (live-room-shots.spec.ts); these are the panels it does not open.
const shots = [
  ['panel-profile', '/dev/panels?show=profile'],
  ['panel-recharge', '/dev/panels?show=recharge'],
  [
    'panel-report',
    '/dev/panels?show=report',
    async (p) => p.getByRole('button', { name: 'Harassment' }).click(),
  ],
  [
    'panel-report-details',
    '/dev/panels?show=report',
    async (p) => {
      await p.getByRole('button', { name: 'Harassment' }).click();
      await p.getByRole('button', { name: 'Hate speech' }).click();
      await p.getByLabel('Details (optional)').fill('Insults in the chat.');
      await p.getByLabel('Your e-mail (optional)').fill('me@');
    await p.getByLabel('Details (optional)').focus();
    },
  ],
  [
    'panel-profile-follow',
    '/dev/panels?show=profile',
    async (p) => p.getByRole('button', { name: 'Follow' }).click(),
  ],
];
for (const [w, h, tag] of [
  [390, 844, 'phone'],
  [1366, 860, 'desktop'],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/assets/')) {
      const file = path.join(repo, 'backend', url.pathname);
      const body = await readFile(file).catch(() => null);
      return body
        ? route.fulfill({
            body,
            contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
          })
        : route.fulfill({ status: 404 });
    }
    // The dev page's scripts are relative to the page: /dev/main.js is the dev server's /main.js.
    if (url.origin === new URL(base).origin && /^\/dev\/.+\.(js|css)$/.test(url.pathname))
      return route.continue({ url: `${base}/${path.basename(url.pathname)}` });
    const data = ANSWERS[url.pathname];
    if (data) return route.fulfill({ json: { code: 200, msg: 'ok', data } });
    return route.continue();
  });
  for (const [name, at, act] of shots) {
    await page.goto(base + at);
    await page.waitForLoadState('networkidle');
    if (act) await act(page);
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(here, `${name}-${tag}.png`) });
  }
  await page.close();
}
await browser.close();
