import { chromium, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { signedApi } from './chat-store';
import { BACKEND, createUser, devApi, signInAs, type TestSession } from './session';

/**
 * Set-up and checks of the call specs: users through the test API, one browser context
 * per person with fake camera and microphone (support/chromium.ts flags), the server's view of a
 * room, and "is this video really moving" checks on the page.
 */
export interface CallUser {
  userId: number;
  name: string;
  session: TestSession;
  page: Page;
  context: BrowserContext;
}

/** A user in their own context; `camera: false` denies camera and microphone for the site. */
export async function openUser(
  browser: Browser,
  baseURL: string,
  opts: {
    name: string;
    coins?: number;
    host?: boolean;
    price?: number;
    camera?: boolean;
    /** payStatus 1 (a paying user: may call from a chat, spec 2 §6). */
    paying?: boolean;
    path?: string;
    viewport?: { width: number; height: number };
    /** Before the page opens (routes on the context, e.g. a realtime socket that loses frames). */
    prepare?: (context: BrowserContext) => Promise<void>;
  },
): Promise<CallUser> {
  const { userId } = await createUser({ userName: opts.name });
  if (opts.coins) await devApi('/dev/api/ledger', { userId, amount: opts.coins, reason: 'e2e' });
  if (opts.host)
    await devApi('/dev/api/users/host', { userId, isHost: true, callPrice: opts.price ?? 60 });
  if (opts.paying) await devApi('/dev/api/users/pay-status', { userId, payStatus: 1 });
  // --use-fake-ui-for-media-stream accepts every camera prompt, even a denied permission: a user
  // who blocks the camera gets a browser of their own without it (headless then refuses).
  const own =
    opts.camera === false
      ? await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS.filter((a) => a !== '--use-fake-ui-for-media-stream'),
        })
      : null;
  const context = await (own ?? browser).newContext({
    baseURL,
    permissions: opts.camera === false ? [] : ['camera', 'microphone'],
    ...(opts.viewport && { viewport: opts.viewport }),
  });
  await opts.prepare?.(context);
  const session = await signInAs(context, baseURL, userId);
  const page = await context.newPage();
  if (own) {
    context.on('close', () => void own.close());
    // And the site's camera and microphone are blocked, as in the browser's site settings.
    // Browser.setPermission needs this context's id (without it, the default context is changed).
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    for (const name of ['camera', 'microphone'])
      await cdp.send('Browser.setPermission', {
        permission: { name },
        setting: 'denied',
        origin: new URL(baseURL).origin,
        browserContextId: targetInfo.browserContextId,
      });
  }
  await page.goto(opts.path ?? '/');
  return { userId, name: opts.name, session, page, context };
}

/**
 * This context's realtime socket loses the server's end-of-call pushes (1050 action 7), as a
 * socket that drops at the wrong moment would: everything else passes both ways.
 */
export async function loseEndOfCallPushes(context: BrowserContext): Promise<void> {
  await context.routeWebSocket(/\/rtm/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (typeof m === 'string' && m.includes('"bizType":1050') && /"action":7[,}]/.test(m)) return;
      ws.send(m);
    });
  });
}

/** The call room as the server stores it (test API). */
export async function room(roomNum: string): Promise<{
  state: string;
  minutes_billed: number;
  coins_charged: number;
  hangup_reason: number | null;
  started_at: number | null;
  ended_at: number | null;
  caller_id: number;
  callee_id: number;
  price: number;
  /** The caller's first-frame report (notifyStartCall), if it ever arrived. */
  caller_frame_at: number | null;
}> {
  const res = await fetch(`${BACKEND}/dev/api/calls/room?roomNum=${encodeURIComponent(roomNum)}`);
  const body = (await res.json()) as { code: number; data: never };
  if (body.code !== 200) throw new Error(`room ${roomNum}: ${body.code}`);
  return body.data;
}

/** Moves a room's clock `ms` forward (billing past a minute, a ring running out). */
export const shiftRoom = (roomNum: string, ms: number) =>
  devApi('/dev/api/calls/shift', { roomNum, ms });

/** The room this page's call layer stored (localStorage, for the abnormal-call clean-up). */
export async function storedRoom(page: Page): Promise<string> {
  let roomNum = '';
  await expect
    .poll(async () => {
      roomNum = await page.evaluate(() => {
        const v = localStorage.getItem('livcam.call.room');
        return v ? (JSON.parse(v) as { roomNum: string }).roomNum : '';
      });
      return roomNum;
    })
    .not.toBe('');
  return roomNum;
}

