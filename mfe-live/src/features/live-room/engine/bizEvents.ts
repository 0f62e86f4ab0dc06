/**
 * Live messages (business type 1052, spec 3 §3, §4) as machine events. Who may say what:
 * - a room's own messages come from the server's push to that channel or from the channel
 *   itself (where only the host and the server publish: the gateway's channel rule), and the
 *   channel is the one the transport stamped, never the payload's own claim;
 * - `mute` comes only from the server's push to this user (spec 3 §4 "point-to-point push");
 * - a peer frame is never taken: any signed-in user can send one to anyone.
 * Anything malformed is dropped.
 */
import { isServerPush, type BizSource, type LiveBiz } from 'shared-sdk';
import type { LiveEvent, LiveInfoPatch } from './types';

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The channel a message is about: the stamped one for channel frames and channel pushes. */
function channelOf(b: LiveBiz, source: BizSource): string | null {
  const claimed = str(b.channelId);
  if (source.kind === 'channel')
    return claimed === undefined || claimed === source.channel ? source.channel : null;
  if (source.kind === 'push' && source.channel !== undefined)
    return claimed === undefined || claimed === source.channel ? source.channel : null;
  // A push to this user about a room names it.
  if (source.kind === 'push') return claimed ?? null;
  return null;
}

function patchOf(b: LiveBiz): LiveInfoPatch {
  const patch: LiveInfoPatch = {};
  const profit = num(b.profit);
  const praiseNum = num(b.praiseNum);
  const audienceNum = num(b.audienceNum);
  if (profit !== undefined) patch.profit = profit;
  if (praiseNum !== undefined) patch.praiseNum = praiseNum;
  if (audienceNum !== undefined) patch.audienceNum = audienceNum;
  if (Array.isArray(b.topAudiences))
    patch.topAudiences = b.topAudiences
      .filter((a) => num(a?.userId) !== undefined)
      .map((a) => ({
        userId: a.userId,
        userIconUrl: str(a.userIconUrl),
        userName: str(a.userName),
      }));
  return patch;
}

export function liveEventOf(b: LiveBiz, source: BizSource): LiveEvent | null {
  if (source.kind === 'peer') return null;
  if (b.action === 'mute')
    return isServerPush(source) ? { type: 'muteChanged', muted: b.muted !== false } : null;
  const channelId = channelOf(b, source);
  if (!channelId) return null;
  switch (b.action) {
    case 'liveInfo':
    case 'praise': {
      const patch = patchOf(b);
      return Object.keys(patch).length ? { type: 'liveInfo', channelId, patch } : null;
    }
    case 'endLive':
      return { type: 'liveEnded', channelId };
    case 'left': {
      const userId = num(b.userId);
      if (userId === undefined) return null;
      const leftType = num(b.leftType);
      return { type: 'userLeft', channelId, userId, ...(leftType !== undefined && { leftType }) };
    }
    case 'join':
    case 'joined': {
      const userId = num(b.userId);
      if (userId === undefined) return null;
      const iconUrl = str(b.userIconUrl) ?? str(b.coverUrl);
      return {
        type: 'message',
        channelId,
        message: {
          action: b.action,
          userId,
          userName: str(b.userName) ?? '',
          ...(iconUrl && { iconUrl }),
        },
      };
    }
    case 'chat': {
      const userId = num(b.senderId);
      const text = str(b.message) ?? str(b.msg);
      if (userId === undefined || !text) return null;
      const iconUrl = str(b.senderIconUrl);
      const id = str(b.messageId);
      return {
        type: 'message',
        channelId,
        message: {
          action: 'chat',
          userId,
          userName: str(b.senderName) ?? '',
          text,
          ...(iconUrl && { iconUrl }),
          ...(id && { id }),
        },
      };
    }
    case 'gift': {
      const giftId = num(b.giftId);
      if (giftId === undefined) return null;
      const senderIconUrl = str(b.senderIconUrl);
      const id = str(b.messageId);
      return {
        type: 'gift',
        channelId,
        gift: {
          senderName: str(b.senderName) ?? '',
          giftId,
          ...(senderIconUrl && { senderIconUrl }),
          ...(id && { id }),
        },
      };
    }
    case 'kick': {
      const audienceId = num(b.kickedAudienceId);
      return audienceId === undefined ? null : { type: 'kicked', channelId, audienceId };
    }
    default:
      return null;
  }
}
