/**
 * The codes and messages of the chat, friend, gift, upload and report paths. The
 * numbers live in the SDK (shared-sdk/src/constants: IM_CODE in chat.ts, FRIEND_CODE in social.ts,
 * GIFT_CODE in gifts.ts, UPLOAD_CODE in profile.ts, REPORT_CODE in reports.ts) so the web app and this backend agree; the messages are the English
 * texts the backend answers with (spec 2 §8 names most of them).
 */
import { BizError } from '../../http/envelope';
import {
  ALBUM_MAX_PHOTOS,
  FRIEND_CODE,
  GIFT_CODE,
  IM_CODE,
  IM_TEXT_MAX_CHARS,
  NOTE_NAME_MAX,
  ONLINE_REMINDER_CAP,
  REPORT_CODE,
  REPORT_EMAIL_MAX,
  REPORT_TEXT_MAX,
  UPLOAD_CODE,
} from '../../sdk';

export { IM_CODE, FRIEND_CODE, GIFT_CODE, UPLOAD_CODE, REPORT_CODE };

export const CHAT_MESSAGES: Record<number, string> = {
  [IM_CODE.empty]: 'The message is empty',
  [IM_CODE.tooLong]: `The message is too long (at most ${IM_TEXT_MAX_CHARS} characters)`,
  [IM_CODE.self]: 'You cannot send a message to yourself',
  [IM_CODE.blockedByReceiver]: 'This user does not accept your messages',
  [IM_CODE.receiverBlocked]: 'You blocked this user: unblock them to send messages',
  [IM_CODE.noSuchUser]: 'This user does not exist',
  [IM_CODE.verification]:
    'Friend verification: text and pictures are blocked until the recipient replies',
  [IM_CODE.sayHiLimit]: 'Daily free say-hi limit reached',
  [IM_CODE.badUuid]: 'Invalid message id',
  [IM_CODE.badPicture]: 'The picture must be uploaded first',
  [IM_CODE.notInCall]: 'Chat in a call needs a call with this user that has not ended',
  [IM_CODE.serverOnlyRoute]: 'Call signalling (routeType 1) is sent by the server only',
  [FRIEND_CODE.notEnoughCoins]: 'Not enough coins to add a friend',
  [FRIEND_CODE.self]: 'You cannot do this with yourself',
  [FRIEND_CODE.remarkTooLong]: `The note name is too long (at most ${NOTE_NAME_MAX} characters)`,
  [FRIEND_CODE.notFriend]: 'This user is not your friend',
  [FRIEND_CODE.remindLimit]: `Online reminder limit reached (${ONLINE_REMINDER_CAP})`,
  [FRIEND_CODE.blocked]: 'You cannot add this user',
  [FRIEND_CODE.noSuchUser]: 'This user does not exist',
  [GIFT_CODE.notEnoughCoins]: 'Not enough coins to send this gift',
  [GIFT_CODE.noSuchGift]: 'This gift does not exist',
  [GIFT_CODE.notInBackpack]: 'This gift is not in your backpack any more',
  [GIFT_CODE.self]: 'You cannot send a gift to yourself',
  [GIFT_CODE.blocked]: 'You cannot send a gift to this user',
  [GIFT_CODE.noSuchUser]: 'This user does not exist',
  [UPLOAD_CODE.noFile]: 'No picture was sent',
  [UPLOAD_CODE.tooLarge]: 'The picture is larger than 5M',
  [UPLOAD_CODE.notImage]: 'The file is not a picture (JPEG, PNG, GIF or WebP)',
  [UPLOAD_CODE.albumFull]: `The album is full (at most ${ALBUM_MAX_PHOTOS} photos)`,
  [REPORT_CODE.noReason]: 'Please choose a reason for the report',
  [REPORT_CODE.badSubReason]: 'This detail does not belong to the chosen reason',
  [REPORT_CODE.detailsTooLong]: `The details are too long (at most ${REPORT_TEXT_MAX} characters)`,
  [REPORT_CODE.badEmail]: `Please enter a valid e-mail address (at most ${REPORT_EMAIL_MAX} characters)`,
  [REPORT_CODE.self]: 'You cannot report yourself',
  [REPORT_CODE.notFound]: 'This report or user does not exist',
  [REPORT_CODE.noScreenshot]: 'The report needs its screenshot',
};

/** A business error of these paths with its message (HTTP 200, code in the body). */
export function chatError(code: number, msg?: string, data: unknown = null): BizError {
  return new BizError(code, msg ?? CHAT_MESSAGES[code] ?? 'error', 200, data);
}
