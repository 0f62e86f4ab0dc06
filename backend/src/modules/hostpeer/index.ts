/**
 * Seeded hosts' media peers (agent.ts, peer.ts, clips.ts): one agent per ringing room whose
 * callee is a seeded host, started when the room is invited and stopped when it ends. Needs the
 * backend listening (the agent connects to the gateway over a real socket); with no address
 * (app.inject-only tests) the host simply does not answer.
 */
import type { FastifyInstance } from 'fastify';
import { listeningHost } from '../../http/origins';
import { RTM_PATH } from '../../realtime/attach';
import type { Services } from '../../services';
import { sessionId } from '../accounts/service';
import { RoomAgent } from './agent';

/** The device the seeded hosts' agent signs in on (one login session per host, reused). */
export const HOST_AGENT_DEVICE = 'host-agent';

/**
 * A realtime token for a seeded host, bound to a live login session like any person's (the
 * gateway refuses a token with no live session behind it): the host's current session when it has one (the
 * agent's own from an earlier call, or a test signed in as the host), else a new one.
 */
export function hostRealtimeToken(s: Services, hostId: number): string {
  const row = s.db
    .prepare(
      'SELECT token FROM login_tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1',
    )
    .get(hostId, s.now()) as { token: string } | undefined;
  const login = row?.token ?? s.accounts.issueToken(hostId, HOST_AGENT_DEVICE);
  return s.rtmTokens.issue(String(hostId), { sid: sessionId(login) }).token;
}

/** The gateway's address on this app's own server (null until it listens on a port). */
export function gatewayWsUrl(app: FastifyInstance): string | null {
  const host = listeningHost(app.server);
  return host ? `ws://${host}${RTM_PATH}` : null;
}

export function attachHostAgents(app: FastifyInstance, s: Services) {
  const { calls, hostSchedule: schedule } = s;
  const agents = new Map<string, RoomAgent>();
  /** Agents stopped whose peers are still closing (awaited on shutdown). */
  const settling = new Set<Promise<void>>();
  const forget = (agent: RoomAgent) => {
    if (agents.get(agent.roomNum) === agent) agents.delete(agent.roomNum);
    const p = agent.settled().finally(() => settling.delete(p));
    settling.add(p);
  };
  // The agent's onDone (forget) takes it out of the map.
  const stop = (roomNum: string) => agents.get(roomNum)?.stop();
  const off = calls.onRoom((e) => {
    const room = e.room;
    if (room.server_call !== 1) return;
    try {
      if (e.type === 'invited') {
        const url = gatewayWsUrl(app);
        if (!url) return;
        const behaviour = schedule.takeBehaviour(room.callee_id);
        const agent = new RoomAgent(room, {
          calls,
          wsUrl: url,
          token: () => hostRealtimeToken(s, room.callee_id),
          behaviour,
          log: (msg, err) => app.log.warn({ err }, `[host] ${msg}`),
          onDone: () => forget(agent),
        });
        agents.set(room.room_num, agent);
        agent.start();
      } else if (e.type === 'ended') stop(room.room_num);
    } catch (err) {
      // A host that cannot take the call leaves it ringing (it times out); the server goes on.
      app.log.error({ err }, `[host] room ${room.room_num} ${e.type} failed`);
      if (e.type === 'invited') stop(room.room_num);
    }
  });
  app.addHook('preClose', async () => {
    off();
    for (const roomNum of [...agents.keys()]) stop(roomNum);
    await Promise.all([...settling]);
  });
  return { agents };
}
