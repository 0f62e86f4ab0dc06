/**
 * Who may join and publish on a realtime channel. One module, one rule set; the
 * gateway asks it on every `sub`, `pub` and `signal`, and kicks subscribers when a grant ends.
 * Rules (README.md "Channel access"):
 *
 * | channel                                   | subscribe                  | publish        |
 * | ----------------------------------------- | -------------------------- | -------------- |
 * | `inbox:<userId>` (the user's own inbox)    | that user                  | nobody (server pushes only, `pushToChannel`) |
 * | `<roomId>`, `rtc:<roomId>` of a call room  | its two parties            | its two parties |
 * | `<roomId>`, `rtc:<roomId>` of a live       | host; audience (any signed-in user, or only granted viewers); granted visitors | host only |
 * | `connection-check:<a>:<b>` (and `rtc:…`)   | users a and b              | users a and b  |
 * | anything else                              | nobody                     | nobody         |
 *
 * Rooms are registered by the service that owns them (calls: `openCallRoom` when a call is
 * set up, `closeCallRoom` when it ends; lives: `openLive` / `closeLive`, `grantViewer` for a
 * viewer the live service admitted, `releaseViewer` when they leave, `revokeViewer` for a kick).
 * The live service opens its lives with `audience: 'granted'`: only the viewers it admitted
 * (joinLiveStudio) read the live channel, the host alone publishes, nobody else gets in
 * (src/modules/live/README.md "Channel"). A room id is what
 * the client passes to `media.join(id)` (its signalling channel is `rtc:<id>`) and may also be
 * used as a messaging channel. Room ids: 1-96 of `A-Z a-z 0-9 _ . -` (no `:`, so a room can
 * never pose as one of the prefixed families). Rooms live in memory; a service that must
 * survive a restart re-opens its rooms at start or gives the policy a resolver, at start-up, it
 * asks for ids it does not know.
 *
 * Signals (WebRTC offers/answers/ICE) between two users are allowed when `maySignal` says they
 * share a room (call parties; a live's host and one of its viewers) or the gateway sees both
 * subscribed to a common channel (e.g. the connection check).
 */
import type { UserId } from './protocol';
import { isVisitorId } from './visitors';

export type Access = { subscribe: boolean; publish: boolean };
const NONE: Access = { subscribe: false, publish: false };
const READ: Access = { subscribe: true, publish: false };
const FULL: Access = { subscribe: true, publish: true };

export interface CallRoom {
  kind: 'call';
  id: string;
  parties: readonly [UserId, UserId];
}

export interface LiveRoom {
  kind: 'live';
  id: string;
  host: UserId;
  /** 'signed-in': any signed-in user may watch (spec 3 audience); 'granted': only granted viewers. */
  audience: 'signed-in' | 'granted';
  /** Viewers granted explicitly (guests with a valid shareId, or the audience of a granted live). */
  viewers: Set<UserId>;
  /** Viewers removed from this live (kick); they cannot subscribe again while it lasts. */
  removed: Set<UserId>;
}

export type Room = CallRoom | LiveRoom;

/** A room the owning service still knows (after a restart), or null. */
export type RoomResolver = (roomId: string) => Room | null;

/** Told when access ended: the gateway unsubscribes `userId` (or everyone, when null). */
export type RevokeListener = (roomId: string, userId: UserId | null) => void;

export const ROOM_ID = /^[A-Za-z0-9_.-]{1,96}$/;
const MEDIA_PREFIX = 'rtc:';

function roomIdOf(id: string | number): string {
  const s = String(id);
  if (!ROOM_ID.test(s)) throw new Error(`room id must match ${ROOM_ID}: ${JSON.stringify(s)}`);
  return s;
}

const uid = (u: string | number): UserId => String(u);

export interface ChannelPolicy {
  // ---- for the services that own rooms ----
  /** A call room: its two parties may subscribe, publish and signal each other. Replaces an open room of that id. */
  openCallRoom(roomId: string | number, parties: readonly [string | number, string | number]): void;
  /** The call ended: both parties lose access and are unsubscribed. */
  closeCallRoom(roomId: string | number): void;
  /** A live: the host publishes; the audience subscribes. */
  openLive(
    liveId: string | number,
    host: string | number,
    opts?: { audience?: LiveRoom['audience'] },
  ): void;
  closeLive(liveId: string | number): void;
  /** Read-only access for one user (a guest with a valid shareId, or a granted viewer). */
  grantViewer(liveId: string | number, userId: string | number): void;
  /** Removes a viewer (kick): unsubscribed now, refused until the live ends. */
  revokeViewer(liveId: string | number, userId: string | number): void;
  /**
   * A granted viewer's access ends without a kick (they left, or their heartbeats stopped): they
   * are unsubscribed now and may be granted again.
   */
  releaseViewer(liveId: string | number, userId: string | number): void;
  room(roomId: string): Room | null;

  // ---- for the gateway ----
  access(userId: UserId, channel: string): Access;
  /** Whether the two users share a room (call parties; a live's host and a viewer). */
  maySignal(from: UserId, to: UserId): boolean;
  onRevoke(fn: RevokeListener): () => void;
  stats(): { rooms: number };
}

