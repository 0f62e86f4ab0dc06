/**
 * Test API of the lives (ALLOW_TEST_API=1 only; unsigned; loopback only: src/security/standins.ts;
 * backend README "Test API"). Does what a host or moderation would: start and end a live, mute,
 * kick (leftType 11) or silently remove (12) a viewer, set a viewer limit, close a live for a
 * violation, shorten one tourist's viewing limit; and runs the room clock once, so e2e need not
 * wait for it.
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BizError, ok } from '../../http/envelope';
import { LEFT_TYPE_REMOVED, LEFT_TYPE_SILENT, LIVE_END_TYPE, liveChannelId } from '../../sdk';
import { CLIENT_ID, LIVE_ID } from './schemas';
import type { LiveService } from './service';
import type { LiveRow } from './store';

const USER_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const post = (properties: Record<string, unknown>, required: string[]) => ({
  schema: { body: { type: 'object', required, additionalProperties: false, properties } },
});
const brief = (live: LiveRow) => ({
  liveStudioId: live.id,
  channelId: liveChannelId(live.id),
  shareId: live.share_id,
  hostId: live.host_id,
  living: live.ended_at === null,
  endType: live.end_type,
  viewerLimit: live.viewer_limit,
});

export function registerLiveTestApi(app: FastifyInstance, live: LiveService): void {
  const P = '/dev/api/live';
  const known = (liveStudioId: number) => {
    const row = live.store.live(liveStudioId);
    if (!row) throw new BizError(Codes.INVALID_INPUT, `No live ${liveStudioId}`);
    return row;
  };

  // A host goes live now (or already is: that live), until the test API ends it.
  app.post<{ Body: { hostId: number; viewerLimit?: number } }>(
    `${P}/start`,
    post({ hostId: USER_ID, viewerLimit: { type: 'integer', minimum: 0, maximum: 100_000 } }, [
      'hostId',
    ]),
    async (req) => {
      const host = live.store.st.hostOf.get(req.body.hostId) as { is_host: number } | undefined;
      if (!host?.is_host) throw new BizError(Codes.INVALID_INPUT, 'Only a host can go live');
      const row = live.start(req.body.hostId, {
        source: 'test',
        viewerLimit: req.body.viewerLimit ?? null,
      });
      return ok(brief(row));
    },
  );

  // Ends a live: normally (endLive, endType 1) or on a network error (3).
  app.post<{ Body: { liveStudioId: number; networkError?: boolean } }>(
    `${P}/end`,
    post({ liveStudioId: LIVE_ID, networkError: { type: 'boolean' } }, ['liveStudioId']),
    async (req) => {
      known(req.body.liveStudioId);
      const type = req.body.networkError ? LIVE_END_TYPE.networkError : LIVE_END_TYPE.ended;
      const ended = live.end(req.body.liveStudioId, type);
      return ok({ ended, ...brief(known(req.body.liveStudioId)) });
    },
  );

  // Closes a live for violating the regulations (endType 2; joins and gifts then answer 1003).
  app.post<{ Body: { liveStudioId: number } }>(
    `${P}/violation`,
    post({ liveStudioId: LIVE_ID }, ['liveStudioId']),
    async (req) => {
      known(req.body.liveStudioId);
      const ended = live.end(req.body.liveStudioId, LIVE_END_TYPE.violation);
      return ok({ ended, ...brief(known(req.body.liveStudioId)) });
    },
  );

  app.post<{ Body: { liveStudioId: number; userId: number; muted: boolean } }>(
    `${P}/mute`,
    post({ liveStudioId: LIVE_ID, userId: USER_ID, muted: { type: 'boolean' } }, [
      'liveStudioId',
      'userId',
      'muted',
    ]),
    async (req) => {
      known(req.body.liveStudioId);
      live.mute(req.body.liveStudioId, req.body.userId, req.body.muted);
      return ok({ muted: req.body.muted });
    },
  );

  // Removes a viewer: leftType 11 (kick, toast) or 12 (silently).
  app.post<{ Body: { liveStudioId: number; userId: number; leftType: 11 | 12 } }>(
    `${P}/kick`,
    post(
      {
        liveStudioId: LIVE_ID,
        userId: USER_ID,
        leftType: { type: 'integer', enum: [LEFT_TYPE_REMOVED, LEFT_TYPE_SILENT] },
      },
      ['liveStudioId', 'userId', 'leftType'],
    ),
    async (req) => {
      known(req.body.liveStudioId);
      live.remove(req.body.liveStudioId, req.body.userId, req.body.leftType);
      return ok({ removed: true, leftType: req.body.leftType });
    },
  );

  // A viewer limit (null: none); joins past it answer 1406.
  app.post<{ Body: { liveStudioId: number; limit: number | null } }>(
    `${P}/viewer-limit`,
    post(
      { liveStudioId: LIVE_ID, limit: { type: ['integer', 'null'], minimum: 0, maximum: 100_000 } },
      ['liveStudioId', 'limit'],
    ),
    async (req) => {
      known(req.body.liveStudioId);
      live.setViewerLimit(req.body.liveStudioId, req.body.limit);
      return ok(brief(known(req.body.liveStudioId)));
    },
  );

  // One tourist's viewing limit per day (ms), instead of the configured one: an e2e test reaches
  // the limit in seconds without changing anyone else's.
  app.post<{ Body: { audienceId: string; limitMs: number } }>(
    `${P}/tourists/limit`,
    post({ audienceId: CLIENT_ID, limitMs: { type: 'integer', minimum: 0, maximum: 86_400_000 } }, [
      'audienceId',
      'limitMs',
    ]),
    async (req) => {
      live.setTouristLimit(req.body.audienceId, req.body.limitMs);
      return ok({ audienceId: req.body.audienceId, limitMs: req.body.limitMs });
    },
  );

  // Runs the room clock once now (schedule, stale viewers, simulated audiences, liveInfo).
  app.post(`${P}/tick`, async () => {
    live.tick();
    return ok({ living: live.store.living().map(brief) });
  });
}
