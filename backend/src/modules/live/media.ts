/**
 * What a viewer joins a live's media with (LiveJoinResult media, rtcAppId, rtcToken): the local
 * provider's channel, or with Agora an RTC token for this viewer and channel, as for calls
 * (../call/media.ts).
 */
import type { CallAgora } from '../call/media';
import type { LiveMediaGrant } from './context';

export function liveMediaOf(agora?: CallAgora) {
  return (channel: string, uid: string): LiveMediaGrant => {
    if (!agora) return { media: { provider: 'local', channel }, rtcAppId: '', rtcToken: '' };
    const { token, expiresAt } = agora.issueRtcToken(channel, uid);
    return {
      media: { provider: 'agora', channel, appId: agora.appId, token, uid, expiresAt },
      rtcAppId: agora.appId,
      rtcToken: token,
    };
  };
}
