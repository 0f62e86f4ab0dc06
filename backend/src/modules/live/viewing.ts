/**
 * Watching a live (spec 3 §4 "Entering a live", "Live room lifecycle", §5, §7): join with the
 * spec's join codes, leave, heartbeats, praise, chat and the mute check, for signed-in viewers
 * and tourists alike where the spec lets tourists do it. README.md "Joining", "Chat".
 */
import { randomUUID } from 'node:crypto';
import type { LiveChatMessage, LiveHeartbeatResult, LiveJoinResult } from 'shared-sdk/node';
import {
  LEFT_TYPE_LEFT,
  LEFT_TYPE_REMOVED,
  LEFT_TYPE_SILENT,
  LIVE_AUDIENCE_ROLE_LEVEL,
  LIVE_CHAT_MAX_CHARS,
  LIVE_CODE,
  LIVE_HEARTBEAT_GUEST_MS,
  LIVE_HEARTBEAT_USER_MS,
  liveChannelId,
} from '../../sdk';
import { charCount } from '../chat/text';
import { liveError } from './codes';
import {
  liveById,
  liveMessage,
  liveOfChannel,
  mustBeLiving,
  tellRoom,
  userCard,
  type LiveContext,
} from './context';
import type { Rooms } from './rooms';
import { viewerKey, type LiveRow, type Viewer, type ViewerRow } from './store';
import { absolute } from './view';

/** spec 3 §8 "Please abide by the platform regulations. Be kind with your words." — the welcome line. */
const WELCOME_HINT = 'Please abide by the platform regulations. Be kind with your words.';

