/**
 * Seeded hosts' media peers (agent.ts, peer.ts, clips.ts): one agent per ringing room whose
 * callee is a seeded host, started when the room is invited and stopped when it ends. Needs the
 * backend listening (the agent connects to the gateway over a real socket); with no address
 * (app.inject-only tests) the host simply does not answer.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { CallService } from '../call/service';
import type { HostSchedule } from '../hosts/schedule';
import { RoomAgent } from './agent';

export function attachHostAgents(app: FastifyInstance, calls: CallService, schedule: HostSchedule) {
  const agents = new Map<string, RoomAgent>();
  const wsUrl = (): string | null => {
    const a = app.server.address() as AddressInfo | string | null;
    if (!a || typeof a === 'string') return null;
    const host = a.family === 'IPv6' ? `[${a.address === '::' ? '::1' : a.address}]` : a.address === '0.0.0.0' ? '127.0.0.1' : a.address;
    return `ws://${host}:${a.port}/rtm`;
  };
  const off = calls.onRoom((e) => {
    const room = e.room;
    if (room.server_call !== 1) return;
    if (e.type === 'invited') {
      const url = wsUrl();
      if (!url) return;
      const agent = new RoomAgent(room, {
        calls,
        wsUrl: url,
        token: app.rtmTokens.issue(String(room.callee_id)).token,
        behaviour: schedule.behaviour(room.callee_id),
        log: (msg, err) => app.log.warn({ err }, `[host] ${msg}`),
      });
      agents.set(room.room_num, agent);
      agent.start();
    } else if (e.type === 'ended') {
      agents.get(room.room_num)?.stop();
      agents.delete(room.room_num);
    }
  });
  app.addHook('preClose', async () => {
    off();
    for (const a of agents.values()) a.stop();
    agents.clear();
  });
  return { agents };
}
