import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { createUser, devApi, signInAs, type TestSession } from './session';
import { PSEUDO_OPEN, pseudoChunk, pseudoText } from './pseudo-text';

// A browser context in the pseudo-locale: its packs rewritten on the way, the server's strings
// recorded as data, and a user in it (support/pseudo.ts says why).
/** The English packs' chunks: i18n-tasks-en-json.1a2b.js, i18n-sdk-en-common-json.1a2b.js, … */
export const ENGLISH_PACK = /\/i18n-(?:[A-Za-z]+-)*en-(?:[A-Za-z]+-)*json\.[0-9a-f]+\.js(?:\?.*)?$/;

/** What a pseudo context has seen: packs served, and strings the server sent (data, not UI). */
export interface PseudoState {
  packs: string[];
  failed: string[];
  lastPackAt: number;
  /** Strings the backend sent, with the key they came under. */
  serverStrings: Map<string, string>;
}

const states = new WeakMap<BrowserContext, PseudoState>();

/** What a context set up by servePseudoPacks or recordServerStrings has seen so far. */
export function pseudoStateOf(context: BrowserContext): PseudoState | undefined {
  return states.get(context);
}

/**
 * Keys whose strings are people's names: those may stay as they are. Everything else the server
 * sends and the page shows as it is (a task's title, a payment method's label, a system
 * message's text) is English the app does not translate: reported, marked "from the server".
 * What people wrote is data only when the test says so (its `data`): the server's own messages
 * (a welcome, a notice) come under the same keys as people's.
 */
export const DATA_KEYS =
  /^(?:name|(?:user|nick|host|anchor|sender|from|to|friend|display|gift|real)_?name|nickname)$/i;

/** Collects the short strings of a JSON answer or frame, each with its key. */
function collectStrings(value: unknown, into: Map<string, string>, key = ''): void {
  if (typeof value === 'string') {
    const s = value.trim();
    if (s && s.length <= 200 && !/^(?:https?:|data:|\/)/.test(s) && !into.has(s)) into.set(s, key);
  } else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, into, key));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([k, v]) => collectStrings(v, into, k));
}

/**
 * Serves every English pack of the context as pseudo text, and records the strings the backend
 * sends (JSON answers and realtime frames), which the English check treats as data.
 */
export async function servePseudoPacks(context: BrowserContext): Promise<PseudoState> {
  const state = recordServerStrings(context);
  await context.route(ENGLISH_PACK, async (route: Route) => {
    const response = await route.fetch();
    const source = await response.text();
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    let body = source;
    try {
      body = pseudoChunk(source);
      state.packs.push(name);
    } catch (e) {
      state.failed.push(`${name}: ${(e as Error).message}`);
    }
    state.lastPackAt = Date.now();
    const headers = { ...response.headers() };
    for (const h of ['content-encoding', 'content-length', 'etag', 'last-modified'])
      delete headers[h];
    await route.fulfill({ status: response.status(), headers, body });
  });
  return state;
}

/**
 * Records the strings the backend sends a context (JSON answers and realtime frames), which the
 * English check treats as data — alone, for a context in a real language (an Arabic run).
 */
export function recordServerStrings(context: BrowserContext): PseudoState {
  const state: PseudoState = { packs: [], failed: [], lastPackAt: 0, serverStrings: new Map() };
  states.set(context, state);
  const watch = (page: Page) => {
    page.on('response', (r) => {
      if (!/json/.test(r.headers()['content-type'] ?? '') || ENGLISH_PACK.test(r.url())) return;
      r.json().then(
        (v: unknown) => collectStrings(v, state.serverStrings),
        () => undefined,
      );
    });
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        try {
          collectStrings(JSON.parse(payload), state.serverStrings);
        } catch {
          // not JSON: nothing to collect
        }
      }),
    );
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return state;
}

export const PHONE = { width: 390, height: 844 };

export interface PseudoUser {
  userId: number;
  name: string;
  session: TestSession;
  context: BrowserContext;
  page: Page;
  state: PseudoState;
}

/**
 * A browser context at 390×844 in locale en-US (so the English packs are the ones loaded) with the
 * pseudo packs; signed in as a new user unless `signedOut`. Camera and microphone are on (the
 * suite's Chromium flags give a fake camera) for the call pages.
 */
export async function pseudoUser(
  browser: Browser,
  baseURL: string,
  o: {
    name?: string;
    coins?: number;
    host?: boolean;
    price?: number;
    paying?: boolean;
    signedOut?: boolean;
  } = {},
): Promise<PseudoUser> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    locale: 'en-US',
    permissions: ['camera', 'microphone'],
  });
  const state = await servePseudoPacks(context);
  const name = o.name ?? `Pseudo ${Math.random().toString(36).slice(2, 6)}`;
  let userId = 0;
  let session = { userId: '', loginToken: '', deviceId: '' } as TestSession;
  if (!o.signedOut) {
    userId = (await createUser({ userName: name })).userId;
    if (o.coins) await devApi('/dev/api/ledger', { userId, amount: o.coins, reason: 'e2e' });
    if (o.host)
      await devApi('/dev/api/users/host', { userId, isHost: true, callPrice: o.price ?? 60 });
    if (o.paying) await devApi('/dev/api/users/pay-status', { userId, payStatus: 1 });
    session = await signInAs(context, baseURL, userId);
  }
  const page = await context.newPage();
  return { userId, name, session, context, page, state };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templateRe = (s: string) =>
  s
    .split(/\{\{[^}]*\}\}/)
    .map(escapeRe)
    .join('.+?');

/**
 * A name as a person reads it on a pseudo page: the pseudo form of an English text (its
 * {{placeholders}} match anything), or the English itself where the app still shows English
 * (the checks report that; the navigation should not stop at it).
 */
export function either(english: string, o: { exact?: boolean } = {}): RegExp {
  const body = `(?:${templateRe(pseudoText(english))}|${templateRe(english)})`;
  return new RegExp(o.exact === false ? body : `^${body}$`);
}

/** Waits until a pseudo text is on screen and no pack has come in for a second. */
export async function settle(page: Page): Promise<void> {
  const state = states.get(page.context());
  await expect
    .poll(() => page.evaluate((open) => document.body.innerText.includes(open), PSEUDO_OPEN), {
      message: 'a pseudo text on screen (the English packs loaded and rewritten)',
    })
    .toBe(true);
  await expect
    .poll(() => Date.now() - (state?.lastPackAt ?? 0), { message: 'the packs quiet' })
    .toBeGreaterThan(1_000);
  // Fonts, pictures and the last re-render.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
}
