/**
 * The live paths' business errors: the codes are the SDK's (LIVE_CODE, shared-sdk
 * constants/live.ts); the messages are spec 3 §8's texts where it has one, else the project's.
 */
import { BizError } from '../../http/envelope';
import { LIVE_CHAT_MAX_CHARS, LIVE_CODE, LIVE_END_TYPE } from '../../sdk';

export const LIVE_MESSAGES: Record<number, string> = {
  [LIVE_CODE.ended]: 'This live has already ended.',
  [LIVE_CODE.closedForViolation]:
    'This live has been closed in response to the violation regulations. Check out recommendations for other lives.',
  [LIVE_CODE.notLive]: 'This live has not started.',
  [LIVE_CODE.peopleMax]: 'This live has reached to its viewer limits. Please try again later.',
  [LIVE_CODE.kicked]: "You were removed from this live. Can't join in currently.",
  [LIVE_CODE.removed]: "You were removed from this live. Can't join in currently.",
  [LIVE_CODE.blocked]: "You can't join this live.",
  [LIVE_CODE.notEnoughGold]: 'Not enough coins to send this gift',
  [LIVE_CODE.notInLive]: 'You are not in this live: join it first',
  [LIVE_CODE.ownLive]: 'This is your own live',
  [LIVE_CODE.muted]: "You're muted.",
  [LIVE_CODE.chatEmpty]: 'The message is empty',
  [LIVE_CODE.chatTooLong]: `The message is too long (at most ${LIVE_CHAT_MAX_CHARS} characters)`,
  [LIVE_CODE.chatTooFast]: 'You are sending messages too fast. Please wait a moment.',
  [LIVE_CODE.requestReused]: 'This request id was already used for another gift',
  [LIVE_CODE.noSuchGift]: 'This gift does not exist',
  [LIVE_CODE.touristViewLimit]:
    'You have reached the viewing time limitation, Continue to watch for free after register.',
  [LIVE_CODE.touristIdTaken]:
    'This tourist id belongs to another device. Make a new one and try again.',
};

/** A shared link (shareId) that names no live: 1004 with a text that says so. */
export const SHARE_LINK_UNKNOWN = 'This live link is not valid. Check out other lives.';

/** spec 3 §8 — the end page's text of each way a live ends. */
const END_MESSAGES: Record<number, string> = {
  [LIVE_END_TYPE.networkError]: 'This live ended due to network error.',
};

export function liveError(code: number, msg?: string, data: unknown = null): BizError {
  return new BizError(code, msg ?? LIVE_MESSAGES[code] ?? 'error', 200, data);
}

/** The error for a live that is over: 1003 closed for a violation, else 1002 with its text. */
export function liveOverError(endType: number): BizError {
  if (endType === LIVE_END_TYPE.violation) return liveError(LIVE_CODE.closedForViolation);
  return liveError(LIVE_CODE.ended, END_MESSAGES[endType]);
}
