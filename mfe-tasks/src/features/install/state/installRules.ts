import {
  INSTALL_PROMPT_FIRST_DELAY_MS,
  INSTALL_PROMPT_GAP_MS,
  INSTALL_PROMPT_PER_DAY,
  REWARD_STATUS,
} from 'shared-sdk/constants';

/**
 * The web-app install prompt's rules (spec 3 §4 "Web-app install and push", §6 "Paying user",
 * §9): pure functions of what the widget knows, so they are tested as tables.
 */

/** Kept on the device per user: the banner's shows of one day and the last one. */
export interface InstallLog {
  /** The device's local day (YYYY-MM-DD) the count belongs to. */
  day: string;
  /** Banners shown that day. */
  shows: number;
  /** When the last banner was shown (ms), whatever the day. */
  lastShownAt: number | null;
  /** An accepted install whose coins are not credited yet (the claim is retried). */
  claimPending?: boolean;
}

export const installLogKey = (userId: number) => `webappInstall:${userId}`;

/** The device's local day of a time, YYYY-MM-DD. */
export function localDay(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The log as of `now`: a log of another day starts the count again (the last show is kept). */
export function currentLog(log: InstallLog | null, now: number): InstallLog {
  const day = localDay(now);
  if (!log) return { day, shows: 0, lastShownAt: null };
  return log.day === day ? log : { ...log, day, shows: 0 };
}

/** The log after a banner was shown at `now`. */
export function recordShow(log: InstallLog | null, now: number): InstallLog {
  const today = currentLog(log, now);
  return { ...today, shows: today.shows + 1, lastShownAt: now };
}

/** What the server said (GET isInitWebapp), or null while it is not known. */
export interface InstallInfo {
  status: number;
  eligible: boolean;
}

/** Whether the install UI may be offered at all (banner, mini button, Safari instructions). */
export function installOffered(o: {
  routeName: string | null | undefined;
  standalone: boolean;
  info: InstallInfo | null;
}): boolean {
  return (
    o.routeName === 'LivCam' &&
    !o.standalone &&
    o.info !== null &&
    o.info.status !== REWARD_STATUS.done &&
    o.info.eligible
  );
}

export type BannerDecision =
  | { kind: 'show' }
  /** Not yet: check again in `ms`. */
  | { kind: 'wait'; ms: number }
  /** Not on this page load (no browser prompt, today's count used up, not offered). */
  | { kind: 'no' };

/**
 * The banner: only while offered and the browser gave an install prompt; first 3 s after LivCam
 * was opened; at most 2 a day, 8 h apart.
 */
export function bannerDecision(o: {
  offered: boolean;
  hasPrompt: boolean;
  log: InstallLog | null;
  /** When LivCam was first on screen in this page load. */
  openedAt: number;
  now: number;
}): BannerDecision {
  if (!o.offered || !o.hasPrompt) return { kind: 'no' };
  const log = currentLog(o.log, o.now);
  if (log.shows >= INSTALL_PROMPT_PER_DAY) return { kind: 'no' };
  const firstAt = o.openedAt + INSTALL_PROMPT_FIRST_DELAY_MS;
  const gapAt = log.lastShownAt === null ? 0 : log.lastShownAt + INSTALL_PROMPT_GAP_MS;
  const at = Math.max(firstAt, gapAt);
  return at <= o.now ? { kind: 'show' } : { kind: 'wait', ms: at - o.now };
}

/**
 * The Safari flow's per-day flag (spec 3 §4): 1 once the day's first visit was seen, 2 after a
 * one-to-one call that day, 3 once the instructions were shown (not again that day).
 */
export interface SafariFlag {
  day: string;
  flag: 1 | 2 | 3;
}
export type SafariEvent = 'visit' | 'callEnded' | 'instructionsShown';

export const safariFlagKey = (userId: number) => `webappSafari:${userId}`;

export function nextSafariFlag(
  state: SafariFlag | null,
  event: SafariEvent,
  now: number,
): SafariFlag {
  const day = localDay(now);
  const flag = state && state.day === day ? state.flag : 1;
  if (event === 'callEnded' && flag === 1) return { day, flag: 2 };
  if (event === 'instructionsShown' && flag === 2) return { day, flag: 3 };
  return { day, flag };
}

/** The instructions show when the flag of today is 2 (a call was made, not shown yet). */
export function showsSafariInstructions(o: {
  offered: boolean;
  safari: boolean;
  state: SafariFlag | null;
  now: number;
}): boolean {
  return (
    o.offered &&
    o.safari &&
    o.state !== null &&
    o.state.day === localDay(o.now) &&
    o.state.flag === 2
  );
}

/**
 * Safari (iPhone, iPad, Mac) has no install prompt: Share → Add to Home Screen is the way. Every
 * other browser on iOS has "CriOS", "FxiOS", "EdgiOS"…; Chrome and Edge elsewhere say "Chrome".
 */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    /Version\//.test(userAgent) &&
    !/(Chrome|Chromium|CriOS|FxiOS|EdgiOS|OPiOS|Android|SamsungBrowser)/.test(userAgent)
  );
}
