import type { DeviceMessageNotice } from '../chat/service';
import type { PushNotice } from './service';

/**
 * What the device notifications say and open (the service worker shows them and opens `url` on
 * a tap). Paths are shared-sdk/routes' IMMessageSession (`/message/session/:friendId`) without
 * the language prefix; the app adds it.
 */
export const chatPath = (friendId: number) => `/message/session/${friendId}`;

/** A new chat message: the sender's name over the text, opening the conversation. */
export function messageNotice(m: DeviceMessageNotice): PushNotice {
  return {
    title: m.senderName || 'New message',
    body: m.preview,
    url: chatPath(m.senderId),
    tag: `chat:${m.senderId}`,
  };
}

/** An incoming one-to-one call: opens the conversation with the caller, where the call rings. */
export function incomingCallNotice(call: {
  callerId: number;
  callerName: string;
  roomNum: string;
}): PushNotice {
  return {
    title: 'Incoming video call',
    body: `${call.callerName || 'Someone'} is calling you`,
    url: chatPath(call.callerId),
    tag: `call:${call.roomNum}`,
  };
}