export function createViewing(ctx: LiveContext, rooms: Rooms) {
  const { deps, store, views } = ctx;
  const { db, now } = deps;

  /**
   * Lets `viewer` into `live` (or finds them in it), in one IMMEDIATE transaction so the viewer
   * limit holds under parallel joins. Refusals, in this order: over (1002/1003), own live,
   * blocked (1408), removed (1403 kick / 1407 silent), full (1406). A viewer (user or tourist) in
   * another live leaves it. Answers whether they just came in and the lives they left.
   */
  const admitTx = db.transaction((liveId: number, viewer: Viewer) => {
    // Read inside the transaction: the live's state and limit as they are under the write lock.
    const live = mustBeLiving(liveById(ctx, liveId));
    if (viewer.kind === 'user') {
      if (viewer.userId === live.host_id) throw liveError(LIVE_CODE.ownLive);
      if (deps.isBlocked(viewer.userId, live.host_id)) throw liveError(LIVE_CODE.blocked);
    }
    const key = viewerKey(viewer);
    const row = store.viewer(live.id, key);
    if (row?.left_type === LEFT_TYPE_REMOVED) throw liveError(LIVE_CODE.kicked);
    if (row?.left_type === LEFT_TYPE_SILENT) throw liveError(LIVE_CODE.removed);
    const at = now();
    const guest = viewer.kind === 'tourist' && viewer.guest === true ? 1 : 0;
    if (row && row.left_at === null) {
      store.st.beat.run(at, live.id, key);
      if (row.guest !== guest) store.st.setGuest.run(guest, live.id, key);
      return { fresh: false, leftOthers: [] as ViewerRow[] };
    }
    if (live.viewer_limit !== null && store.inCount(live.id) >= live.viewer_limit)
      throw liveError(LIVE_CODE.peopleMax);
    const userId = viewer.kind === 'user' ? viewer.userId : null;
    const leftOthers: ViewerRow[] = [];
    const others = (
      userId !== null
        ? store.st.otherLivesOf.all(userId, live.id)
        : store.st.otherLivesOfKey.all(key, live.id)
    ) as { live_id: number }[];
    for (const { live_id } of others) {
      store.st.leave.run(at, LEFT_TYPE_LEFT, live_id, key);
      leftOthers.push(store.viewer(live_id, key) as ViewerRow);
    }
    store.st.upsertViewer.run({ live_id: live.id, viewer_key: key, user_id: userId, at, guest });
    return { fresh: true, leftOthers };
  });

  /**
   * Admits `viewer`; the room hears `joined` and the viewer gets the welcome `join` (point to
   * point). A tourist or guest reads the live's channels under their visitor id (no messages
   * about them: they have no name or picture to show).
   */
  function admit(live: LiveRow, viewer: Viewer): boolean {
    const { fresh, leftOthers } = admitTx.immediate(live.id, viewer);
    for (const v of leftOthers)
      rooms.viewerGone(store.live(v.live_id) as LiveRow, v, LEFT_TYPE_LEFT);
    if (viewer.kind !== 'user') {
      deps.channels.grantViewer(
        liveChannelId(live.id),
        deps.visitors.principalOf(viewer.touristId),
      );
      if (fresh) ctx.dirty.add(live.id);
      return fresh;
    }
    deps.channels.grantViewer(liveChannelId(live.id), viewer.userId);
    if (!fresh) return false;
    const me = userCard(ctx, viewer.userId, deps.publicOrigin());
    tellRoom(ctx, live, {
      action: 'joined',
      userId: viewer.userId,
      userName: me.userName,
      userIconUrl: me.iconUrl,
    });
    // Point to point, so it is there before the new viewer has subscribed to the channel.
    const host = userCard(ctx, live.host_id, deps.publicOrigin());
    const cover = absolute(deps.publicOrigin(), live.cover_url);
    deps.push.toUser(
      viewer.userId,
      liveMessage(ctx, live, {
        action: 'join',
        userId: live.host_id,
        userName: host.userName,
        coverUrl: cover,
        msg: WELCOME_HINT,
      }),
    );
    ctx.dirty.add(live.id);
    return true;
  }

  function join(viewer: Viewer, channel: string, origin: string): LiveJoinResult {
    const live = liveOfChannel(ctx, channel);
    admit(live, viewer);
    const userId = viewer.kind === 'user' ? viewer.userId : null;
    const uid =
      viewer.kind === 'user' ? String(viewer.userId) : deps.visitors.principalOf(viewer.touristId);
    const grant = deps.media(liveChannelId(live.id), uid);
    return {
      rtcAppId: grant.rtcAppId,
      rtcToken: grant.rtcToken,
      liveStudioChannelId: liveChannelId(live.id),
      media: grant.media,
      roleLevel: LIVE_AUDIENCE_ROLE_LEVEL,
      liveInfo: views.info(store.live(live.id) as LiveRow, userId, origin),
      muted: userId !== null && store.isMuted(live.id, userId),
      heartbeatMs: userId !== null ? LIVE_HEARTBEAT_USER_MS : LIVE_HEARTBEAT_GUEST_MS,
    };
  }

  function leave(viewer: Viewer, channel: string): { left: boolean } {
    const live = liveOfChannel(ctx, channel);
    const key = viewerKey(viewer);
    const row = store.viewer(live.id, key);
    if (!row || store.st.leave.run(now(), LEFT_TYPE_LEFT, live.id, key).changes !== 1)
      return { left: false };
    rooms.viewerGone(live, row, LEFT_TYPE_LEFT);
    return { left: true };
  }

  /**
   * A heartbeat keeps the viewer in the room. One who was dropped meanwhile (beats late) is
   * admitted again with the join rules, and told so (`stillIn: false`: subscribe again).
   */
  function heartbeat(viewer: Viewer, channel: string): LiveHeartbeatResult {
    const live = mustBeLiving(liveOfChannel(ctx, channel));
    const key = viewerKey(viewer);
    const stillIn = store.st.beat.run(now(), live.id, key).changes === 1;
    if (!stillIn) admit(live, viewer);
    const userId = viewer.kind === 'user' ? viewer.userId : null;
    const fresh = store.live(live.id) as LiveRow;
    return {
      stillIn,
      audienceNum: views.audienceNum(live.id),
      praiseNum: fresh.praise_num,
      profit: fresh.profit,
      muted: userId !== null && store.isMuted(live.id, userId),
    };
  }

  /** The viewer must be in the room now (1401 otherwise: join first). */
  function mustBeIn(live: LiveRow, viewer: Viewer): void {
    if (store.viewer(live.id, viewerKey(viewer))?.left_at !== null)
      throw liveError(LIVE_CODE.notInLive);
  }

  /** spec 3 §5 "Praise taps are batched": `num` taps at once; praise never decreases. */
  function praise(viewer: Viewer, channel: string, num: number): { praiseNum: number } {
    const live = mustBeLiving(liveOfChannel(ctx, channel));
    mustBeIn(live, viewer);
    store.st.addPraise.run(num, live.id);
    const praiseNum = (store.live(live.id) as LiveRow).praise_num;
    const who =
      viewer.kind === 'user'
        ? {
            userId: viewer.userId,
            userName: userCard(ctx, viewer.userId, deps.publicOrigin()).userName,
          }
        : {};
    tellRoom(ctx, live, { action: 'praise', ...who, num, praiseNum });
    ctx.dirty.add(live.id);
    return { praiseNum };
  }

  /**
   * Live chat (spec 3 §5): at most LIVE_CHAT_MAX_CHARS characters (code points, after trimming),
   * empty refused, muted viewers refused ('You're muted.'), the rate limit (chatLimit.ts). The
   * room gets the message with pictures on the public origin, the sender's answer on `origin`.
   */
  function chat(
    userId: number,
    channel: string,
    content: string,
    origin: string,
  ): { message: LiveChatMessage } {
    const text = content.trim();
    if (text === '') throw liveError(LIVE_CODE.chatEmpty);
    if (charCount(text) > LIVE_CHAT_MAX_CHARS) throw liveError(LIVE_CODE.chatTooLong);
    const live = mustBeLiving(liveOfChannel(ctx, channel));
    mustBeIn(live, { kind: 'user', userId });
    if (store.isMuted(live.id, userId)) throw liveError(LIVE_CODE.muted);
    const at = now();
    const wait = ctx.chatLimit.waitMs(userId, at);
    if (wait > 0) throw liveError(LIVE_CODE.chatTooFast, undefined, { retryAfterMs: wait });
    ctx.chatLimit.record(userId, at);
    // One id for the room's copy and the sender's answer: the sender's client shows it once.
    const messageId = `chat-${randomUUID()}`;
    const message = (on: string): LiveChatMessage => {
      const me = userCard(ctx, userId, on);
      return {
        messageId,
        senderId: userId,
        senderName: me.userName,
        senderIconUrl: me.iconUrl,
        message: text,
        timestamp: at,
      };
    };
    tellRoom(ctx, live, { action: 'chat', ...message(deps.publicOrigin()) });
    return { message: message(origin) };
  }

  /** GET /audience/muted — the server's mute check (spec 3 §4 "Mute … or by the server check"). */
  const muted = (userId: number, channel: string) => ({
    muted: store.isMuted(liveOfChannel(ctx, channel).id, userId),
  });

  return { join, leave, heartbeat, praise, chat, muted };
}
export type Viewing = ReturnType<typeof createViewing>;
