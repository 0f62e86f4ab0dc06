/**
 * Instant messaging (spec 2 §7 "Instant messaging"): send, read, list, details, delete. The send
 * rules the spec leaves open are decided here (README.md "Sending"): self, blocks, size, friend
 * verification, the say-hi quota, the translation's daily limit, messageUuid de-duplication. A
 * new message is pushed to the receiver as a 1040 envelope. Routes: routes/im.ts.
 */
import type {
  ChatMessage,
  ChatUser,
  ImSendParams,
  ImSendResult,
  PageResult,
} from 'shared-sdk/node';
import { Codes } from '../../codes';
import { BizError } from '../../http/envelope';
import { absolute } from '../../http/origins';
import type { Accounts } from '../accounts/service';
import { IM_CODE, chatError } from './codes';
import { pageOf, paging } from './pages';
import type { Relations } from './relations';
import {
  BIZ_TYPE_1040,
  CHAT_PAGE_SIZE,
  FRIEND_RELATION,
  IM_NOTICE_TYPE,
  MESSAGE_UUID_PATTERN,
  PAY_STATUS,
  PLATFORM_TYPE,
  ROUTE_TYPE,
  SAY_HI_DAILY_FREE,
  SEND_MESSAGE_TYPE,
  TRANSLATE_CODE,
  TRANSLATE_DAILY_LIMIT,
  chatTextProblem,
} from '../../sdk';
import type { ChatCore } from './service';
import { noticeOf, previewOf, storedKindOf, type MessageRow, type MessageStore } from './store';
import type { TranslationResult, Translator } from './translate';
import type { Uploads } from './uploads';
import { uploadPath } from './uploads';

const UUID_RE = new RegExp(MESSAGE_UUID_PATTERN);

export interface MessagingDeps {
  now: () => number;
  accounts: Accounts;
  relations: Relations;
  messages: MessageStore;
  uploads: Uploads;
  core: Pick<ChatCore, 'card' | 'storeAndPush' | 'push' | 'ensureUserWorld' | 'useDaily'>;
  /** Whether `a` and `b` are the two parties of the live call room `roomNum` (chat in a call). */
  inLiveCall(roomNum: string, a: number, b: number): boolean;
  translator: Translator;
  log(message: string, detail?: unknown): void;
}

/** textContent of a sent text: its translation, or that one was asked for and none could be made. */
function textContentOf(
  source: string,
  translateCode: number,
  r: TranslationResult | null,
): NonNullable<ChatMessage['textContent']> {
  if (r?.status === 'translated') return { source, translation: r.text };
  if (r?.status === 'unavailable' || translateCode === TRANSLATE_CODE.limit)
    return { source, translationUnavailable: true };
  return { source };
}

