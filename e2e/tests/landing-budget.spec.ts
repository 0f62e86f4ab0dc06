import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { PROFILES, REMOTES, ROOT } from '../../scripts/lib/apps.mjs';

// The landing's JS before the app is interactive (≤ 180 KB gz): a byte budget per chunk group,
// like a size limit. Bytes are deterministic (the built files, gzip -9 as bench/lighthouse.mjs counts
// them); the set of scripts is what a real visitor's Chromium requests before the app takes over
// the pre-rendered landing (the `app-takeover` mark, features/prerender/state/takeover.ts).
// Anything requested before that moment counts, so a module that slips onto the landing's path
// (an SDK import, a static import of a signed-in-only component) fails here with its group named.
// Figures and how they were measured: README "The landing as a phone visitor gets it".

const KB = 1024;
/**
 * The whole landing before interactive: the target is ≤ 180 KB. Last measured 174.9 KB
 * (2026-11-26, SDK 5.5.0, in English and in Arabic alike): the 18 languages added 7.1 KB over
 * 167.3 KB — every text of the host and the LivCam page through t() with its English default,
 * the packs' chunk maps (one chunk per language and namespace, loaded after takeover), names in
 * <bdi> and numbers through Intl — and the shared-sdk/locale entry 0.5 KB (each build's remote
 * entry names one more shared module; the entry itself loads after). Lower it as the landing
 * shrinks.
 */
const TOTAL_BUDGET = 176 * KB;
/**
 * Per group: what each weighed when the budget was set, plus a little room. A group over its
 * budget names what grew; raise a budget only with a reason in the commit.
 */
const GROUP_BUDGETS: Record<string, number> = {
  'react-dom': 66 * KB, // react-dom + react-dom/client (64.7 KB)
  react: 4 * KB, // react + react/jsx-runtime (3.4 KB)
  'react-router-dom': 15 * KB, // the tree-shaken facade, tools/shared/router.mjs (14.2 KB)
  jotai: 4 * KB, // (3.5 KB)
  'react-i18next': 3.5 * KB, // the tree-shaken facade, tools/shared/react-i18next.mjs (2.7 KB)
  i18next: 0, // loads after the app is on screen (host I18nBridge)
  'shared-sdk': 19 * KB, // the SDK's main entry (18.3 KB in 5.4.0 with the 18 languages' pack map; 16.5 KB in 5.0.0; 30.8 in 4.x with every constant and the sign-in rules, 43.6 before its entries)
  'host (runtime, bootstrap)': 48 * KB, // Module Federation runtime (main, 27.8) + the shell (17.2)
  mfe_call_chat: 21 * KB, // remoteEntry + the LivCam page + the spec constants it uses (20.4 KB in SDK 5.5.0, 20.1 in 5.4.0; 18.1 before its texts' plural forms, Intl numbers and <bdi> names)
  // The call engine (mfe-call-chat features/call/engine): it comes with the call layer, after login.
  'mfe_call_chat (call engine)': 0,
  // The message store, its database and outbox (mfe-call-chat features/messages/{store,db,outbox}):
  // they come with the messaging layer, after login.
  'mfe_call_chat (message store)': 0,
  // The SDK's signed-in-only entries (SDK 4.0.0): never on a visitor's landing.
  'shared-sdk/chat': 0,
  'shared-sdk/shop': 0,
};
const OTHER_REMOTES = Object.keys(REMOTES).filter((r) => r !== 'mfe_call_chat');
for (const r of OTHER_REMOTES) GROUP_BUDGETS[r] = 0; // no other remote's code on the landing

/** Host chunk file → its shared module's group (the host's mf-manifest lists their files). */
function sharedGroups(): Map<string, string> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'host-shell/dist/mf-manifest.json'), 'utf8'),
  ) as { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
  const groupOf = (name: string) =>
    name.startsWith('react-dom') ? 'react-dom' : name.startsWith('react/') ? 'react' : name;
  const out = new Map<string, string>();
  for (const s of manifest.shared)
    for (const f of [...s.assets.js.sync, ...s.assets.js.async]) out.set(f, groupOf(s.name));
  return out;
}

/** An SDK file → its entry (docs/CONTRACTS.md "SDK entries"; shared-sdk/src/chat/index.ts). */
function sdkGroupOf(source: string): string {
  if (/shared-sdk\/src\/shop\//.test(source)) return 'shared-sdk/shop';
  if (/shared-sdk\/src\/chat\/|shared-sdk\/src\/realtime\/(connection|messaging)\./.test(source))
    return 'shared-sdk/chat';
  return 'shared-sdk';
}

/** npm package (or workspace file) → budget group. */
function groupOfSource(source: string): string | null {
  if (/tools\/shared\/router\.mjs$/.test(source)) return 'react-router-dom';
  if (/tools\/shared\/(react-i18next|i18next-selector)\.mjs$/.test(source)) return 'react-i18next';
  if (/shared-sdk\/src\//.test(source)) return sdkGroupOf(source);
  const m = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((@[^/]+\/)?[^/]+)/);
  if (!m) return null;
  const pkg = m[1] ?? '';
  if (pkg === 'react-router' || pkg === 'react-router-dom') return 'react-router-dom';
  if (pkg === 'react-dom' || pkg === 'scheduler') return 'react-dom';
  if (['react-i18next', 'html-parse-stringify', 'void-elements'].includes(pkg))
    return 'react-i18next';
  if (['react', 'jotai', 'i18next'].includes(pkg)) return pkg;
  return null;
}

/**
 * A host chunk's group: the shared module its source map says it holds (a shared module's code
 * may sit in a split chunk the manifest does not list), else the host's own.
 */
function hostGroupOf(file: string): string {
  const map = path.join(ROOT, 'host-shell/dist', `${file}.map`);
  if (fs.existsSync(map)) {
    const sources = (
      JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }
    ).sources.filter((s) => !/webpack\/(runtime|bootstrap)/.test(s));
    const groups = new Set(sources.map(groupOfSource));
    const [only] = [...groups];
    if (groups.size === 1 && only) return only;
  }
  return 'host (runtime, bootstrap)';
}

