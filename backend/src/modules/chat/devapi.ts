/**
 * Test API of this area (only with ALLOW_TEST_API=1; unsigned; for e2e set-up through the API).
 * - POST /dev/api/chat/friends { a, b } — makes two users friends (no coins move).
 * - POST /dev/api/chat/clear-usage { userId } — forgets today's say-hi and translation counters.
 * - POST /dev/api/chat/translations { text, lang, translation } — the translator answers this for
 *   that text (a real service's output, e.g. markup it kept, for the stored-text e2e).
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';

export function registerChatTestApi(app: FastifyInstance, s: Services): void {
  app.post<{ Body: { text: string; lang: string; translation: string } }>(
    '/dev/api/chat/translations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['text', 'lang', 'translation'],
          properties: {
            text: { type: 'string', minLength: 1, maxLength: 2000 },
            lang: { type: 'string', minLength: 2, maxLength: 10 },
            translation: { type: 'string', minLength: 1, maxLength: 4000 },
          },
        },
      },
    },
    async (req) => {
      s.cannedTranslations?.set(req.body.text, req.body.lang, req.body.translation);
      return ok({ canned: true });
    },
  );
  app.post<{ Body: { a: number; b: number } }>(
    '/dev/api/chat/friends',
    {
      schema: {
        body: {
          type: 'object',
          required: ['a', 'b'],
          properties: { a: { type: 'integer', minimum: 1 }, b: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (req) => {
      const { a, b } = req.body;
      if (a === b || !s.accounts.getUser(a) || !s.accounts.getUser(b))
        throw new BizError(Codes.INVALID_INPUT, 'Invalid parameter: two different existing users');
      s.chat.relations.befriend(a, b, s.now());
      return ok({ friends: true });
    },
  );
  app.post<{ Body: { userId: number } }>(
    '/dev/api/chat/clear-usage',
    {
      schema: {
        body: { type: 'object', required: ['userId'], properties: { userId: { type: 'integer' } } },
      },
    },
    async (req) => {
      const n = s.db.prepare('DELETE FROM chat_daily_usage WHERE user_id = ?').run(req.body.userId);
      return ok({ deleted: n.changes });
    },
  );
}
