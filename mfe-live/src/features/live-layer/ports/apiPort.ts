/**
 * The engine's LiveApiPort over the SDK's live calls (shared-sdk/live `liveApi`) and the friend
 * call that accepts a friend request. Every call resolves the API's code (the engine acts on it,
 * spec 3 §8); a call that reports failure by rejecting is one the engine logs or retries.
 */
import type {
  GenTokenResult,
  AddFriendParams,
  AddFriendResult,
  ApiResult,
  LiveGiftParams,
  LiveGiftResult,
  LiveInfo as ApiLiveInfo,
  LiveJoinResult,
  LiveMedia,
  LiveRoomStats,
} from 'shared-sdk';
import { ADD_WAY_LIVE_END, CODE_NETWORK, LIVE_CODE } from 'shared-sdk/constants';
import type { LiveApiPort, LiveRef, Viewer } from '../../live-room/engine';
import { asTourist } from '../../live-hosts/state/touristId';
import { joinAnswerOf, roomPatchOf, toRoomLive } from './liveMapping';

type R<T> = Promise<ApiResult<T>>;

/** The codes that say a live is over (ended, or closed for a violation: spec 3 §8). */
const LIVE_OVER_CODES: readonly number[] = [LIVE_CODE.ended, LIVE_CODE.closedForViolation];

/** The calls the port uses (liveApi's names and shapes; tests pass fakes of these). */
export interface LiveCalls {
  join(p: { liveStudioChannelId: string }): R<LiveJoinResult>;
  touristJoin(p: {
    audienceId: string;
    liveStudioChannelId?: string;
    shareId?: string;
  }): R<LiveJoinResult>;
  roomStats(channelId: string): R<LiveRoomStats>;
  touristRoomStats(audienceId: string, q: { liveStudioChannelId?: string }): R<LiveRoomStats>;
  leave(channelId: string): R<unknown>;
  heartbeat(channelId: string): R<unknown>;
  touristHeartbeat(audienceId: string, channelId: string): R<unknown>;
  praise(p: { liveStudioChannelId: string; num: number }): R<unknown>;
  touristPraise(audienceId: string, p: { liveStudioChannelId: string; num: number }): R<unknown>;
  sendChannelMsg(p: { liveStudioChannelId: string; content: string }): R<unknown>;
  sendGift(p: LiveGiftParams): R<LiveGiftResult>;
  follow(channelId: string): R<AddFriendResult>;
  muted(channelId: string): R<{ muted: boolean }>;
  next(liveStudioId: number): R<ApiLiveInfo | null>;
  previous(liveStudioId: number): R<ApiLiveInfo | null>;
}

export interface ApiPortDeps {
  live: LiveCalls;
  addFriend(p: AddFriendParams): R<AddFriendResult>;
  /** Where each joined channel's media plays (read by the media port). */
  mediaBook: Map<string, LiveMedia>;
  /** The channel of the live on screen (follow names the host; the API names the live). */
  currentChannel(): string | null;
  /** The SDK's applyBalance: a follow or an accept that moved coins. */
  applyBalance(goldNum: number, seq: number): void;
  /** A gift's retry key (8–64 of A-Z a-z 0-9 _ -): one per gift tap. */
  newRequestId?(): string;
  /** What a heartbeat told about the room (beatOutcome), for the layer to act on. */
  onBeat?(ref: LiveRef, outcome: BeatOutcome): void;
  /**
   * A visitor's join answer carries their own gateway token (`realtime`): the layer connects with
   * it before the engine hears the answer, so the media and the channel have a connection.
   */
  onVisitorRealtime?(result: GenTokenResult): Promise<void>;
  /**
   * The stored tourist id, made anew when the server says another device holds it
   * (LIVE_CODE.touristIdTaken). Default: the viewer's id as given.
   */
  touristId?(opts?: { renew?: boolean }): string;
}

/**
 * What a heartbeat's answer means beyond "still watching" (backend live README "Heartbeats"):
 * the live is over (its endLive push was missed), the viewer had been dropped and was let in
 * again (the channel must be subscribed again), or a tourist reached the viewing-time limit.
 */
export type BeatOutcome = 'ok' | 'liveOver' | 'readmitted' | 'viewingLimit';

export function beatOutcome(res: ApiResult<unknown>): BeatOutcome {
  if (!res.ok && res.code === LIVE_CODE.touristViewLimit) return 'viewingLimit';
  if (!res.ok) return LIVE_OVER_CODES.includes(res.code) ? 'liveOver' : 'ok';
  const beat = res.data as { stillIn?: boolean; viewLimitReached?: boolean } | null;
  if (beat?.viewLimitReached === true) return 'viewingLimit';
  return beat?.stillIn === false ? 'readmitted' : 'ok';
}

