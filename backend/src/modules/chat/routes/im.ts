/**
 * Instant messaging (spec 2 §7 "Instant messaging"): send, read, list, details, delete. The send
 * rules the spec leaves open are decided here (README.md "Sending"): self, blocks, size, friend
 * verification, the say-hi quota, the translation stand-in's daily limit, messageUuid
 * de-duplication. A new message is pushed to the receiver as a 1040 envelope.
 */
import type { FastifyInstance } from 'fastify';
import type {
  ChatMessage,
  ChatUser,
  ImDetailsQuery,
  ImReadParams,
  ImSendParams,
  ImSendResult,
  PageResult,
} from 'shared-sdk/node';
import { Codes } from '../../../codes';
import { BizError, ok } from '../../../http/envelope';
import type { Services } from '../../../services';
import { IM_CODE, chatError } from '../codes';
import { sdk } from '../sdk';
import { absolute, previewOf, storedKindOf, type MessageRow } from '../store';
import { phraseBookTranslator, type TranslationResult, type Translator } from '../translate';
import { uploadPath } from '../uploads';
import { me, mustBeCaller, originOf, pageOf, paging } from './common';

const {
  IM_TEXT_MAX_CHARS,
  MESSAGE_UUID_PATTERN,
  SAY_HI_DAILY_FREE,
  TRANSLATE_DAILY_LIMIT,
  TRANSLATE_CODE,
  ROUTE_TYPE,
  SEND_MESSAGE_TYPE,
  IM_NOTICE_TYPE,
  BIZ_TYPE_1040,
  CHAT_PAGE_SIZE,
  PLATFORM_TYPE,
  chatTextProblem,
} = sdk;
const UUID_RE = new RegExp(MESSAGE_UUID_PATTERN);

const sendSchema = {
  body: {
    type: 'object',
    required: ['message', 'messageType', 'receiveUserId'],
    properties: {
      messageUuid: { type: 'string', maxLength: 128 },
      // Longer than the limit so an over-long text gets its own code (IM_CODE.tooLong), not 40006.
      message: { type: 'string', maxLength: IM_TEXT_MAX_CHARS * 8 },
      messageType: { type: 'integer', enum: Object.values(SEND_MESSAGE_TYPE) },
      receiveUserId: { type: 'integer' },
      sendUserId: { type: 'integer' },
      needTranslate: { type: 'boolean' },
      targetLanguage: { type: 'string', maxLength: 16 },
      routeType: { type: 'integer', enum: Object.values(ROUTE_TYPE) },
      flag: { type: 'string', maxLength: 64 },
      pictureUrl: { type: 'string', maxLength: 512 },
      pictureWidth: { type: 'integer', minimum: 0, maximum: 100_000 },
      pictureHeight: { type: 'integer', minimum: 0, maximum: 100_000 },
      platformType: { type: 'integer' },
    },
  },
} as const;

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

