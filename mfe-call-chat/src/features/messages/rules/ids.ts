import { CHAT_ID_PREFIX } from '../constants';

/**
 * spec 2 §3 "Chat room key": the two user ids joined as smaller-larger with a dash. System
 * conversations have negative ids, so the key of −2 with 123 is "-2-123" (the smaller first).
 */
export function croomIdOf(a: number, b: number): string {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return `${lo}-${hi}`;
}

/**
 * spec 2 §3: "the chat_id of a message is built as '2|' followed by the two user ids, smaller
 * first". The spec shows no separator between the two ids; this project uses '|' ("2|12|34").
 */
export function chatIdOf(a: number, b: number): string {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return `${CHAT_ID_PREFIX}${lo}|${hi}`;
}

/** The two user ids of a croomId (null when it is not one). */
export function parseCroomId(croomId: string): [number, number] | null {
  const m = /^(-?\d+)-(-?\d+)$/.exec(croomId);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return Number.isSafeInteger(a) && Number.isSafeInteger(b) && a <= b ? [a, b] : null;
}

/** The other party of a message for the signed-in user `me` (the conversation's friendId). */
export function peerOf(msg: { senderId: number; receiverId: number }, me: number): number {
  return msg.senderId === me ? msg.receiverId : msg.senderId;
}

/** System entries have friendId 0 or below (spec 2 §3 "Negative friendIds are system entries"; §4 "id 0 or below"). */
export function isSystemId(friendId: number): boolean {
  return friendId <= 0;
}