/** A new gift request id (crypto where the browser has it). */
export function newRequestId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

const isUser = (v: Viewer) => v.kind === 'user';

/** Resolves the code; rejects when the API reported failure (the engine's "no answer"). */
async function settled<T>(p: R<T>): Promise<T> {
  const res = await p;
  if (!res.ok)
    throw Object.assign(new Error(res.msg || `live API ${res.code}`), { code: res.code });
  return res.data;
}

export function createLiveApiPort(deps: ApiPortDeps): LiveApiPort {
  const { live } = deps;
  const makeId = deps.newRequestId ?? newRequestId;
  const visitorId = (v: Viewer): string => deps.touristId?.() ?? String(v.id ?? '');
  // Another browser holds a tourist id (copied storage): this one takes a new id, once.
  const touristJoin = (ref: LiveRef, viewer: Viewer) => {
    const join = (audienceId: string) =>
      live.touristJoin({
        audienceId,
        liveStudioChannelId: ref.channelId,
        ...(viewer.shareId && { shareId: viewer.shareId }),
      });
    return deps.touristId ? asTourist(join, deps.touristId) : join(visitorId(viewer));
  };
  const balanceOf = (res: ApiResult<AddFriendResult>) => {
    if (res.ok && res.data && typeof res.data.goldNum === 'number')
      deps.applyBalance(res.data.goldNum, res.data.balanceSeq);
  };

  return {
    async join(ref: LiveRef, viewer: Viewer) {
      const res = isUser(viewer)
        ? await live.join({ liveStudioChannelId: ref.channelId })
        : await touristJoin(ref, viewer);
      const realtime = res.ok && !isUser(viewer) ? res.data?.realtime : undefined;
      if (realtime && deps.onVisitorRealtime) {
        try {
          await deps.onVisitorRealtime(realtime);
        } catch {
          // Not connected: the room's retry and rejoin take it from here (no answer).
          return { code: CODE_NETWORK };
        }
      }
      const answer = joinAnswerOf(res);
      if (answer.media) deps.mediaBook.set(ref.channelId, answer.media);
      return { code: answer.code, rtcAppId: answer.rtcAppId, rtcToken: answer.rtcToken };
    },
    async roomInfo(ref, viewer) {
      const res = isUser(viewer)
        ? await live.roomStats(ref.channelId)
        : await live.touristRoomStats(visitorId(viewer), { liveStudioChannelId: ref.channelId });
      return res.ok && res.data ? roomPatchOf(res.data) : null;
    },
    leave: (ref, viewer) =>
      isUser(viewer) ? settled(live.leave(ref.channelId)) : Promise.resolve(),
    async heartbeat(ref, viewer) {
      const res = await (isUser(viewer)
        ? live.heartbeat(ref.channelId)
        : live.touristHeartbeat(visitorId(viewer), ref.channelId));
      const outcome = beatOutcome(res);
      if (outcome !== 'ok') deps.onBeat?.(ref, outcome);
      return res;
    },
    praise: (ref, viewer, num) => {
      const p = { liveStudioChannelId: ref.channelId, num };
      return settled(isUser(viewer) ? live.praise(p) : live.touristPraise(visitorId(viewer), p));
    },
    async sendChat(ref, content) {
      const res = await live.sendChannelMsg({ liveStudioChannelId: ref.channelId, content });
      return { code: res.code };
    },
    async sendGift(ref, giftId) {
      const res = await live.sendGift({
        liveStudioChannelId: ref.channelId,
        giftId,
        requestId: makeId(),
      });
      return res.ok
        ? { code: res.code, coinBalance: res.data.coinBalance, balanceSeq: res.data.balanceSeq }
        : { code: res.code };
    },
    async follow() {
      const channel = deps.currentChannel();
      if (!channel) throw new Error('live: follow without a live');
      const res = await live.follow(channel);
      balanceOf(res);
      return { code: res.code };
    },
    async acceptFriend(userId) {
      const res = await deps.addFriend({ addWay: ADD_WAY_LIVE_END, friendUserId: userId });
      balanceOf(res);
      return { code: res.code };
    },
    async muted(ref) {
      return (await settled(live.muted(ref.channelId))).muted === true;
    },
    async neighbour(ref, _viewer, direction) {
      const info = await settled(direction === 'next' ? live.next(ref.id) : live.previous(ref.id));
      return info ? toRoomLive(info) : null;
    },
  };
}
