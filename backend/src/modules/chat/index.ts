/**
 * Chat, friends, blacklist, online reminders, gifts, backpack, albums, uploads and reports
 * (spec 2 §7). Rules and decisions: README.md beside this file.
 *
 * For other modules:
 * - `services.chat.storeAndPush(message)` stores a message once and pushes it to the receiver
 *   as a 1040 envelope (the calls module stores call records, messageType 10, with markRead).
 * - `deleteChatData(db, userId)` removes a user's data of this area (account deletion).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { registerChatTestApi } from './devapi';
import { registerBlacklistRoutes } from './routes/blacklist';
import { registerFriendRoutes } from './routes/friends';
import { registerGiftRoutes } from './routes/gifts';
import { registerImRoutes } from './routes/im';
import { registerMediaRoutes } from './routes/media';
import { registerReportRoutes } from './routes/reports';
import { IMAGE_MAX_BYTES } from '../../sdk';
import { phraseBookTranslator, withCannedTranslations, type Translator } from './translate';
import { registerUploadServing } from './uploads';

export { createChatService, type ChatService, type ImPush } from './service';
export { deleteChatData } from './delete';
export { croomIdOf } from './store';
export type { Translator } from './translate';
export { translatorFromEnv } from './translatorFromEnv';

/** Registers every path of the area; call after attachRealtime (pushes go through app.realtime). */
export async function registerChatRoutes(
  app: FastifyInstance,
  s: Services,
  opts: { testApi?: boolean; translator?: Translator } = {},
): Promise<void> {
  // Multipart for the picture uploads: signed through the digest of the form's parts
  // (X-Body-Digest, CONTRACTS.md), checked by readImagePart (uploads.ts) before anything is used.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
  });
  s.chat.setPusher((userId, envelope) => void app.realtime?.pushToUser(userId, envelope));
  registerUploadServing(app, s.db);
  // The test API can give the translator canned answers (a real service's output, markup and all).
  const canned = opts.testApi ? withCannedTranslations(opts.translator ?? phraseBookTranslator) : null;
  registerImRoutes(app, s, canned?.translator ?? opts.translator);
  registerFriendRoutes(app, s);
  registerBlacklistRoutes(app, s);
  registerGiftRoutes(app, s);
  registerMediaRoutes(app, s);
  registerReportRoutes(app, s);
  if (opts.testApi) registerChatTestApi(app, s, canned?.answers);
}
