/**
 * Instant messaging paths (spec 2 §7 "Instant messaging"): send, read, list, details, delete.
 * The rules are the messaging service's (../messaging.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ImDetailsQuery, ImReadParams, ImSendParams } from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import { requestOrigin } from '../../../http/origins';
import type { Services } from '../../../services';
import { CHAT_PAGE_SIZE, IM_TEXT_MAX_CHARS, ROUTE_TYPE, SEND_MESSAGE_TYPE } from '../../../sdk';
import { me, mustBeCaller } from './common';

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

export function registerImRoutes(app: FastifyInstance, s: Services): void {
  const { messaging } = s.chat;

  app.post<{ Body: ImSendParams & { platformType?: number } }>(
    '/facade/api/im/v1/send',
    { schema: sendSchema },
    async (req) => {
      mustBeCaller(req, req.body.sendUserId, 'sendUserId');
      return ok(await messaging.send(me(req), req.body, requestOrigin(req)));
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
      mustBeCaller(req, req.body.receiveUserId, 'receiveUserId');
      return ok(messaging.read(me(req), req.body.sendUserId));
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
    async (req) => ok(messaging.conversations(me(req), req.query, requestOrigin(req))),
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
    async (req) => ok(messaging.details(me(req), req.query, requestOrigin(req))),
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
    async (req) => ok(messaging.remove(me(req), req.body.sendUserId)),
  );
}
