import { deflateSync } from 'node:zlib';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { befriend, signedApi } from './chat-store';
import { tr } from './i18n';
import { createUser, devApi, signInAs, type TestSession } from './session';

/**
 * Set-up for the chat UI specs: new users made through the backend's test API, made
 * friends and given coins there; then everything is done in the browser as a person would.
 */
export interface ChatUser {
  id: number;
  name: string;
  context: BrowserContext;
  page: Page;
  session: TestSession;
}

export const DESKTOP = { width: 1366, height: 860 };
export const PHONE = { width: 390, height: 844 };

/**
 * Resolves when the page's next realtime connection is signed in (the gateway's `welcome` frame).
 * Call it before the navigation. A message sent before that reaches the page through the
 * catch-up list, not as a live push, so it raises no banner: specs about live pushes wait.
 */
export function realtimeSignedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        try {
          if ((JSON.parse(payload) as { type?: unknown }).type === 'welcome') resolve();
        } catch {
          // not a JSON frame: not ours
        }
      }),
    );
  });
}

/** A new user signed in in a browser context of their own. */
export async function chatUser(
  browser: Browser,
  baseURL: string,
  name: string,
  viewport = DESKTOP,
  coins = 0,
  contextOptions: BrowserContextOptions = {},
): Promise<ChatUser> {
  const { userId } = await createUser({ userName: name });
  if (coins) await devApi('/dev/api/ledger', { userId, amount: coins, reason: 'e2e' });
  const context = await browser.newContext({ ...contextOptions, viewport, baseURL });
  const session = await signInAs(context, baseURL, userId);
  const page = await context.newPage();
  return { id: userId, name, context, page, session };
}

/** Two users who are friends (befriended through the test API, no coins move). */
export async function twoFriends(
  browser: Browser,
  baseURL: string,
  opts: {
    annCoins?: number;
    bobCoins?: number;
    bobViewport?: { width: number; height: number };
  } = {},
): Promise<[ChatUser, ChatUser]> {
  const tag = Math.random().toString(36).slice(2, 6);
  const ann = await chatUser(browser, baseURL, `Ann ${tag}`, DESKTOP, opts.annCoins ?? 0);
  const bob = await chatUser(
    browser,
    baseURL,
    `Bob ${tag}`,
    opts.bobViewport ?? DESKTOP,
    opts.bobCoins ?? 0,
  );
  await befriend(ann.id, bob.id);
  return [ann, bob];
}

/**
 * The backend's balance of a user: getUserInfo signed with the user's own browser session (a new
 * session would sign the browser out).
 */
export async function backendBalance(s: TestSession): Promise<number> {
  const r = await signedApi<{ goldNum: number }>(s, 'GET', '/facade/api/user/getUserInfo');
  if (r.code !== 200) throw new Error(`getUserInfo ${r.code} ${r.msg}`);
  return r.data.goldNum;
}

/** Opens the chat with `friendId` (IMMessageSession) and waits for the message box. */
export async function openChat(page: Page, friendId: number, lng = 'en'): Promise<void> {
  await page.goto(`/message/session/${friendId}`);
  await expect(page.getByRole('textbox', { name: tr(lng, 'callChat:chat.message') })).toBeVisible();
  // The device's message store has opened and the room shows (a test that cuts the
  // connection next must not cut it while the store's code is still loading).
  await expect(page.getByText(tr(lng, 'callChat:chat.loading'))).toHaveCount(0);
}

/** Types and sends a text with Enter, as a person does (the page in `lng`). */
export async function typeAndSend(page: Page, text: string, lng = 'en'): Promise<void> {
  const box = page.getByRole('textbox', { name: tr(lng, 'callChat:chat.message') });
  await box.click();
  await box.pressSequentially(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** The conversation's message log. */
export const chatLog = (page: Page) => page.getByRole('log');

/** The row of the message list for `name`. */
export const conversationRow = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** A real PNG picture (a purple gradient), made here: the backend reads the picture's bytes. */
export function makePng(width = 120, height = 90): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw.set([120 + Math.round((x / width) * 100), 60, 200 + Math.round((y / height) * 50)], o);
    }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
