/**
 * A realtime token for a signed-in user of a running app, bound to the user's newest live login
 * session — as the genToken route issues it. The app's gateway refuses tokens
 * without a live session, so tests that connect straight to the gateway use this.
 */
import type { FastifyInstance } from 'fastify';
import { sessionId } from '../../src/modules/accounts/service';

export function sessionRealtimeToken(app: FastifyInstance, userId: number | string): string {
  const row = app.services.db
    .prepare(
      'SELECT token FROM login_tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1',
    )
    .get(Number(userId), app.services.now()) as { token: string } | undefined;
  if (!row) throw new Error(`sessionRealtimeToken: user ${userId} has no live login session`);
  return app.services.rtmTokens.issue(userId, { sid: sessionId(row.token) }).token;
}
