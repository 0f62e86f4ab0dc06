/**
 * Calls, random matching and host lists, wired together (one line in src/app.ts):
 * - call service (service.ts) with its HTTP paths (routes.ts) and billing (billing.ts);
 * - matching queue (../match), host lists and likes (../hosts), the seeded hosts' schedule;
 * - the server's clock: every second, ring and start timeouts, minute charges, vanished parties,
 *   matching; every 30 s the seeded hosts' scheduled statuses;
 * - the call record producer and the test API.
 * Needs the realtime gateway (app.realtime): register after attachRealtime.
 */
import type { FastifyInstance } from 'fastify';
import type { CallMedia, ChatMessage } from 'shared-sdk/node';
import type { Services } from '../../services';
import { relationOf } from '../accounts/view';
import type { UserRow } from '../accounts/service';
import { attachHostAgents } from '../hostpeer';
import { registerHostRoutes } from '../hosts/routes';
import { createHostSchedule, type HostSchedule } from '../hosts/schedule';
import { registerMatchRoutes } from '../match/routes';
import { createMatchService, type MatchService } from '../match/service';
import { registerCallTestApi } from './devapi';
import { registerCallFriends } from './friends';
import { registerCallSnapshots } from './snapshots';
import { registerCallChannels } from './membership';
import { callRecordMessage, wantsRecord } from './record';
import { registerCallRoutes } from './routes';
import { USER_STATUS, callMediaChannel } from '../../sdk';
import { createCallService, type CallService } from './service';
import { callUserInfo } from './view';

export { deleteCallData } from './cleanup';
export { callChannelRoom } from './membership';

/** Agora for call media: a per-room RTC token for each party (see README "Agora"). */
export interface CallAgora {
  appId: string;
  issueRtcToken(channel: string, uid: string): { token: string; expiresAt: number };
}

export interface CallModuleOptions {
  agora?: CallAgora;
  allowTestApi?: boolean;
  /** Seeded hosts answer with their media peer (default on; needs the backend listening). */
  hostAgents?: boolean;
  /** Where call-record messages go (the chat module's store-and-push); default: a live 1040 push. */
  deliverCallRecord?: (msg: ChatMessage) => void;
}

export interface CallModule {
  calls: CallService;
  matches: MatchService;
  schedule: HostSchedule;
  /** The seeded hosts' media agents by room (absent when hostAgents is off). */
  hostAgents?: ReturnType<typeof attachHostAgents>;
}

declare module 'fastify' {
  interface FastifyInstance {
    callModule: CallModule;
  }
}

const SWEEP_MS = 1_000;
const SCHEDULE_MS = 30_000;
const FORGET_OFFLINE_MS = 60 * 60_000;

