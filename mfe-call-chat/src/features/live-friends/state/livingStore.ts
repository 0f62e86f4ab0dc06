import type { HostLiving } from 'shared-sdk';
import { LIVE_BATCH_IDS_MAX } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';

/**
 * project — a friend's living state is asked again at most this often (spec 2 §5 "a host who is
 * living gets a highlight"; the spec gives no rate). Lives start and end every few minutes.
 */
export const LIVING_REFRESH_MS = 30_000;

/** What the lists show of a living friend: where their live is. */
export interface FriendLive {
  hostId: number;
  channelId: string;
}

/**
 * Which friends are living, for every list of this remote at once (friends, chats, a chat's
 * header): one cache, so the three never ask twice for the same person within
 * LIVING_REFRESH_MS, and one request per LIVE_BATCH_IDS_MAX ids (`hostIsLivingBatch`). Failures are
 * swallowed (spec 2 §8 "other codes are ignored in live-entry flows"): the last answer stays.
 */
export function createLivingStore(api = liveApi, now: () => number = Date.now) {
  const asked = new Map<number, number>();
  const living = new Map<number, FriendLive>();
  const inFlight = new Set<number>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const l of listeners) l();
  };

  /** Asks about the ids not asked within LIVING_REFRESH_MS (system and bad ids never). */
  async function refresh(ids: readonly number[]): Promise<void> {
    const at = now();
    const due = [...new Set(ids)].filter(
      (id) =>
        Number.isInteger(id) &&
        id > 0 &&
        !inFlight.has(id) &&
        at - (asked.get(id) ?? -Infinity) >= LIVING_REFRESH_MS,
    );
    if (!due.length) return;
    for (const id of due) {
      asked.set(id, at);
      inFlight.add(id);
    }
    const batches: number[][] = [];
    for (let i = 0; i < due.length; i += LIVE_BATCH_IDS_MAX)
      batches.push(due.slice(i, i + LIVE_BATCH_IDS_MAX));
    await Promise.all(
      batches.map(async (batch) => {
        const res = await api.hostIsLivingBatch(batch).catch(() => null);
        for (const id of batch) inFlight.delete(id);
        if (!res?.ok || !res.data) return;
        let diff = false;
        for (const id of batch) {
          const v: HostLiving | undefined = res.data[String(id)];
          const was = living.get(id);
          if (v?.living && v.channelId) {
            if (was?.channelId !== v.channelId) diff = true;
            living.set(id, { hostId: id, channelId: v.channelId });
          } else if (was) {
            diff = true;
            living.delete(id);
          }
        }
        if (diff) changed();
      }),
    );
  }

  return {
    refresh,
    liveOf: (id: number): FriendLive | null => living.get(id) ?? null,
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    getSnapshot: () => version,
    /** Forgets everything (another user signed in). */
    clear() {
      asked.clear();
      inFlight.clear();
      if (living.size) {
        living.clear();
        changed();
      }
    },
  };
}

export type LivingStore = ReturnType<typeof createLivingStore>;

/** The remote's one store. */
export const livingStore = createLivingStore();
