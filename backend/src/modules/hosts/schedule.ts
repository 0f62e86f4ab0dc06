/**
 * Seeded hosts online on a schedule, like people who work shifts.
 *
 * Each host has a status per clock hour, derived from the host id and the hour (the same PRNG as
 * the seed), with the seed's mix: about 60 % online, 20 % busy, 20 % offline. A host in a call is
 * busy. The test API may pin a host's status and tell it how to behave when called (answer,
 * refuse, let it ring, answer and leave), for its next call only or until reset, so e2e can drive
 * every branch. The current status is written to users.status, so the presence paths (batch
 * status, the lists) show it as they are.
 */
import type { DB } from '../../db';
import { USER_STATUS } from '../../sdk';
import { rng } from '../../seed/data/hosts';

/** The statuses a seeded host has (spec 1 §9 user status): never invisible. */
export type HostStatus =
  typeof USER_STATUS.offline | typeof USER_STATUS.busy | typeof USER_STATUS.online;

export type HostAnswer = 'answer' | 'refuse' | 'ignore' | 'leave';

export interface HostBehaviour {
  /** What the host does when a call rings (default answer). */
  answer: HostAnswer;
  /** How long it lets the call ring before answering or refusing (ms). */
  ringMs: number;
  /** 'leave': how long after the call starts it leaves (ms). */
  leaveAfterMs: number;
}

export const DEFAULT_BEHAVIOUR: HostBehaviour = {
  answer: 'answer',
  ringMs: 800,
  leaveAfterMs: 5_000,
};

const HOUR = 3_600_000;

/** Online, busy or offline for `hostId` during the clock hour of `at`. */
export function scheduledStatus(hostId: number, at: number): HostStatus {
  const hour = Math.floor(at / HOUR);
  const r = rng((hostId * 2_654_435_761 + hour * 40_503) >>> 0);
  r(); // the first draw of a fresh mulberry32 is poorly spread for nearby seeds
  const x = r();
  return x < 0.6 ? USER_STATUS.online : x < 0.8 ? USER_STATUS.busy : USER_STATUS.offline;
}

export function createHostSchedule(deps: {
  db: DB;
  now: () => number;
  /** The host is a party of an open call room. */
  inCall(hostId: number): boolean;
}) {
  const { db, now } = deps;
  const pinned = new Map<number, HostStatus>();
  const behaviours = new Map<number, HostBehaviour>();
  /** Behaviours for the next call only (test API `once`), used up by takeBehaviour. */
  const nextCall = new Map<number, HostBehaviour>();
  const hosts = () =>
    db.prepare('SELECT id, status FROM users WHERE simulated = 1').all() as {
      id: number;
      status: number;
    }[];
  const write = db.prepare(
    'UPDATE users SET status = ?, status_at = ? WHERE id = ? AND simulated = 1',
  );

  const statusOf = (hostId: number, at = now()): HostStatus =>
    deps.inCall(hostId) ? USER_STATUS.busy : (pinned.get(hostId) ?? scheduledStatus(hostId, at));

  return {
    statusOf,
    /** Writes every seeded host's current status (at start, every 30 s, after a call). */
    apply(at = now()): number {
      let changed = 0;
      db.transaction(() => {
        for (const h of hosts()) {
          const s = statusOf(h.id, at);
          if (s !== h.status) changed += write.run(s, at, h.id).changes;
        }
      })();
      return changed;
    },
    /** Test API: pin a status (null: back to the schedule) and/or set the call behaviour. */
    configure(
      hostId: number,
      patch: { status?: HostStatus | null; once?: boolean } & Partial<HostBehaviour>,
    ) {
      if (patch.status === null) pinned.delete(hostId);
      else if (patch.status !== undefined) pinned.set(hostId, patch.status);
      const base = behaviours.get(hostId) ?? DEFAULT_BEHAVIOUR;
      const b = { ...(patch.once ? (nextCall.get(hostId) ?? base) : base) };
      if (patch.answer) b.answer = patch.answer;
      if (patch.ringMs !== undefined) b.ringMs = patch.ringMs;
      if (patch.leaveAfterMs !== undefined) b.leaveAfterMs = patch.leaveAfterMs;
      (patch.once ? nextCall : behaviours).set(hostId, b);
      return { status: statusOf(hostId), behaviour: b, nextCall: nextCall.get(hostId) ?? null };
    },
    /** What the host does on its next call, without using it up. */
    behaviour: (hostId: number): HostBehaviour =>
      nextCall.get(hostId) ?? behaviours.get(hostId) ?? DEFAULT_BEHAVIOUR,
    /** What the host does on this call: a next-call-only behaviour is used up here. */
    takeBehaviour(hostId: number): HostBehaviour {
      const once = nextCall.get(hostId);
      nextCall.delete(hostId);
      return once ?? behaviours.get(hostId) ?? DEFAULT_BEHAVIOUR;
    },
    /** Test API: forget every pin and behaviour. */
    reset() {
      pinned.clear();
      behaviours.clear();
      nextCall.clear();
    },
  };
}
export type HostSchedule = ReturnType<typeof createHostSchedule>;
