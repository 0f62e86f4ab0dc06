/**
 * Media credentials of a call party (CallMedia): the local provider's channel, or with Agora a
 * per-room RTC token for each party (docs/CONTRACTS.md, CallRoomView `media`). The call service
 * asks for them in every room view.
 */
import type { CallMedia } from 'shared-sdk/node';
import { callMediaChannel } from '../../sdk';

/** Agora for call media: issues a per-room RTC token for one party. */
export interface CallAgora {
  appId: string;
  issueRtcToken(channel: string, uid: string): { token: string; expiresAt: number };
}

export function callMediaOf(agora?: CallAgora) {
  return (roomNum: string, userId: number): CallMedia => {
    const channel = callMediaChannel(roomNum);
    if (!agora) return { provider: 'local', channel };
    const { token, expiresAt } = agora.issueRtcToken(channel, String(userId));
    return {
      provider: 'agora',
      channel,
      appId: agora.appId,
      token,
      uid: String(userId),
      expiresAt,
    };
  };
}