export function registerCallModule(
  app: FastifyInstance,
  s: Services,
  opts: CallModuleOptions = {},
): CallModule {
  const { db, now, accounts, ledger } = s;
  const rt = app.realtime;
  let calls: CallService | null = null;
  const schedule = createHostSchedule({ db, now, inCall: (id) => !!calls?.openRoomOf(id) });
  const relation = (viewer: number, target: number) => relationOf(db, viewer, target);
  // Blocks either way (the chat module's blacklist): no call, no match.
  const isBlocked = (a: number, b: number) =>
    s.chat.relations.hasBlocked(a, b) || s.chat.relations.hasBlocked(b, a);

  const media = (roomNum: string, userId: number): CallMedia => {
    const channel = callMediaChannel(roomNum);
    if (!opts.agora) return { provider: 'local', channel };
    const { token, expiresAt } = opts.agora.issueRtcToken(channel, String(userId));
    return { provider: 'agora', channel, appId: opts.agora.appId, token, uid: String(userId), expiresAt };
  };

  // When each user's last realtime socket closed: the leave timer of a vanished party counts from then.
  const offline = new Map<string, number>();
  const stopPresence = rt.onPresence((userId, online) => {
    if (online) offline.delete(userId);
    else offline.set(userId, now());
  });
  calls = createCallService({
    db,
    ledger,
    accounts,
    now,
    push: (userId, env) => void rt.pushToUser(userId, env),
    isOnline: (userId) => rt.isOnline(userId),
    offlineSince: (userId) => offline.get(String(userId)),
    relations: { relation, isBlocked },
    hostAvailability: (h) => {
      const st = schedule.statusOf(h.id);
      return st === USER_STATUS.online ? 'online' : st === USER_STATUS.busy ? 'busy' : 'offline';
    },
    media,
    log: (msg, err) => app.log.warn({ err }, `[call] ${msg}`),
  });
  const service = calls;

  // The room's two parties (only they) may join its media channel while it is open.
  const stopChannels = registerCallChannels(rt.channels, service);
  // ... and chat in it (im/v1/send messageType 4 with flag = the room number).
  s.chat.setCallCheck((roomNum, a, b) => service.inLiveCall(roomNum, a, b));

  // A seeded host's status follows its calls at once (busy in a room, its schedule after).
  service.onRoom((e) => {
    if ((e.type === 'invited' || e.type === 'ended') && e.room.server_call === 1) schedule.apply();
  });

  // The call record of every ended call (spec 2 §4 rule 11): stored once in the chat (messageType
  // 10, read, messageUuid call-<room>) and pushed to both sides.
  const deliver =
    opts.deliverCallRecord ??
    ((msg: ChatMessage) => {
      const { row, duplicate } = s.chat.storeAndPush({
        messageUuid: msg.messageUuid,
        senderId: msg.senderId,
        receiverId: msg.receiverId,
        messageType: msg.messageType,
        messageTypeValue: msg.messageTypeValue,
        content: msg.content,
        markRead: true,
        extra: {
          callerUserId: msg.callerUserId,
          calleeUserId: msg.calleeUserId,
          roomNum: msg.roomNum,
          callLocation: msg.callLocation,
          videoTime: msg.videoTime,
          ...(msg.hangupReason !== undefined ? { hangupReason: msg.hangupReason } : {}),
        },
      });
      if (!duplicate) s.chat.push(msg.senderId, s.chat.envelopeOf(row));
    });
  service.onRoom((e) => {
    if (e.type === 'ended' && wantsRecord(e.room)) deliver(callRecordMessage(e.room));
  });

  // The match partner as the viewer sees them; pictures absolute, as in the call's own pushes.
  const hostInfo = (u: UserRow, viewerId: number) =>
    callUserInfo(u, relation(viewerId, u.id), service.origin());
  const matchHosts = db.prepare('SELECT * FROM users WHERE simulated = 1 AND is_host = 1 ORDER BY id');
  const matches = createMatchService({
    db,
    accounts,
    calls: service,
    now,
    isOnline: (id) => rt.isOnline(id),
    isBlocked,
    availableHosts: () =>
      (matchHosts.all() as UserRow[]).filter(
        (h) => schedule.statusOf(h.id) === USER_STATUS.online && !service.openRoomOf(h.id),
      ),
    matchHosts: () => matchHosts.all() as UserRow[],
    priceOf: service.priceOf,
    balanceOf: (id) => ledger.snapshot(id) ?? { goldNum: 0, balanceSeq: 0 },
    userInfo: hostInfo,
  });

  registerCallRoutes(app, s, service);
  registerCallFriends(app, s, service, { allowTestApi: opts.allowTestApi });
  registerCallSnapshots(app, s, service, { allowTestApi: opts.allowTestApi });
  registerMatchRoutes(app, { matches, calls: service, friends: s.chat.friends });
  registerHostRoutes(app, s);
  if (opts.allowTestApi) registerCallTestApi(app, { calls: service, matches, schedule, db });

  schedule.apply();
  const tick = setInterval(() => {
    service.sweep();
    matches.sweep();
  }, SWEEP_MS);
  const hourly = setInterval(() => {
    schedule.apply();
    // Forget users gone for long: no open room can still be waiting on them.
    for (const [id, t] of offline) if (now() - t > FORGET_OFFLINE_MS) offline.delete(id);
  }, SCHEDULE_MS);
  tick.unref();
  hourly.unref();
  app.addHook('onClose', async () => {
    clearInterval(tick);
    clearInterval(hourly);
    stopPresence();
    stopChannels();
  });

  const hostAgents = opts.hostAgents === false ? undefined : attachHostAgents(app, s, service, schedule);
  const mod = { calls: service, matches, schedule, ...(hostAgents ? { hostAgents } : {}) };
  app.decorate('callModule', mod);
  return mod;
}
