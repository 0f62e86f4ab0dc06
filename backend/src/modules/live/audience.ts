/**
 * Simulated audiences (spec 3 §4 "Simulated audiences: 3 to 5 fake viewers per room, refreshed
 * every 15 to 30 s, each staying 10 to 120 s"; §9). In memory, per live; driven by the room clock
 * (service.stepSimulatedAudiences) with the service's clock and random source, so a test can step
 * it second by second.
 *
 * Rules: a room is filled to a target drawn from SIM_AUDIENCE_MIN..MAX when it opens and at each
 * refresh (every SIM_AUDIENCE_REFRESH_MIN..MAX_MS, drawn anew each time); each viewer stays a
 * time drawn from SIM_AUDIENCE_STAY_MIN..MAX_MS and leaves at the first step after it; a room that
 * falls below the minimum between refreshes is topped up at once. Nobody is sent away early, so
 * the count stays within MIN..MAX and every stay within its bounds.
 */
import {
  SIM_AUDIENCE_MAX,
  SIM_AUDIENCE_MIN,
  SIM_AUDIENCE_REFRESH_MAX_MS,
  SIM_AUDIENCE_REFRESH_MIN_MS,
  SIM_AUDIENCE_STAY_MAX_MS,
  SIM_AUDIENCE_STAY_MIN_MS,
} from '../../sdk';
import type { SimulatedViewer } from './simulatedPool';

export interface SimulatedMember {
  viewer: SimulatedViewer;
  joinedAt: number;
  leaveAt: number;
}

export interface AudienceStep {
  joined: SimulatedMember[];
  left: SimulatedMember[];
}

interface Room {
  members: SimulatedMember[];
  nextRefreshAt: number;
}

/** A whole number in [min, max], from `random` in [0, 1). */
export const drawBetween = (random: () => number, min: number, max: number): number =>
  min + Math.min(max - min, Math.floor(random() * (max - min + 1)));

export function createSimulatedAudiences(deps: {
  pool: readonly SimulatedViewer[];
  random: () => number;
}) {
  const { pool, random } = deps;
  const rooms = new Map<number, Room>();

  function fill(room: Room, target: number, at: number, joined: SimulatedMember[]): void {
    const taken = new Set(room.members.map((m) => m.viewer.id));
    const free = pool.filter((v) => !taken.has(v.id));
    while (room.members.length < target && free.length > 0) {
      const [viewer] = free.splice(drawBetween(random, 0, free.length - 1), 1) as [SimulatedViewer];
      const m = {
        viewer,
        joinedAt: at,
        leaveAt: at + drawBetween(random, SIM_AUDIENCE_STAY_MIN_MS, SIM_AUDIENCE_STAY_MAX_MS),
      };
      room.members.push(m);
      joined.push(m);
    }
  }
  const nextRefresh = (at: number) =>
    at + drawBetween(random, SIM_AUDIENCE_REFRESH_MIN_MS, SIM_AUDIENCE_REFRESH_MAX_MS);

  return {
    /** A live opened: its first simulated viewers arrive. */
    open(liveId: number, at: number): SimulatedMember[] {
      const room: Room = { members: [], nextRefreshAt: nextRefresh(at) };
      rooms.set(liveId, room);
      const joined: SimulatedMember[] = [];
      fill(room, drawBetween(random, SIM_AUDIENCE_MIN, SIM_AUDIENCE_MAX), at, joined);
      return joined;
    },
    /** The live ended: its simulated viewers are gone with it. */
    close(liveId: number): void {
      rooms.delete(liveId);
    },
    /** Who leaves and who arrives at `at`. */
    step(liveId: number, at: number): AudienceStep {
      const room = rooms.get(liveId);
      const out: AudienceStep = { joined: [], left: [] };
      if (!room) return out;
      out.left = room.members.filter((m) => m.leaveAt <= at);
      room.members = room.members.filter((m) => m.leaveAt > at);
      if (at >= room.nextRefreshAt) {
        room.nextRefreshAt = nextRefresh(at);
        fill(room, drawBetween(random, SIM_AUDIENCE_MIN, SIM_AUDIENCE_MAX), at, out.joined);
      } else if (room.members.length < SIM_AUDIENCE_MIN)
        fill(room, SIM_AUDIENCE_MIN, at, out.joined);
      return out;
    },
    /** The room's simulated viewers now, the latest arrival first. */
    members(liveId: number): SimulatedMember[] {
      return [...(rooms.get(liveId)?.members ?? [])].sort((a, b) => b.joinedAt - a.joinedAt);
    },
    rooms: (): number[] => [...rooms.keys()],
  };
}
export type SimulatedAudiences = ReturnType<typeof createSimulatedAudiences>;