export function registerImRoutes(
  app: FastifyInstance,
  s: Services,
  translator: Translator = phraseBookTranslator,
): void {
  const { chat, accounts } = s;
  const { relations, messages } = chat;

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
    if (!chat.useDaily(from, 'say_hi', SAY_HI_DAILY_FREE)) throw chatError(IM_CODE.sayHiLimit);
  }

  app.post<{ Body: ImSendParams & { platformType?: number } }>(
    '/facade/api/im/v1/send',
    { schema: sendSchema },
    async (req) => {
      const from = me(req);
      const b = req.body;
      mustBeCaller(req, b.sendUserId, 'sendUserId');
      // Call signalling is the server's own (spec 2 §7 routeType 1): a client's would reach the
      // receiver as if the server had said it.
      if ((b.routeType ?? ROUTE_TYPE.chat) !== ROUTE_TYPE.chat)
        throw chatError(IM_CODE.serverOnlyRoute);
      const origin = originOf(req);
      chat.setOrigin(origin);

      // De-duplication first: a retry of a stored message answers it, whatever changed since.
      if (b.messageUuid !== undefined) {
        if (!UUID_RE.test(b.messageUuid)) throw chatError(IM_CODE.badUuid);
        const prior = messages.byUuid.get(b.messageUuid) as MessageRow | undefined;
        if (prior) {
          if (prior.sender_id !== from)
            throw chatError(IM_CODE.badUuid, 'This message id is already used');
          return ok(repeatAnswer(prior, origin));
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
      let picture: { path: string; width: number; height: number } | undefined;
      if (isPicture) {
        if (!b.pictureUrl) throw chatError(IM_CODE.empty, 'The picture is missing');
        const up = chat.uploads.fromUrl(b.pictureUrl);
        if (!up) throw chatError(IM_CODE.badPicture);
        picture = { path: uploadPath(up), width: up.width, height: up.height };
      }

      const callChat = b.messageType === SEND_MESSAGE_TYPE.VIDEO_CALL_CHAT;
      // Chat inside a call (messageType 4) is part of the call: only between its two parties,
      // while it has not ended (flag = the call id, spec 2 §7), whatever their relation; blocks
      // still apply. Every other message follows the friend and say-hi rules.
      if (callChat) {
        if (!b.flag || !chat.inLiveCall(String(b.flag), from, to))
          throw chatError(IM_CODE.notInCall);
      } else checkMayWrite(from, to, isPicture);

      // Translation within the sender's daily limit, else 54000 and no translation. VIPs (pay
      // status 1) translate without a limit (spec 1 §4 "unlimited … translation"). A text asked
      // to be translated and not translated says so (textContent.translationUnavailable).
      let translateCode: number = TRANSLATE_CODE.ok;
      let translated: TranslationResult | null = null;
      if (b.needTranslate && b.targetLanguage && !isPicture && text.trim() !== '') {
        const vip = accounts.getUser(from)?.pay_status === 1;
        if (vip || chat.useDaily(from, 'translate', TRANSLATE_DAILY_LIMIT)) {
          translated = await translator.translate(text, b.targetLanguage);
          if (translated.status === 'unavailable')
            req.log.warn(
              { translator: translator.name, reason: translated.reason },
              'chat message not translated',
            );
        } else translateCode = TRANSLATE_CODE.limit;
      }

      const kind = storedKindOf(b.messageType);
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

      const { message } = chat.storeAndPush({
        messageUuid: b.messageUuid,
        senderId: from,
        receiverId: to,
        ...kind,
        content: text,
        extra,
        silent: callChat,
      });
      const answer: ImSendResult = { translateCode, message, duplicate: false };
      return ok(answer);
    },
  );

  app.put<{ Body: ImReadParams }>(
    '/facade/api/im/v1/read',
    {
      schema: {
        body: {
          type: 'object',
          required: ['sendUserId'],
          properties: { sendUserId: { type: 'integer' }, receiveUserId: { type: 'integer' } },
        },
      },
    },
    async (req) => {
      const owner = me(req);
      mustBeCaller(req, req.body.receiveUserId, 'receiveUserId');
      const other = req.body.sendUserId;
      const read = messages.markRead(owner, other);
      // spec 2 §4 "The sender is marked read through the server": a read receipt to the other side.
      if (read > 0 && other > 0)
        chat.push(other, {
          bizType: BIZ_TYPE_1040,
          noticeType: IM_NOTICE_TYPE.read,
          senderId: owner,
          receiverId: other,
          croomId: messages.conversation(owner, other)?.croom_id,
          timestamp: s.now(),
        });
      return ok({ read });
    },
  );

  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    '/facade/api/im/v1/list',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
            pageSize: { type: 'integer', minimum: 1, maximum: CHAT_PAGE_SIZE },
          },
        },
      },
    },
    async (req) => {
      const owner = me(req);
      const origin = originOf(req);
      chat.ensureUserWorld(owner);
      const { pageNo, pageSize } = paging(
        req.query.pageNo,
        req.query.pageSize,
        CHAT_PAGE_SIZE,
        CHAT_PAGE_SIZE,
      );
      const { rows, total } = messages.conversations(owner, pageNo, pageSize);
      const list: ChatUser[] = rows.map((c) => {
        const who = chat.card(c.friend_id);
        const link = c.friend_id > 0 ? relations.link(owner, c.friend_id) : undefined;
        return {
          croomId: c.croom_id,
          friendId: c.friend_id,
          userId: owner,
          userName: link?.remark || who.userName,
          headImg: absolute(origin, who.headImg) ?? '',
          relation:
            c.friend_id > 0 ? relations.relationOf(owner, c.friend_id) : sdk.FRIEND_RELATION.friend,
          stick: link?.stick ?? 0,
          noReadCount: c.unread,
          timestampUser: c.updated_at,
          senderId: c.m_sender ?? undefined,
          content: previewOf(c.m_type, c.m_value, c.m_content),
          messageType: c.m_type ?? undefined,
          timestamp: c.m_at ?? c.updated_at,
        };
      });
      const page: PageResult<ChatUser> = pageOf(list, total, pageNo, pageSize);
      return ok(page);
    },
  );

  app.get<{ Querystring: ImDetailsQuery }>(
    '/facade/api/im/v1/details',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['sendUserId'],
          properties: {
            sendUserId: { type: 'integer' },
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
            pageSize: { type: 'integer', minimum: 1, maximum: CHAT_PAGE_SIZE },
          },
        },
      },
    },
    async (req) => {
      const owner = me(req);
      const origin = originOf(req);
      const { pageNo, pageSize } = paging(
        req.query.pageNo,
        req.query.pageSize,
        CHAT_PAGE_SIZE,
        CHAT_PAGE_SIZE,
      );
      const { rows, total, readId } = messages.page(owner, req.query.sendUserId, pageNo, pageSize);
      const page: PageResult<ChatMessage> = pageOf(
        rows.map((r) => messages.view(r, owner, origin, readId)),
        total,
        pageNo,
        pageSize,
      );
      return ok(page);
    },
  );

  app.put<{ Body: { sendUserId: number } }>(
    '/facade/api/im/v1/delete',
    {
      schema: {
        body: {
          type: 'object',
          required: ['sendUserId'],
          properties: { sendUserId: { type: 'integer' } },
        },
      },
    },
    async (req) => {
      const owner = me(req);
      if (req.body.sendUserId === owner)
        throw new BizError(Codes.INVALID_INPUT, 'Invalid parameter: sendUserId');
      return ok({ deleted: messages.clear(owner, req.body.sendUserId) ? 1 : 0 });
    },
  );
}
