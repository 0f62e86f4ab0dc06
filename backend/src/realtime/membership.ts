/**
 * Who is subscribed to which channel, per socket and per user: joins, leaves and the member
 * join/leave events (a user counts once however many of their sockets are subscribed).
 * Access is decided before a join, by the channel policy (channels.ts).
 */
import type { Client } from './client';
import type { UserId } from './protocol';

type MemberFrame = (channel: string, userId: UserId, event: 'join' | 'leave') => { data: string };

export class Membership {
  readonly channels = new Map<string, Set<Client>>();

  constructor(
    private readonly users: Map<UserId, Set<Client>>,
    private readonly memberFrame: MemberFrame,
  ) {}

  subscribers(channel: string): Set<Client> | undefined {
    return this.channels.get(channel);
  }

  /** Whether any socket of the user (other than `except`) is in the channel. */
  userIn(userId: UserId, channel: string, except?: Client): boolean {
    for (const c of this.users.get(userId) ?? [])
      if (c !== except && c.channels.has(channel)) return true;
    return false;
  }

  /** Both users subscribed to one channel right now (e.g. the two sides of a connection check). */
  share(a: UserId, b: UserId): boolean {
    for (const c of this.users.get(a) ?? [])
      for (const ch of c.channels) if (this.userIn(b, ch)) return true;
    return false;
  }

  /** Adds the socket; answers the channel's members (each user once). */
  join(c: Client, channel: string, members: boolean): UserId[] {
    const me = c.userId as UserId;
    const wasIn = this.userIn(me, channel);
    let subs = this.channels.get(channel);
    if (!subs) this.channels.set(channel, (subs = new Set()));
    subs.add(c);
    c.channels.add(channel);
    if (members) c.memberChannels.add(channel);
    if (!wasIn) this.event(channel, me, 'join');
    return [...new Set([...subs].map((s) => s.userId as UserId))];
  }

  leave(c: Client, channel: string): void {
    const subs = this.channels.get(channel);
    if (!subs || !subs.delete(c)) return;
    c.channels.delete(channel);
    c.memberChannels.delete(channel);
    if (subs.size === 0) this.channels.delete(channel);
    if (c.userId && !this.userIn(c.userId, channel)) this.event(channel, c.userId, 'leave');
  }

  leaveAll(c: Client): void {
    for (const ch of [...c.channels]) this.leave(c, ch);
  }

  private event(channel: string, userId: UserId, event: 'join' | 'leave'): void {
    const subs = this.channels.get(channel);
    if (!subs) return;
    const { data } = this.memberFrame(channel, userId, event);
    for (const c of subs) if (c.userId !== userId && c.memberChannels.has(channel)) c.send(data);
  }
}
