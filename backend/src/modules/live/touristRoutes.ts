/**
 * The tourist paths (spec 3 §7, prefix /live/live/tourists; public: signed, no login). A tourist
 * is the stored tourist id the client sends as `audienceId` (spec 3 §7; STORAGE_KEYS.touristId):
 * they browse, join (by channel or a shared link's shareId), send heartbeats (every 3 s) and
 * praise, see the gifts and share (spec 3 §4 "Tourists", §6). README.md "Tourists".
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
import { END_PAGE_OTHER_LIVES, LIVE_QUICK_GIFTS_MAX, liveChannelId } from '../../sdk';
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
  const touristQuery = (extra: Record<string, unknown> = {}, required: string[] = []) =>
    query({ audienceId: CLIENT_ID, ...extra }, ['audienceId', ...required]);

  app.get(
    `${T}/liveStudios`,
    { schema: touristQuery({ pageNo: PAGE_NO, pageSize: PAGE_SIZE }) },
    async (req: Req<unknown, { pageNo?: number; pageSize?: number }>) => {
      const { pageNo = 1, pageSize = END_PAGE_OTHER_LIVES } = req.query;
      const answer: PageResult<LiveInfo> = live.page(null, pageNo, pageSize, requestOrigin(req));
      return ok(answer);
    },
  );
  app.post(
    `${T}/joinLiveStudio`,
    {
      schema: {
        ...touristQuery({ liveStudioChannelId: CHANNEL, shareId: SHARE_ID }),
        ...body({ liveStudioChannelId: CHANNEL, shareId: SHARE_ID }),
      },
    },
    async (req: Req<ByChannel | undefined, ByChannel>) => {
      const shareId = req.query.shareId ?? req.body?.shareId;
      const channel =
        shareId !== undefined && !req.query.liveStudioChannelId && !req.body?.liveStudioChannelId
          ? liveChannelId(live.liveOf({ shareId }).id)
          : channelParam(req.query.liveStudioChannelId, req.body?.liveStudioChannelId);
      const answer: LiveJoinResult = live.join(tourist(req), channel, requestOrigin(req));
      return ok(answer);
    },
  );
  app.put(
    `${T}/heartBeat`,
    {
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
      schema: {
        ...touristQuery(),
        ...body({ liveStudioChannelId: CHANNEL, num: PRAISE_NUM }, ['liveStudioChannelId', 'num']),
      },
    },
    async (req: Req<{ liveStudioChannelId: string; num: number }>) =>
      ok(live.praise(tourist(req), req.body.liveStudioChannelId, req.body.num)),
  );
  app.get(`${T}/getOutShowGifts`, { schema: touristQuery() }, async (req: Req) => {
    const list: Gift[] = live.gifts(requestOrigin(req)).slice(0, LIVE_QUICK_GIFTS_MAX);
    return ok({ list });
  });
  app.get(`${T}/getAllGifts`, { schema: touristQuery() }, async (req: Req) => {
    const list: Gift[] = live.gifts(requestOrigin(req));
    return ok({ list });
  });
  app.get(
    `${T}/liveStudioInfo`,
    { schema: touristQuery({ liveStudioChannelId: CHANNEL, shareId: SHARE_ID }) },
    async (req: Req<unknown, ByChannel>) => {
      const { liveStudioChannelId: channel, shareId } = req.query;
      const answer: LiveRoomStats = live.stats(
        channel !== undefined ? { channel } : { shareId: shareId ?? '' },
        requestOrigin(req),
      );
      return ok(answer);
    },
  );
  app.post(
    `${T}/share/:id`,
    {
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