export function createMessaging(d: MessagingDeps) {
  const { accounts, relations, messages, core } = d;

  /** The stored send answer again (a retry): translateCode as first answered. */
  function repeatAnswer(row: MessageRow, origin: string): ImSendResult {
    const message = messages.view(row, row.sender_id, origin);
    return {
      translateCode: message.bizData?.sendTranslateCode ?? TRANSLATE_CODE.ok,
      message,
      duplicate: true,
    };
  }

  /**
   * Who may write to whom (spec 2 §8 "friend verification blocks text and images until the
   * recipient replies"; "daily free say-hi limit reached"). Answers nothing or throws the code.
   */
  function checkMayWrite(from: number, to: number, isPicture: boolean): void {
    if (relations.link(from, to)) return; // friends
    if (relations.openRequest(to, from)) return; // replying to their request (say-hi)
    if (relations.hasWritten(to, from)) return; // they wrote first: a reply
    if (!relations.openRequest(from, to))
      throw chatError(IM_CODE.verification, 'Add this user as a friend to send messages');
    // A say-hi: my request waits, they have not replied.
    if (isPicture) throw chatError(IM_CODE.verification);
    if (!core.useDaily(from, 'say_hi', SAY_HI_DAILY_FREE)) throw chatError(IM_CODE.sayHiLimit);
  }

  /** The picture of a picture message: one of the uploads, by its URL. */
  function pictureOf(b: ImSendParams) {
    if (!b.pictureUrl) throw chatError(IM_CODE.empty, 'The picture is missing');
    const up = d.uploads.fromUrl(b.pictureUrl);
    if (!up) throw chatError(IM_CODE.badPicture);
    return { path: uploadPath(up), width: up.width, height: up.height };
  }

  /**
   * Translation within the sender's daily limit, else 54000 and no translation. VIPs (paying
   * users) translate without a limit (spec 1 §4 "unlimited … translation"). A text asked to be
   * translated and not translated says so (textContent.translationUnavailable).
   */
  async function translationOf(from: number, text: string, targetLanguage: string) {
    const vip = accounts.getUser(from)?.pay_status === PAY_STATUS.paying;
    if (!vip && !core.useDaily(from, 'translate', TRANSLATE_DAILY_LIMIT))
      return { translateCode: TRANSLATE_CODE.limit, translated: null };
    const translated = await d.translator.translate(text, targetLanguage);
    if (translated.status === 'unavailable')
      d.log('chat message not translated', {
        translator: d.translator.name,
        reason: translated.reason,
      });
    return { translateCode: TRANSLATE_CODE.ok, translated };
  }

  /** POST /facade/api/im/v1/send from `from`; pictures in the answer on `origin`. */
  async function send(from: number, b: ImSendParams, origin: string): Promise<ImSendResult> {
    // Call signalling is the server's own (spec 2 §7 routeType 1): a client's would reach the
    // receiver as if the server had said it.
    if ((b.routeType ?? ROUTE_TYPE.chat) !== ROUTE_TYPE.chat)
      throw chatError(IM_CODE.serverOnlyRoute);

    // De-duplication first: a retry of a stored message answers it, whatever changed since.
    if (b.messageUuid !== undefined) {
      if (!UUID_RE.test(b.messageUuid)) throw chatError(IM_CODE.badUuid);
      const prior = messages.byUuid.get(b.messageUuid) as MessageRow | undefined;
      if (prior) {
        if (prior.sender_id !== from)
          throw chatError(IM_CODE.badUuid, 'This message id is already used');
        return repeatAnswer(prior, origin);
      }
    }

    const to = b.receiveUserId;
    if (to === from) throw chatError(IM_CODE.self);
    const receiver = to > 0 ? accounts.getUser(to) : undefined;
    if (!receiver) throw chatError(IM_CODE.noSuchUser);
    if (relations.hasBlocked(to, from)) throw chatError(IM_CODE.blockedByReceiver);
    if (relations.hasBlocked(from, to)) throw chatError(IM_CODE.receiverBlocked);

    const isPicture = b.messageType === SEND_MESSAGE_TYPE.PICTURE;
    const text = b.message;
    // The one length rule of the composer and the device's store (the SDK's chatTextProblem:
    // code points of the trimmed text), so the three never disagree at the limit.
    const textProblem = chatTextProblem(text);
    if (!isPicture && textProblem === 'empty') throw chatError(IM_CODE.empty);
    if (textProblem === 'tooLong') throw chatError(IM_CODE.tooLong);
    const picture = isPicture ? pictureOf(b) : undefined;

    const callChat = b.messageType === SEND_MESSAGE_TYPE.VIDEO_CALL_CHAT;
    // Chat inside a call (messageType 4) is part of the call: only between its two parties,
    // while it has not ended (flag = the call id, spec 2 §7), whatever their relation; blocks
    // still apply. Every other message follows the friend and say-hi rules.
    if (callChat) {
      if (!b.flag || !d.inLiveCall(String(b.flag), from, to)) throw chatError(IM_CODE.notInCall);
    } else checkMayWrite(from, to, isPicture);

    const wantsTranslation =
      b.needTranslate && b.targetLanguage && !isPicture && text.trim() !== '';
    const { translateCode, translated } = wantsTranslation
      ? await translationOf(from, text, b.targetLanguage as string)
      : { translateCode: TRANSLATE_CODE.ok, translated: null };

    const extra = {
      textContent: textContentOf(text, translateCode, translated),
      bizData: {
        sendUserId: from,
        sendPlatformType: PLATFORM_TYPE,
        sendTranslateCode: translateCode,
      },
      ...(picture
        ? {
            picture_url: picture.path,
            picture_width: picture.width,
            picture_height: picture.height,
          }
        : {}),
    };
    const { row } = core.storeAndPush({
      messageUuid: b.messageUuid,
      senderId: from,
      receiverId: to,
      ...storedKindOf(b.messageType),
      content: text,
      extra,
      silent: callChat,
    });
    return { translateCode, message: messages.view(row, from, origin), duplicate: false };
  }

  /** PUT /facade/api/im/v1/read: marks `other`'s messages read and tells them (a read receipt). */
  function read(owner: number, other: number): { read: number } {
    const count = messages.markRead(owner, other);
    // spec 2 §4 "The sender is marked read through the server": a read receipt to the other side.
    if (count > 0 && other > 0)
      core.push(other, {
        bizType: BIZ_TYPE_1040,
        noticeType: IM_NOTICE_TYPE.read,
        senderId: owner,
        receiverId: other,
        croomId: messages.conversation(owner, other)?.croom_id,
        timestamp: d.now(),
      });
    return { read: count };
  }

  /** GET /facade/api/im/v1/list: the owner's conversations, newest first. */
  function conversations(
    owner: number,
    q: { pageNo?: number; pageSize?: number },
    origin: string,
  ): PageResult<ChatUser> {
    core.ensureUserWorld(owner);
    const { pageNo, pageSize } = paging(q.pageNo, q.pageSize, CHAT_PAGE_SIZE, CHAT_PAGE_SIZE);
    const { rows, total } = messages.conversations(owner, pageNo, pageSize);
    const list: ChatUser[] = rows.map((c) => {
      const who = core.card(c.friend_id);
      const link = c.friend_id > 0 ? relations.link(owner, c.friend_id) : undefined;
      return {
        croomId: c.croom_id,
        friendId: c.friend_id,
        userId: owner,
        userName: link?.remark || who.userName,
        headImg: absolute(origin, who.headImg) ?? '',
        relation:
          c.friend_id > 0 ? relations.relationOf(owner, c.friend_id) : FRIEND_RELATION.friend,
        stick: link?.stick ?? 0,
        noReadCount: c.unread,
        timestampUser: c.updated_at,
        senderId: c.m_sender ?? undefined,
        content: previewOf(c.m_type, c.m_value, c.m_content),
        ...noticeOf(c.m_extra),
        messageType: c.m_type ?? undefined,
        timestamp: c.m_at ?? c.updated_at,
      };
    });
    return pageOf(list, total, pageNo, pageSize);
  }

  /** GET /facade/api/im/v1/details: one page of the conversation with `other`, newest first. */
  function details(
    owner: number,
    q: { sendUserId: number; pageNo?: number; pageSize?: number },
    origin: string,
  ): PageResult<ChatMessage> {
    const { pageNo, pageSize } = paging(q.pageNo, q.pageSize, CHAT_PAGE_SIZE, CHAT_PAGE_SIZE);
    const { rows, total, readId } = messages.page(owner, q.sendUserId, pageNo, pageSize);
    return pageOf(
      rows.map((r) => messages.view(r, owner, origin, readId)),
      total,
      pageNo,
      pageSize,
    );
  }

  /** PUT /facade/api/im/v1/delete: the conversation goes for the owner only (spec 2 §4). */
  function remove(owner: number, other: number): { deleted: 0 | 1 } {
    if (other === owner) throw new BizError(Codes.INVALID_INPUT, 'Invalid parameter: sendUserId');
    return { deleted: messages.clear(owner, other) ? 1 : 0 };
  }

  return { send, read, conversations, details, remove };
}
export type Messaging = ReturnType<typeof createMessaging>;
