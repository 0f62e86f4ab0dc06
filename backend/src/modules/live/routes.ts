/**
 * The live audience paths (spec 3 §7, prefix /live/live/audience; login-only: the verify plugin
 * checked the signature and the session). Thin: read the input, call the service, answer with
 * the SDK's types. The table of paths, handlers and tests: README.md "Paths".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AddFriendResult,
  HostLiving,
  LiveChatMessage,
  LiveEndMeta,
  LiveEntrance,
  LiveGiftParams,
  LiveGiftResult,
  LiveHeartbeatResult,
  LiveInfo,
  LiveJoinResult,
  LiveLivingEntry,
  LiveRankEntry,
  LiveRoomStats,
  LiveShareLink,
  PageResult,
  Gift,
} from 'shared-sdk/node';
import { ok } from '../../http/envelope';
import {
  END_PAGE_OTHER_LIVES,
  LIVE_BATCH_IDS_MAX,
  LIVE_QUICK_GIFTS_MAX,
  RANKING_SIZE,
} from '../../sdk';
import { requestOrigin } from '../../http/origins';
import { me, mustBeCaller } from '../chat/routes/common';
import {
  AUDIENCE_ID,
  CHANNEL,
  CLIENT_ID,
  LIVE_ID,
  PAGE_NO,
  PAGE_SIZE,
  PRAISE_NUM,
  body,
  channelParam,
  hostIdsParam,
  query,
  webOriginFor,
} from './schemas';
import type { LiveService } from './service';

export const AUDIENCE_PATH = '/live/live/audience';

type Q<T = object> = T & { audienceId?: number };
type Req<B = unknown, Qs = object> = FastifyRequest<{ Body: B; Querystring: Q<Qs> }>;
type ChannelBody = { liveStudioChannelId?: string };

/** The signed-in viewer; `audienceId`, when sent, must be them (spec 3 §7). */
function audience(req: Req<unknown, object>): number {
  mustBeCaller(req, req.query.audienceId, 'audienceId');
  return me(req);
}
const asUser = (userId: number) => ({ kind: 'user', userId }) as const;

