/**
 * The tourist paths (spec 3 §7, prefix /live/live/tourists; public: signed, no login). A tourist
 * is the stored tourist id the client sends as `audienceId` (spec 3 §7; STORAGE_KEYS.touristId):
 * they browse, join (by channel; by a shared link's shareId as a guest), send heartbeats (every
 * 3 s) and praise, see the gifts and share (spec 3 §4 "Tourists", §6). Every path first binds the
 * tourist id to the request's deviceId (1414 from another device). README.md "Tourists", "Guests
 * and visitor access".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Gift,
  LiveInfo,
  LiveJoinResult,
  LiveRoomStats,
  LiveShareLink,
  PageResult,
  TouristHeartbeatResult,
} from 'shared-sdk/node';
import { ok } from '../../http/envelope';
import { requestOrigin } from '../../http/origins';
import { END_PAGE_OTHER_LIVES, LIVE_QUICK_GIFTS_MAX } from '../../sdk';
import {
  CHANNEL,
  CLIENT_ID,
  LIVE_ID,
  PAGE_NO,
  PAGE_SIZE,
  PRAISE_NUM,
  body,
  channelParam,
  query,
  shareParam,
  webOriginFor,
} from './schemas';
import type { LiveService } from './service';

export const TOURIST_PATH = '/live/live/tourists';

type Tq<T = object> = T & { audienceId: string };
type Req<B = unknown, Q = object> = FastifyRequest<{ Body: B; Querystring: Tq<Q> }>;
type ByChannel = { liveStudioChannelId?: string; shareId?: string };

const tourist = (req: Req<unknown, object>) =>
  ({ kind: 'tourist', touristId: req.query.audienceId }) as const;
const SHARE_ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

export function registerTouristRoutes(app: FastifyInstance, live: LiveService): void {
  const T = TOURIST_PATH;
  // Every tourist path, after its schema checked audienceId: the id must be this device's.
  const bound = {
    preHandler: async (req: Pick<FastifyRequest, 'query' | 'common'>) => {
      const { audienceId } = req.query as { audienceId: string };
      live.bindTourist(audienceId, req.common?.deviceId ?? '');
    },
  };
  const touristQuery = (extra: Record<string, unknown> = {}, required: string[] = []) =>
    query({ audienceId: CLIENT_ID, ...extra }, ['audienceId', ...required]);

  app.get(
    `${T}/liveStudios`,
    { ...bound, schema: touristQuery({ pageNo: PAGE_NO, pageSize: PAGE_SIZE }) },
    async (req: Req<unknown, { pageNo?: number; pageSize?: number }>) => {
      const { pageNo = 1, pageSize = END_PAGE_OTHER_LIVES } = req.query;
      const answer: PageResult<LiveInfo> = live.page(null, pageNo, pageSize, requestOrigin(req));
      return ok(answer);
    },
  );
  app.post(
    `${T}/joinLiveStudio`,
    {
      ...bound,
      schema: {
        ...touristQuery({ liveStudioChannelId: CHANNEL, shareId: SHARE_ID }),
        ...body({ liveStudioChannelId: CHANNEL, shareId: SHARE_ID }),
      },
    },
    async (req: Req<ByChannel | undefined, ByChannel>) => {
      // By a shared link: a guest (that live, no viewing-time limit); else by channel: a tourist.
      const shares = [req.query.shareId, req.body?.shareId].filter((s) => s !== undefined);
      const channels = [req.query.liveStudioChannelId, req.body?.liveStudioChannelId];
      const given = channels.some((c) => c !== undefined && c !== '');
      const answer: LiveJoinResult = live.touristJoin(
        req.query.audienceId,
        shares.length > 0
          ? { shareId: shareParam(shares), ...(given && { channel: channelParam(...channels) }) }
          : { channel: channelParam(...channels) },
        requestOrigin(req),
      );
      return ok(answer);
    },
  );
  app.put(
    `${T}/heartBeat`,
    {
      ...bound,
      schema: {
        ...touristQuery({ liveStudioChannelId: CHANNEL }),
        ...body({ liveStudioChannelId: CHANNEL }),
      },
    },
    async (req: Req<ByChannel | undefined, ByChannel>) => {
      const channel = channelParam(req.query.liveStudioChannelId, req.body?.liveStudioChannelId);
      const answer: TouristHeartbeatResult = live.touristHeartbeat(req.query.audienceId, channel);
      return ok(answer);
    },
  );
  app.put(
    `${T}/praise`,
    {
      ...bound,
      schema: {
        ...touristQuery(),
        ...body({ liveStudioChannelId: CHANNEL, num: PRAISE_NUM }, ['liveStudioChannelId', 'num']),
      },
    },
    async (req: Req<{ liveStudioChannelId: string; num: number }>) =>
      ok(live.praise(tourist(req), req.body.liveStudioChannelId, req.body.num)),
  );
  app.get(`${T}/getOutShowGifts`, { ...bound, schema: touristQuery() }, async (req: Req) => {
    const list: Gift[] = live.gifts(requestOrigin(req)).slice(0, LIVE_QUICK_GIFTS_MAX);
    return ok({ list });
  });
  app.get(`${T}/getAllGifts`, { ...bound, schema: touristQuery() }, async (req: Req) => {
    const list: Gift[] = live.gifts(requestOrigin(req));
    return ok({ list });
  });
  app.get(
    `${T}/liveStudioInfo`,
    { ...bound, schema: touristQuery({ liveStudioChannelId: CHANNEL, shareId: SHARE_ID }) },
    async (req: Req<unknown, ByChannel>) => {
      const { liveStudioChannelId: channel, shareId } = req.query;
      // By a shared link (the shared page): only while that live is on, as the guest's join.
      const answer: LiveRoomStats =
        channel !== undefined
          ? live.stats({ channel }, requestOrigin(req))
          : live.shareStats(shareId ?? '', requestOrigin(req));
      return ok(answer);
    },
  );
  app.post(
    `${T}/share/:id`,
    {
      ...bound,
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: LIVE_ID } },
        ...touristQuery(),
      },
    },
    async (req: FastifyRequest<{ Params: { id: number }; Querystring: Tq }>) => {
      const answer: LiveShareLink = live.share(req.params.id, webOriginFor(req));
      return ok(answer);
    },
  );
}
