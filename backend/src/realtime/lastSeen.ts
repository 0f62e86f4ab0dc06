/**
 * When each user's last realtime socket closed: a call party who vanished is given the leave timer
 * from then (spec 2 §4 rule 10; the call service's `offlineSince`). Held in memory; users gone for
 * long are forgotten by the host-schedule timer (src/services.ts), since no open room can still
 * be waiting on them.
 */
import type { Gateway } from './gateway';

export function trackLastSeen(gateway: Pick<Gateway, 'onPresence'>, now: () => number) {
  const offline = new Map<string, number>();
  const stop = gateway.onPresence((userId, online) => {
    if (online) offline.delete(userId);
    else offline.set(userId, now());
  });
  return {
    /** When the user's last socket closed (undefined: online, or not seen since the start). */
    offlineSince: (userId: number): number | undefined => offline.get(String(userId)),
    /** Forgets the users offline for longer than `ms`. */
    forgetOlderThan(ms: number): void {
      for (const [id, t] of offline) if (now() - t > ms) offline.delete(id);
    },
    stop,
  };
}
export type LastSeen = ReturnType<typeof trackLastSeen>;