/** mfe-call-chat's signed-in-only parts, each a budget group of its own (0 on the landing). */
const CALL_CHAT_PARTS: Array<[string, RegExp]> = [
  ['mfe_call_chat (call engine)', /features\/call\/engine\//],
  ['mfe_call_chat (message store)', /features\/messages\/(store|db|outbox)\//],
];

/** The signed-in-only part a call remote's chunk holds files of (its source map says), or null. */
function callChatPartOf(file: string): string | null {
  const map = path.join(ROOT, 'mfe-call-chat/dist', `${file}.map`);
  if (!fs.existsSync(map)) return null;
  const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
  return CALL_CHAT_PARTS.find(([, files]) => sources.some((s) => files.test(s)))?.[0] ?? null;
}

/** The landing's scripts before the app takes over, by budget group (gz -9 bytes). */
async function measureLanding(page: Page) {
  const shared = sharedGroups();
  const ports = new Map<string, string>(
    Object.entries(PROFILES.e2e.remotes).map(([name, port]) => [String(port), name]),
  );
  const groupOf = (url: string): string => {
    const u = new URL(url);
    if (u.port !== String(PROFILES.e2e.host)) {
      const remote = ports.get(u.port) ?? `other (${u.host})`;
      return (remote === 'mfe_call_chat' && callChatPartOf(u.pathname.slice(1))) || remote;
    }
    const file = u.pathname.slice(1);
    return shared.get(file) ?? hostGroupOf(file);
  };
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      bodies.set(
        res.url(),
        res.body().catch(() => Buffer.alloc(0)),
      );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('#root').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { takeover, started } = await page.evaluate(() => ({
    takeover: performance.getEntriesByName('app-takeover')[0]?.startTime ?? null,
    started: performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, start: e.startTime })),
  }));
  expect(takeover, 'the app took over the pre-rendered landing').not.toBeNull();
  const before = new Set(started.filter((r) => r.start <= takeover!).map((r) => r.url));

  const groups = new Map<string, { bytes: number; files: string[] }>();
  for (const [url, body] of bodies) {
    if (!before.has(url)) continue;
    const g = groupOf(url);
    const entry = groups.get(g) ?? { bytes: 0, files: [] };
    entry.bytes += zlib.gzipSync(await body, { level: 9 }).length;
    entry.files.push(new URL(url).pathname.slice(1));
    groups.set(g, entry);
  }
  return { groups, before, bodies };
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const sum = (groups: Map<string, { bytes: number }>) =>
  [...groups.values()].reduce((a, g) => a + g.bytes, 0);

test('the landing stays within its JS budget before it is interactive (gz, per chunk group)', async ({
  page,
}) => {
  const { groups } = await measureLanding(page);
  await expect(
    page.locator('#root').getByRole('heading', { level: 1, name: 'Video chat with people' }),
  ).toBeVisible();
  const total = sum(groups);
  const table = [...groups]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(
      ([g, v]) => `${g}: ${kb(v.bytes)} (budget ${kb(GROUP_BUDGETS[g] ?? 0)}) ${v.files.join(' ')}`,
    )
    .join('\n');
  console.log(`landing JS before interactive: ${kb(total)} gz\n${table}`);

  expect(total, `total before interactive\n${table}`).toBeLessThanOrEqual(TOTAL_BUDGET);
  for (const [g, v] of groups)
    expect(v.bytes, `${g} (a group without a budget has none)\n${table}`).toBeLessThanOrEqual(
      GROUP_BUDGETS[g] ?? 0,
    );
  // The check bites: the landing's real groups are there (no empty measurement passes).
  for (const g of ['react-dom', 'shared-sdk', 'host (runtime, bootstrap)', 'mfe_call_chat'])
    expect(groups.get(g)?.bytes ?? 0, g).toBeGreaterThan(1 * KB);
  // ... and the call engine's and the message store's chunks are found where they are.
  const chunks = fs
    .readdirSync(path.join(ROOT, 'mfe-call-chat/dist'))
    .filter((f) => f.endsWith('.js'));
  for (const [part] of CALL_CHAT_PARTS)
    expect(chunks.filter((f) => callChatPartOf(f) === part).length, part).toBeGreaterThan(0);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });
  test('the landing of an Arabic browser: the same budget, the language packs after it is interactive', async ({
    page,
  }) => {
    const { groups, before, bodies } = await measureLanding(page);
    const total = sum(groups);
    console.log(`landing JS before interactive, Arabic browser: ${kb(total)} gz`);
    expect(total).toBeLessThanOrEqual(TOTAL_BUDGET);
    // Right to left, and the Arabic packs came, but after the app was interactive.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicPacks = [...bodies.keys()].filter((u) => /i18n-[\w-]+-ar-/.test(u));
    expect(arabicPacks.length).toBeGreaterThan(0);
    expect(arabicPacks.filter((u) => before.has(u))).toEqual([]);
  });
});
