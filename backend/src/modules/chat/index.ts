/**
 * Chat, friends, blacklist, online reminders, gifts, backpack, albums, uploads and reports
 * (spec 2 §7). Rules and decisions: README.md beside this file.
 *
 * The service (service.ts) is built at start-up in src/services.ts; the paths here only
 * translate HTTP. For other modules:
 * - `services.chat.storeCallRecord(message)` stores a call record once and pushes it to both sides;
 *   `services.chat.storeAndPush(message)` stores any message once and pushes it to the receiver.
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
import { registerUploadServing } from './uploads';

export { createChatService, type ChatService, type ImPush } from './service';
export { deleteChatData } from './delete';
export { croomIdOf } from './store';
export type { Translator } from './translate';
export { translatorFromEnv } from './translatorFromEnv';

/** Registers every path of the area. */
export async function registerChatRoutes(
  app: FastifyInstance,
  s: Services,
  opts: { testApi?: boolean } = {},
): Promise<void> {
  // Multipart for the picture uploads: signed through the digest of the form's parts
  // (X-Body-Digest, CONTRACTS.md), checked by readImagePart (uploads.ts) before anything is used.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
  });
  registerUploadServing(app, s.db);
  registerImRoutes(app, s);
  registerFriendRoutes(app, s);
  registerBlacklistRoutes(app, s);
  registerGiftRoutes(app, s);
  registerMediaRoutes(app, s);
  registerReportRoutes(app, s);
  if (opts.testApi) registerChatTestApi(app, s);
}
