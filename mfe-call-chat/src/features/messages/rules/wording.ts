import type { ChatMessage } from 'shared-sdk/chat';
import { FRIEND_ADD_TYPE, HANGUP_REASON, IM_CODE, IM_TEXT_MAX_CHARS } from 'shared-sdk/constants';

/** An i18n key (namespace `chat`, this remote's locales/chat/en.json) and its values. */
export interface TextKey {
  key: string;
  values?: Record<string, string | number>;
}

/** "m:ss", or "h:mm:ss" from an hour on; videoTime is in seconds. */
export function formatCallDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * spec 2 §4 "Call record": with videoTime above 0 or hangupReason 1 the duration is shown.
 * Otherwise the caller sees "cancelled" (reason 2) or "no answer", and the callee "denied"
 * (reason 3) or "missed". The caller is the message's callerUserId.
 */
export function callRecordText(
  m: Pick<ChatMessage, 'callerUserId' | 'videoTime' | 'hangupReason'>,
  me: number,
): TextKey {
  const videoTime = m.videoTime ?? 0;
  if (videoTime > 0 || m.hangupReason === HANGUP_REASON.hungUp)
    return { key: 'chat:call.duration', values: { duration: formatCallDuration(videoTime) } };
  if (m.callerUserId === me)
    return {
      key:
        m.hangupReason === HANGUP_REASON.cancelled ? 'chat:call.cancelled' : 'chat:call.no_answer',
    };
  return {
    key: m.hangupReason === HANGUP_REASON.refused ? 'chat:call.denied' : 'chat:call.missed',
  };
}

/**
 * spec 2 §4 "Friend message wording depends on addType (2 means the reply to a request), on who
 * is sender, and on accept (shows a completed message)": accept 1 is the completed friendship; a
 * reply without accept is a declined request (POST /facade/api/friend/decline). `name` is the
 * other user's (sanitized) name, for the UI to pass as a text value (never as HTML).
 */
export function friendMessageText(
  m: Pick<ChatMessage, 'addType' | 'accept' | 'senderId'>,
  me: number,
  name: string,
): TextKey {
  if (m.accept) return { key: 'chat:friend.completed', values: { name } };
  const mine = m.senderId === me;
  if (m.addType === FRIEND_ADD_TYPE.reply)
    return {
      key: mine ? 'chat:friend.declined_sent' : 'chat:friend.declined_received',
      values: { name },
    };
  return {
    key: mine ? 'chat:friend.request_sent' : 'chat:friend.request_received',
    values: { name },
  };
}

const SEND_ERROR_KEYS: Readonly<Record<number, string>> = {
  [IM_CODE.empty]: 'chat:send.empty',
  [IM_CODE.tooLong]: 'chat:send.too_long',
  [IM_CODE.self]: 'chat:send.self',
  [IM_CODE.blockedByReceiver]: 'chat:send.blocked_by_receiver',
  [IM_CODE.receiverBlocked]: 'chat:send.receiver_blocked',
  [IM_CODE.noSuchUser]: 'chat:send.no_such_user',
  [IM_CODE.verification]: 'chat:send.verification',
  [IM_CODE.sayHiLimit]: 'chat:send.say_hi_limit',
  [IM_CODE.badPicture]: 'chat:send.bad_picture',
};

/**
 * Refusals a retry cannot change: the same message is refused again whatever happens (empty, too
 * long, to yourself, to no one, a malformed id, a picture not uploaded here). Every other failure
 * — no connection, a timeout, a server error, a block (unblocking lifts it), friend verification
 * (lifted when they reply), the say-hi limit (tomorrow) — can go through later.
 */
const FINAL_SEND_REFUSALS: ReadonlySet<number> = new Set([
  IM_CODE.empty,
  IM_CODE.tooLong,
  IM_CODE.self,
  IM_CODE.noSuchUser,
  IM_CODE.badUuid,
  IM_CODE.badPicture,
]);

/** Whether a failed message gets a Retry (else only Delete): a retry can succeed some day. */
export function sendRetryable(code: number): boolean {
  return !FINAL_SEND_REFUSALS.has(code);
}

/** The failed bubble's text for a refused send (spec 2 §8 user-facing strings; codes: IM_CODE). */
export function sendErrorKey(code: number): string {
  return SEND_ERROR_KEYS[code] ?? 'chat:send.failed';
}

/** The values a refused send's text needs (the length limit of a too-long text). */
export function sendErrorValues(code: number): Record<string, number> {
  return code === IM_CODE.tooLong ? { count: IM_TEXT_MAX_CHARS } : {};
}
