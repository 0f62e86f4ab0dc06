import {
  CODE_BANNED_ACCOUNT,
  CODE_BANNED_DEVICE,
  CODE_INVALID_INPUT,
  CODE_NETWORK,
  CODE_SESSION_EXPIRED,
  CODE_SESSION_KICKED,
  CODE_SESSION_OTHER_DEVICE,
  CODE_SESSION_RELOGIN,
  HTTP_UNAUTHORIZED,
} from 'shared-sdk/constants';
import type { Field, FlowError } from './flow';

/**
 * What the popup does with a failed call (spec 1 §8). The SDK client has already applied the
 * session codes for the whole app (host: clear the session, toast, ban screen, root), so the
 * popup only decides its own part and never shows those messages a second time.
 */
export type FailureReaction =
  /** Back to step 1; with a message there (network failure → 'update failed'). */
  | { kind: 'restart'; error?: FlowError }
  /** The popup closes: a ban screen (10115, 10116) or the server's message and root (10117). */
  | { kind: 'close' }
  /** A message on the current step (under `field` when given). */
  | { kind: 'show'; error: FlowError };

/** Profile codes shown under the nickname field (spec 1 §8: 10001 special characters, 20101 sensitive). */
const NICKNAME_CODES = new Set([10001, 20101]);

export function failureReaction(code: number, msg: string, field?: Field): FailureReaction {
  // "A network failure shows 'update failed' and returns to step 1."
  if (code === CODE_NETWORK || code === 0)
    return { kind: 'restart', error: { key: 'errors:error.network' } };
  // 10101: "show the server message, return to step 1" — the host shows the message.
  if (code === CODE_SESSION_RELOGIN) return { kind: 'restart' };
  // A sign-in token of this flow expired or was replaced: start again (the host says why).
  if (
    code === CODE_SESSION_EXPIRED ||
    code === CODE_SESSION_OTHER_DEVICE ||
    code === HTTP_UNAUTHORIZED
  )
    return { kind: 'restart' };
  if (code === CODE_BANNED_ACCOUNT || code === CODE_BANNED_DEVICE || code === CODE_SESSION_KICKED)
    return { kind: 'close' };
  const key =
    code === CODE_INVALID_INPUT && field === 'password'
      ? 'errors:password_invalid'
      : `errors:error.${code}`;
  const where = field === 'nickname' && !NICKNAME_CODES.has(code) ? undefined : field;
  return {
    kind: 'show',
    error: { key, ...(msg ? { fallback: msg } : {}), ...(where ? { field: where } : {}) },
  };
}