export function registerLiveRoutes(app: FastifyInstance, live: LiveService): void {
  const A = AUDIENCE_PATH;
  const withChannel = query({ liveStudioChannelId: CHANNEL, audienceId: AUDIENCE_ID }, [
    'liveStudioChannelId',
  ]);
  const withLiveId = (extra: Record<string, unknown> = {}) =>
    query({ liveStudioId: LIVE_ID, audienceId: AUDIENCE_ID, ...extra }, ['liveStudioId']);
  const channelBody = {
    ...query({ liveStudioChannelId: CHANNEL, audienceId: AUDIENCE_ID }),
    ...body({ liveStudioChannelId: CHANNEL }),
  };

  // ---- lists ----
  app.get(
    `${A}/listRecommendLiveStudios`,
    {
      schema: query({ pageSize: PAGE_SIZE, excludeLiveStudioId: LIVE_ID, audienceId: AUDIENCE_ID }),
    },
    async (req: Req<unknown, { pageSize?: number; excludeLiveStudioId?: number }>) => {
      const answer: { list: LiveInfo[] } = live.recommend(
        audience(req),
        {
          pageSize: req.query.pageSize ?? END_PAGE_OTHER_LIVES,
          exclude: req.query.excludeLiveStudioId,
        },
        requestOrigin(req),
      );
      return ok(answer);
    },
  );
  app.get(
    `${A}/pageQueryLiveStudios`,
    { schema: query({ pageNo: PAGE_NO, pageSize: PAGE_SIZE, audienceId: AUDIENCE_ID }) },
    async (req: Req<unknown, { pageNo?: number; pageSize?: number }>) => {
      const { pageNo = 1, pageSize = END_PAGE_OTHER_LIVES } = req.query;
      const answer: PageResult<LiveInfo> = live.page(
        audience(req),
        pageNo,
        pageSize,
        requestOrigin(req),
      );
      return ok(answer);
    },
  );
  app.get(
    `${A}/liveIsLivingBatch`,
    {
      schema: query(
        {
          liveStudioIds: {
            type: 'array',
            items: LIVE_ID,
            minItems: 1,
            maxItems: LIVE_BATCH_IDS_MAX,
          },
          audienceId: AUDIENCE_ID,
        },
        ['liveStudioIds'],
      ),
    },
    async (req: Req<unknown, { liveStudioIds: number[] }>) => {
      audience(req);
      const answer: LiveLivingEntry[] = live.livingBatch(req.query.liveStudioIds);
      return ok(answer);
    },
  );
  app.get(
    `${A}/hostIsLivingBatch`,
    {
      schema: query({ hostIds: { type: 'string', maxLength: 2_200 }, audienceId: AUDIENCE_ID }, [
        'hostIds',
      ]),
    },
    async (req: Req<unknown, { hostIds: string }>) => {
      audience(req);
      const answer: Record<string, HostLiving> = live.hostLivingBatch(
        hostIdsParam(req.query.hostIds, LIVE_BATCH_IDS_MAX),
      );
      return ok(answer);
    },
  );
  for (const [path, dir] of [
    ['nextLiveStudioInfo', 'next'],
    ['preLiveStudioInfo', 'previous'],
  ] as const)
    app.get(
      `${A}/${path}`,
      { schema: withLiveId() },
      async (req: Req<unknown, { liveStudioId: number }>) => {
        const answer: LiveInfo | null = live.neighbour(
          dir,
          audience(req),
          req.query.liveStudioId,
          requestOrigin(req),
        );
        return ok(answer);
      },
    );
  app.get(`${A}/entrance`, { schema: query({ audienceId: AUDIENCE_ID }) }, async (req: Req) => {
    const answer: LiveEntrance = live.entrance(audience(req), requestOrigin(req));
    return ok(answer);
  });

  // ---- in the room ----
  app.post(
    `${A}/joinLiveStudio`,
    { schema: channelBody },
    async (req: Req<ChannelBody | undefined, ChannelBody>) => {
      const channel = channelParam(req.query.liveStudioChannelId, req.body?.liveStudioChannelId);
      const answer: LiveJoinResult = live.join(asUser(audience(req)), channel, requestOrigin(req));
      return ok(answer);
    },
  );
  app.put(
    `${A}/leaveLiveStudio`,
    { schema: channelBody },
    async (req: Req<ChannelBody | undefined, ChannelBody>) => {
      const channel = channelParam(req.query.liveStudioChannelId, req.body?.liveStudioChannelId);
      return ok(live.leave(asUser(audience(req)), channel));
    },
  );
  app.put(
    `${A}/heartBeat`,
    { schema: channelBody },
    async (req: Req<ChannelBody | undefined, ChannelBody>) => {
      const channel = channelParam(req.query.liveStudioChannelId, req.body?.liveStudioChannelId);
      const answer: LiveHeartbeatResult = live.heartbeat(asUser(audience(req)), channel);
      return ok(answer);
    },
  );
  app.put(
    `${A}/praise`,
    {
      schema: {
        ...query({ audienceId: AUDIENCE_ID }),
        ...body({ liveStudioChannelId: CHANNEL, num: PRAISE_NUM }, ['liveStudioChannelId', 'num']),
      },
    },
    async (req: Req<{ liveStudioChannelId: string; num: number }>) =>
      ok(live.praise(asUser(audience(req)), req.body.liveStudioChannelId, req.body.num)),
  );
  app.post(
    `${A}/sendChannelMsg`,
    {
      schema: {
        ...query({ audienceId: AUDIENCE_ID }),
        ...body({ liveStudioChannelId: CHANNEL, content: { type: 'string', maxLength: 2_000 } }, [
          'liveStudioChannelId',
          'content',
        ]),
      },
    },
    async (req: Req<{ liveStudioChannelId: string; content: string }>) => {
      const answer: { message: LiveChatMessage } = live.chat(
        audience(req),
        req.body.liveStudioChannelId,
        req.body.content,
        requestOrigin(req),
      );
      return ok(answer);
    },
  );
  app.get(
    `${A}/muted`,
    { schema: withChannel },
    async (req: Req<unknown, { liveStudioChannelId: string }>) =>
      ok(live.muted(audience(req), req.query.liveStudioChannelId)),
  );
  app.get(
    `${A}/living/liveStudioInfo`,
    { schema: withChannel },
    async (req: Req<unknown, { liveStudioChannelId: string }>) => {
      audience(req);
      const answer: LiveRoomStats = live.stats(
        { channel: req.query.liveStudioChannelId },
        requestOrigin(req),
      );
      return ok(answer);
    },
  );

  // ---- coins ----
  app.get(
    `${A}/getOutShowGifts`,
    { schema: query({ audienceId: AUDIENCE_ID }) },
    async (req: Req) => {
      audience(req);
      const list: Gift[] = live.gifts(requestOrigin(req)).slice(0, LIVE_QUICK_GIFTS_MAX);
      return ok({ list });
    },
  );
  app.put(
    `${A}/sendGift`,
    {
      schema: {
        ...query({ audienceId: AUDIENCE_ID }),
        ...body({ liveStudioChannelId: CHANNEL, giftId: LIVE_ID, requestId: CLIENT_ID }, [
          'liveStudioChannelId',
          'giftId',
          'requestId',
        ]),
      },
    },
    async (req: Req<LiveGiftParams>) => {
      const answer: LiveGiftResult = live.sendGift(audience(req), req.body);
      return ok(answer);
    },
  );
  app.get(
    `${A}/addFriend`,
    { schema: withChannel },
    async (req: Req<unknown, { liveStudioChannelId: string }>) => {
      const answer: AddFriendResult = live.follow(audience(req), req.query.liveStudioChannelId);
      return ok(answer);
    },
  );
  app.get(
    `${A}/gift/rank`,
    { schema: withLiveId({ pageNo: PAGE_NO, pageSize: { ...PAGE_SIZE, maximum: RANKING_SIZE } }) },
    async (req: Req<unknown, { liveStudioId: number; pageNo?: number; pageSize?: number }>) => {
      audience(req);
      const { liveStudioId, pageNo = 1, pageSize = RANKING_SIZE } = req.query;
      const answer: PageResult<LiveRankEntry> = live.rank(
        liveStudioId,
        pageNo,
        pageSize,
        requestOrigin(req),
      );
      return ok(answer);
    },
  );
  app.get(
    `${A}/sumSendedGiftsCoins`,
    { schema: withLiveId() },
    async (req: Req<unknown, { liveStudioId: number }>) =>
      ok(live.sentTotal(req.query.liveStudioId, audience(req))),
  );

  // ---- after the live, sharing ----
  app.get(
    `${A}/liveStudioAudienceMetaAfterEndLive`,
    { schema: withLiveId() },
    async (req: Req<unknown, { liveStudioId: number }>) => {
      const answer: LiveEndMeta = live.endMeta(req.query.liveStudioId, audience(req));
      return ok(answer);
    },
  );
  app.post(
    `${A}/share`,
    {
      schema: {
        ...query({ audienceId: AUDIENCE_ID }),
        ...body({ liveStudioId: LIVE_ID }, ['liveStudioId']),
      },
    },
    async (req: Req<{ liveStudioId: number }>) => {
      audience(req);
      const answer: LiveShareLink = live.share(req.body.liveStudioId, webOriginFor(req));
      return ok(answer);
    },
  );
}