/**
 * `resolve`: rooms not registered in memory are looked up there (e.g. the open calls in the
 * calls table after a restart); given once, at start-up.
 */
export function createChannelPolicy(resolve: RoomResolver | null = null): ChannelPolicy {
  const rooms = new Map<string, Room>();
  /** userId → ids of the rooms they are a party/host of (for maySignal). */
  const byUser = new Map<UserId, Set<string>>();
  const listeners = new Set<RevokeListener>();

  const index = (u: UserId, roomId: string, add: boolean) => {
    let set = byUser.get(u);
    if (add) {
      if (!set) byUser.set(u, (set = new Set()));
      set.add(roomId);
    } else if (set) {
      set.delete(roomId);
      if (set.size === 0) byUser.delete(u);
    }
  };
  const principals = (r: Room): UserId[] => (r.kind === 'call' ? [...r.parties] : [r.host]);
  const revoke = (roomId: string, userId: UserId | null) => {
    for (const fn of listeners) fn(roomId, userId);
  };
  const put = (r: Room) => {
    const old = rooms.get(r.id);
    if (old) for (const u of principals(old)) index(u, old.id, false);
    rooms.set(r.id, r);
    for (const u of principals(r)) index(u, r.id, true);
    if (old) revoke(r.id, null); // a replaced room starts from no subscriptions
  };
  const close = (roomId: string) => {
    const r = rooms.get(roomId);
    if (!r) return;
    rooms.delete(roomId);
    for (const u of principals(r)) index(u, roomId, false);
    revoke(roomId, null);
  };
  const find = (roomId: string): Room | null => {
    const r = rooms.get(roomId);
    if (r) return r;
    const found = resolve?.(roomId) ?? null;
    if (found && found.id === roomId) put(found);
    return found && found.id === roomId ? found : null;
  };
  const live = (liveId: string | number): LiveRoom | null => {
    const r = rooms.get(roomIdOf(liveId));
    return r?.kind === 'live' ? r : null;
  };

  const roomAccess = (r: Room, me: UserId): Access => {
    if (r.kind === 'call') return r.parties.includes(me) ? FULL : NONE;
    // A visitor (tourist, guest: visitors.ts) reads only a live that granted them by name.
    if (isVisitorId(me)) return r.viewers.has(me) && !r.removed.has(me) ? READ : NONE;
    if (me === r.host) return FULL;
    if (r.removed.has(me)) return NONE;
    return r.audience === 'signed-in' || r.viewers.has(me) ? READ : NONE;
  };

  return {
    openCallRoom(roomId, parties) {
      const [a, b] = [uid(parties[0]), uid(parties[1])];
      if (a === b) throw new Error('a call room needs two different parties');
      put({ kind: 'call', id: roomIdOf(roomId), parties: [a, b] });
    },
    closeCallRoom: (roomId) => close(roomIdOf(roomId)),
    openLive(liveId, host, opts = {}) {
      put({
        kind: 'live',
        id: roomIdOf(liveId),
        host: uid(host),
        audience: opts.audience ?? 'signed-in',
        viewers: new Set(),
        removed: new Set(),
      });
    },
    closeLive: (liveId) => close(roomIdOf(liveId)),
    grantViewer(liveId, userId) {
      const r = live(liveId);
      if (!r) throw new Error(`no open live ${liveId}`);
      r.removed.delete(uid(userId));
      r.viewers.add(uid(userId));
    },
    revokeViewer(liveId, userId) {
      const r = live(liveId);
      if (!r) return;
      r.viewers.delete(uid(userId));
      r.removed.add(uid(userId));
      revoke(r.id, uid(userId));
    },
    releaseViewer(liveId, userId) {
      const r = live(liveId);
      if (!r || !r.viewers.delete(uid(userId)) || r.audience !== 'granted') return;
      revoke(r.id, uid(userId));
    },
    room: (roomId) => rooms.get(roomId) ?? null,

    access(me, channel) {
      const name = channel.startsWith(MEDIA_PREFIX) ? channel.slice(MEDIA_PREFIX.length) : channel;
      if (isVisitorId(me)) {
        const r = ROOM_ID.test(name) ? find(name) : null;
        return r?.kind === 'live' ? roomAccess(r, me) : NONE;
      }
      if (name.startsWith('inbox:'))
        return channel === name && name === `inbox:${me}` ? READ : NONE;
      const check = /^connection-check:(\d{1,19}):(\d{1,19})$/.exec(name);
      if (check) return check[1] !== check[2] && (me === check[1] || me === check[2]) ? FULL : NONE;
      if (!ROOM_ID.test(name)) return NONE;
      const r = find(name);
      return r ? roomAccess(r, me) : NONE;
    },
    maySignal(from, to) {
      const mine = byUser.get(from);
      const theirs = byUser.get(to);
      // A principal of a room (party, host) and someone with access to it.
      for (const roomId of mine ?? []) {
        const r = rooms.get(roomId);
        if (r && roomAccess(r, to).subscribe) return true;
      }
      for (const roomId of theirs ?? []) {
        const r = rooms.get(roomId);
        if (r && roomAccess(r, from).subscribe) return true;
      }
      return false;
    },
    onRevoke(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    stats: () => ({ rooms: rooms.size }),
  };
}