/** The user's balance from the ledger (GET /api/call/balance, signed as that user). */
export async function balance(s: TestSession): Promise<number> {
  const r = await signedApi<{ goldNum: number }>(s, 'GET', '/api/call/balance');
  if (r.code !== 200) throw new Error(`balance: ${r.code} ${r.msg}`);
  return r.data.goldNum;
}

const MOVING_VIDEO_FRAMES = 5;
const MOVING_VIDEO_WAIT_MS = 15_000;

/**
 * The video labelled `label` shows a moving picture: it has a size, new frames keep being
 * presented (requestVideoFrameCallback) and the picture changes between two samples. Not a frame
 * rate: a loaded machine presents fewer frames a second, and that is the machine, not the app —
 * so it waits as long as MOVING_VIDEO_WAIT_MS for MOVING_VIDEO_FRAMES new frames and a change.
 */
export async function expectMovingVideo(page: Page, label: string): Promise<void> {
  const video = page.getByLabel(label, { exact: true });
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const result = await video.evaluate(
    async (el, { frames: wanted, waitMs }) => {
      const v = el as HTMLVideoElement;
      const sample = () => {
        const c = document.createElement('canvas');
        c.width = 64;
        c.height = 48;
        const g = c.getContext('2d')!;
        g.drawImage(v, 0, 0, 64, 48);
        return Array.from(g.getImageData(0, 0, 64, 48).data);
      };
      const a = sample();
      let frames = 0;
      let diff = 0;
      const started = performance.now();
      await new Promise<void>((done) => {
        const count = () => {
          frames++;
          if (frames >= wanted) {
            const b = sample();
            diff = 0;
            for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
            if (diff > 0) return done();
          }
          if (performance.now() - started > waitMs) return done();
          v.requestVideoFrameCallback(count);
        };
        v.requestVideoFrameCallback(count);
        setTimeout(done, waitMs + 500);
      });
      return { frames, diff };
    },
    { frames: MOVING_VIDEO_FRAMES, waitMs: MOVING_VIDEO_WAIT_MS },
  );
  expect(
    result.frames,
    `${label}: new frames presented within ${MOVING_VIDEO_WAIT_MS / 1000} s`,
  ).toBeGreaterThanOrEqual(MOVING_VIDEO_FRAMES);
  expect(result.diff, `${label}: the picture changed`).toBeGreaterThan(0);
}
/** The chat's call record text for a room (spec 2 §4 "Call record": the duration, m:ss). */
export async function callRecordText(roomNum: string): Promise<string> {
  const r = await room(roomNum);
  const s =
    r.started_at !== null && r.ended_at
      ? Math.max(0, Math.floor((r.ended_at - r.started_at) / 1000))
      : 0;
  return `Video call ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A opens the chat with B and taps the header's video-call button (callLocation chat, 106). */
export async function callFromChat(
  caller: CallUser,
  callee: { userId: number; name: string },
): Promise<void> {
  await caller.page.goto(`/message/session/${callee.userId}`);
  await caller.page.getByRole('button', { name: `Video call ${callee.name}` }).click();
}

/** A finds B on SearchPage by id and taps Call. */
export async function callFromSearch(
  caller: CallUser,
  callee: { userId: number; name: string },
): Promise<void> {
  await caller.page.goto('/search');
  await caller.page
    .getByRole('searchbox', { name: 'Search hosts by name or ID' })
    .fill(String(callee.userId));
  await caller.page.getByRole('button', { name: `Call ${callee.name}` }).click();
}

/** A calls B from SearchPage and confirms the price (tip mode 'always'). */
export async function placeCall(
  caller: CallUser,
  callee: { userId: number; name: string },
): Promise<void> {
  await callFromSearch(caller, callee);
  await caller.page
    .getByRole('dialog', { name: `Call ${callee.name}?` })
    .getByRole('button', { name: 'Call', exact: true })
    .click();
}

/** The callee's ring bell. */
export const ringBell = (page: Page) => page.getByRole('dialog', { name: 'Incoming video call' });
/** The caller's ring bell. */
export const callingBell = (page: Page) => page.getByRole('dialog', { name: 'Calling' });
export const videoWindow = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Video call with ${name}` });

export async function closeAll(...users: CallUser[]): Promise<void> {
  await Promise.all(users.map((u) => u.context.close().catch(() => undefined)));
}
