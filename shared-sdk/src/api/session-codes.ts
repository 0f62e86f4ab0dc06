import {
  CODE_BANNED_ACCOUNT,
  CODE_BANNED_DEVICE,
  CODE_SESSION_EXPIRED,
  CODE_SESSION_KICKED,
  CODE_SESSION_OTHER_DEVICE,
  CODE_SESSION_RELOGIN,
  HTTP_UNAUTHORIZED,
} from '../constants/session';
import { clearSession } from '../storage/cookies';
import { createEmitter } from './emitter';

/**
 * The ONE place for the session codes of spec 1 §8 and spec 3 §8 ("Session codes in any
 * response"). The client runs every response through sessionReaction + applySessionReaction;
 * the host subscribes to sessionEvents to reset its atoms, toast the message and navigate.
 *
 * | code                   | kind    | reaction                                                        |
 * |------------------------|---------|-----------------------------------------------------------------|
 * | 412, 10023, HTTP 401   | expired | 'active on another device / login expired'; clear; root (live page: reload) |
 * | 10101                  | message | server msg or 'Failed to get information, log in again'; clear; root |
 * | 10115, 10116           | banned  | banned screen; clear                                            |
 * | 10117                  | kicked  | server msg; clear; root                                         |
 */
export type SessionReactionKind = 'expired' | 'banned' | 'kicked' | 'message';

export interface SessionReaction {
  kind: SessionReactionKind;
  /** The response code (or 401 for an HTTP 401 without a session code). */
  code: number;
  httpStatus?: number;
  clearSession: boolean;
  goRoot: boolean;
  /** A live page reloads instead of going to root (spec 1 §8). */
  reload: boolean;
  showBanScreen: boolean;
  /** An i18n key (`errors:...`) when messageIsKey, otherwise the server's own message. */
  message: string;
  messageIsKey: boolean;
}

/** i18n keys of the session messages (errors namespace). */
export const SESSION_MESSAGE_KEYS = {
  relogin: 'errors:session.relogin',
  expired: 'errors:session.expired',
  bannedAccount: 'errors:session.banned_account',
  bannedDevice: 'errors:session.banned_device',
  bannedBoth: 'errors:session.banned_both',
} as const;

function serverOr(
  serverMsg: string | undefined | null,
  key: string,
): { message: string; messageIsKey: boolean } {
  const msg = (serverMsg ?? '').trim();
  return msg ? { message: msg, messageIsKey: false } : { message: key, messageIsKey: true };
}

/** Pure: what a response with this code / HTTP status means for the session, or null. */
export function sessionReaction(
  code: number,
  httpStatus: number | undefined,
  serverMsg: string | undefined | null,
  opts: { onLivePage: boolean },
): SessionReaction | null {
  const base = { code, ...(httpStatus !== undefined ? { httpStatus } : {}) };
  switch (code) {
    case CODE_SESSION_RELOGIN:
      return {
        ...base,
        kind: 'message',
        clearSession: true,
        goRoot: true,
        reload: false,
        showBanScreen: false,
        ...serverOr(serverMsg, SESSION_MESSAGE_KEYS.relogin),
      };
    case CODE_BANNED_ACCOUNT:
    case CODE_BANNED_DEVICE:
      return {
        ...base,
        kind: 'banned',
        clearSession: true,
        goRoot: false,
        reload: false,
        showBanScreen: true,
        message:
          code === CODE_BANNED_DEVICE
            ? SESSION_MESSAGE_KEYS.bannedDevice
            : SESSION_MESSAGE_KEYS.bannedAccount,
        messageIsKey: true,
      };
    case CODE_SESSION_KICKED:
      return {
        ...base,
        kind: 'kicked',
        clearSession: true,
        goRoot: true,
        reload: false,
        showBanScreen: false,
        ...serverOr(serverMsg, SESSION_MESSAGE_KEYS.relogin),
      };
    default:
      break;
  }
  if (
    code === CODE_SESSION_EXPIRED ||
    code === CODE_SESSION_OTHER_DEVICE ||
    httpStatus === HTTP_UNAUTHORIZED
  ) {
    const live = opts.onLivePage;
    return {
      ...base,
      kind: 'expired',
      clearSession: true,
      goRoot: !live,
      reload: live,
      showBanScreen: false,
      message: SESSION_MESSAGE_KEYS.expired,
      messageIsKey: true,
    };
  }
  return null;
}

/** Every applied reaction, for the host (reset atoms, toast, navigate or reload). */
export const sessionEvents = createEmitter<SessionReaction>();

/**
 * Parallel requests often fail together with the same code; the host should toast and
 * navigate once. Project choice: the same kind within this window is applied only once.
 */
export const SESSION_REACTION_DEDUPE_MS = 2_000;
let last: { kind: SessionReactionKind; at: number } | null = null;

/** Clears the session cookies (storage's clean-up) and emits the reaction. */
export function applySessionReaction(
  reaction: SessionReaction | null,
  now: number = Date.now(),
): boolean {
  if (!reaction) return false;
  if (reaction.clearSession) clearSession();
  if (last && last.kind === reaction.kind && now - last.at < SESSION_REACTION_DEDUPE_MS)
    return false;
  last = { kind: reaction.kind, at: now };
  sessionEvents.emit(reaction);
  return true;
}

/** Forget the de-duplication state (tests, or after the host finished a reaction). */
export function resetSessionReactionDedupe(): void {
  last = null;
}
