/**
 * The backend's wiring, in one place (backend README "Module shape"): every service is built
 * once, at start-up, from the services it depends on, in that order; then the reactions between
 * modules (who listens to whom) and the server's timers. Route modules get the finished
 * `Services` and only translate HTTP; nothing is set on a service after this.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db';
import { openDatabase } from './db';
import { createAccounts, type Accounts } from './modules/accounts/service';
import { createActivities, deleteActivityData, type Activities } from './modules/activities';
import { relationOf } from './modules/accounts/view';
import { createAccountDeletion, type AccountDeletion } from './modules/account-deletion/registry';
import { createAuthService, type AuthService } from './modules/auth/service';
import { pushCallFriendPrompts } from './modules/call/friends';
import { callMediaOf, type CallAgora } from './modules/call/media';
import { callRoomResolver, followCallRooms } from './modules/call/membership';
import { callRecordMessage, wantsRecord } from './modules/call/record';
import { createCallService, type CallService } from './modules/call/service';
import { createCallStore } from './modules/call/store';
import { callUserInfo } from './modules/call/view';
import { deleteCallData } from './modules/call/cleanup';
import { deleteChatData } from './modules/chat';
import { createRelations } from './modules/chat/relations';
import { createChatService, type ChatService } from './modules/chat/service';
import {
  phraseBookTranslator,
  withCannedTranslations,
  type CannedTranslations,
  type Translator,
} from './modules/chat/translate';
import { createHostSchedule, type HostSchedule } from './modules/hosts/schedule';
import { createHostLists, type HostLists } from './modules/hosts/service';
import { createLedger, type Ledger } from './modules/ledger';
import { deleteLiveData } from './modules/live/cleanup';
import { LIVE_ROOM_CLOCK_MS } from './modules/live/constants';
import { liveMediaOf } from './modules/live/media';
import { DEFAULT_LIVE_PLAN } from './modules/live/schedule';
import { createLiveService, type LiveOptions, type LiveService } from './modules/live/service';
import { createMatchPairs } from './modules/match/pairs';
import { createMatchService, type MatchService } from './modules/match/service';
import { createProfileService, type ProfileService } from './modules/profile/service';
import { createShop, type Shop } from './modules/shop/service';
import { deleteShopData } from './modules/shop/deletion';
import type { UserRow } from './modules/accounts/service';
import { OutboxSender, type MessageSender } from './modules/outbox';
import { countryCodeOf } from './modules/catalog/country';
import { createConsent, type Consent } from './modules/consent';
import { createRewards, deleteRewardData, type Rewards } from './modules/rewards';
import {
  createWebPush,
  incomingCallNotice,
  loadOrCreateVapidKeys,
  messageNotice,
  outboxPushDelivery,
  pushServiceDelivery,
  type PushServiceOptions,
  type WebPush,
} from './modules/webpush';
import {
  createRealtime,
  RTM_PATH,
  trackLastSeen,
  type Gateway,
  type RtmTokenIssuer,
} from './realtime';
import { createNonceStore, type NonceStore } from './security/nonces';
import { loadOrCreateKeyPair, type KeyPair } from './security/keys';
import { seedIfNeeded } from './seed/seed';
import { LIVE_TOURIST_VIEW_LIMIT_MS, USER_STATUS } from './sdk';

// ---- the server's timers ----
/** The call clock: ring and start timeouts, minute charges, vanished parties; the matching queue. */
const CALL_CLOCK_MS = 1_000;
/** The seeded hosts' scheduled statuses (they change on the clock hour; a call changes them at once). */
const HOST_SCHEDULE_MS = 30_000;
/** Users offline this long are forgotten by the call clock's leave timers (no room waits on them). */
const FORGET_OFFLINE_MS = 60 * 60_000;

/** Everything a route module may use. Built once per app; modules get it explicitly. */
export interface Services {
  db: DB;
  now: () => number;
  keys: KeyPair;
  accounts: Accounts;
  /** Delete account: modules register what to delete (src/modules/account-deletion). */
  accountDeletion: AccountDeletion;
  ledger: Ledger;
  /** Sign-in: identities, codes and tickets, password guard (src/modules/auth). */
  auth: AuthService;
  nonces: NonceStore;
  /** Coin shop, orders, payments, refunds (src/modules/shop); providers register in shop.gateway. */
  shop: Shop;
  /** Where SMS / e-mail / push go. OutboxSender locally; a real provider implements MessageSender. */
  sender: MessageSender;
  outbox: OutboxSender;
  seeded: boolean;
  /** The realtime gateway (src/realtime): pushes, presence, channel access (`realtime.channels`). */
  realtime: Gateway;
  /** Realtime tokens (GET /facade/api/rtm/genToken; the seeded hosts' agents). */
  rtmTokens: RtmTokenIssuer;
  /** Chat, friends, gifts, uploads (src/modules/chat): storeAndPush, relations, uploads. */
  chat: ChatService;
  /** One-to-one calls (src/modules/call): rooms, billing, reports, snapshots. */
  calls: CallService;
  /** Random matching (src/modules/match). */
  matches: MatchService;
  /** The seeded hosts' statuses on their schedule, and how they behave when called (test API). */
  hostSchedule: HostSchedule;
  /** Host lists, cards, the wall and likes (src/modules/hosts). */
  hostLists: HostLists;
  /** Profile editing (src/modules/profile): what the edit page reads, the rules of a change. */
  profile: ProfileService;
  /** Live studios (src/modules/live): lives, viewers, live chat, gifts and follows, the lists. */
  live: LiveService;
  /** Tasks (missions), the daily check-in, the activity entries (src/modules/activities). */
  activities: Activities;
  /** Web push (src/modules/webpush): the VAPID key, subscriptions, device notifications. */
  webPush: WebPush;
  /** The web-app install and push rewards (src/modules/rewards). */
  rewards: Rewards;
  /** The consent record and whether EU rules apply (src/modules/consent). */
  consent: Consent;
  /** With the test API only: answers the chat's translator gives (/dev/api/chat/translations). */
  cannedTranslations?: CannedTranslations;
  /** Stops the timers and the listeners, then closes the database (the app's onClose). */
  close(): void;
}

export interface ServiceOptions {
  /** Folder for app.db and keys/. */
  dataDir: string;
  now: () => number;
  /** A real SMS/e-mail/push provider; defaults to the local outbox. */
  sender?: MessageSender;
  /** The chat's translation service; defaults to the offline phrase book. */
  translator?: Translator;
  /** The test API is on: the translator takes canned answers. */
  allowTestApi?: boolean;
  /** Agora for call media (a per-room RTC token for each party); default the local provider. */
  agora?: CallAgora;
  /** Lives: the seeded hosts' plan, the random source, Agora, whether the room clock runs. */
  live?: LiveOptions;
  /** The backend's own origin: pictures in pushes, which no request carries. */
  publicOrigin(): string;
  /** VAPID `sub` claim (mailto: or https:), env VAPID_SUBJECT; a placeholder by default. */
  vapidSubject?: string;
  /** Send pushes to the push services (WEB_PUSH_SEND=1); default: the outbox stand-in. */
  pushService?: PushServiceOptions;
  log: FastifyBaseLogger;
}

/** The VAPID contact when none is configured (push services want one; this machine reaches none). */
const DEFAULT_VAPID_SUBJECT = 'mailto:push@example.invalid';

export function createServices(o: ServiceOptions): Services {
  const { now, log, publicOrigin } = o;
  const db = openDatabase(o.dataDir);
  const keys = loadOrCreateKeyPair(o.dataDir);
  const accounts = createAccounts(db, now);
  const ledger = createLedger(db, now);
  const outbox = new OutboxSender(db, now);
  const seeded = seedIfNeeded(db, accounts, ledger);
  const sender = o.sender ?? outbox;
  // Each module's part of "delete account" (src/modules/account-deletion), in one transaction.
  const accountDeletion = createAccountDeletion(db, now);
  accountDeletion.register('chat', (d, userId) => void deleteChatData(d, userId));
  accountDeletion.register('shop', (d, userId) => void deleteShopData(d, userId));
  accountDeletion.register('live', (d, userId) => void deleteLiveData(d, userId));
  accountDeletion.register('activities', (d, userId) => void deleteActivityData(d, userId));
  // Call rooms, reports, snapshots, likes and match pairs reference the user row.
  accountDeletion.register('call', (d, userId) => deleteCallData(d, userId));
  accountDeletion.register('rewards', (d, userId) => deleteRewardData(d, userId));
  const auth = createAuthService(db, accounts, sender, now);

  // Friends and blocks: the gateway refuses peer frames across a block; calls, matching and the
  // chat read them.
  const relations = createRelations(db);
  const isBlocked = (a: number, b: number) =>
    relations.hasBlocked(a, b) || relations.hasBlocked(b, a);
  // Web push: no push service is reachable here, so by default each push request lands in the
  // outbox (channel 'push', the local stand-in); a deployment posts it to the push services.
  const webPush: WebPush = createWebPush({
    db,
    now,
    vapid: loadOrCreateVapidKeys(o.dataDir),
    subject: o.vapidSubject ?? DEFAULT_VAPID_SUBJECT,
    deliver: o.pushService
      ? pushServiceDelivery({
          ...o.pushService,
          forget: (endpoint) => void webPush.forget(endpoint),
        })
      : outboxPushDelivery(outbox),
    log: (msg, err) => log.warn({ err }, `[webpush] ${msg}`),
  });
  const rewards = createRewards({
    db,
    now,
    accounts,
    ledger,
    hasPushSubscription: webPush.hasSubscription,
    pushSupported: true,
    webappImage: () => `${publicOrigin()}/assets/popup/install.svg`,
  });
  const consent = createConsent({
    db,
    now,
    accountCountry: (userId) => countryCodeOf(db, accounts.getUser(userId)?.country_id),
  });

  const callStore = createCallStore(db);
  const { gateway, tokens, visitors } = createRealtime({
    keys,
    now,
    accounts,
    hasBlocked: relations.hasBlocked,
    resolveRoom: callRoomResolver(callStore),
    log: (message, err) => log.error({ err }, `[realtime] ${message}`),
  });
  const lastSeen = trackLastSeen(gateway, now);

  const hostSchedule = createHostSchedule({
    db,
    now,
    inCall: (id) => callStore.openOf(id).length > 0,
  });
  const matchPairs = createMatchPairs(db, now);
  const relation = (viewer: number, target: number) => relationOf(db, viewer, target);
  const calls = createCallService({
    db,
    ledger,
    accounts,
    now,
    store: callStore,
    matches: matchPairs,
    publicOrigin,
    push: (userId, env) => void gateway.pushToUser(userId, env),
    isOnline: (userId) => gateway.isOnline(userId),
    offlineSince: lastSeen.offlineSince,
    relations: { relation, isBlocked },
    hostAvailability: (h) => {
      const st = hostSchedule.statusOf(h.id);
      return st === USER_STATUS.online ? 'online' : st === USER_STATUS.busy ? 'busy' : 'offline';
    },
    media: callMediaOf(o.agora),
    log: (msg, err) => log.warn({ err }, `[call] ${msg}`),
  });

  // The test API can give the translator canned answers (a real service's output, markup and all).
  const translator = o.translator ?? phraseBookTranslator;
  const canned = o.allowTestApi ? withCannedTranslations(translator) : null;
  const chat = createChatService({
    db,
    now,
    accounts,
    ledger,
    relations,
    publicOrigin,
    push: (userId, envelope) => void gateway.pushToUser(userId, envelope),
    // Chat in a call (im/v1/send messageType 4 with flag = the room number).
    inLiveCall: (roomNum, a, b) => calls.inLiveCall(roomNum, a, b),
    translator: canned?.translator ?? translator,
    notifyDevice: (receiverId, m) => void webPush.notify(receiverId, messageNotice(m)),
    log: (msg, detail) => log.warn({ detail }, `[chat] ${msg}`),
  });

  // ---- reactions between modules ----
  const stops = [
    lastSeen.stop,
    // The room's two parties (only they) may join its media channel while it is open.
    followCallRooms(gateway.channels, calls),
    // A seeded host's status follows its calls at once (busy in a room, its schedule after).
    calls.onRoom((e) => {
      if ((e.type === 'invited' || e.type === 'ended') && e.room.server_call === 1)
        hostSchedule.apply();
    }),
    // The call record of every ended call, in the chat (spec 2 §4 rule 11).
    calls.onRoom((e) => {
      if (e.type === 'ended' && wantsRecord(e.room))
        chat.storeCallRecord(callRecordMessage(e.room));
    }),
    // An incoming call on the callee's devices (web push; the ring itself comes over the socket).
    calls.onRoom((e) => {
      if (e.type !== 'invited') return;
      const caller = accounts.getUser(e.room.caller_id);
      webPush.notify(
        e.room.callee_id,
        incomingCallNotice({
          callerId: e.room.caller_id,
          callerName: caller?.user_name ?? '',
          roomNum: e.room.room_num,
        }),
      );
    }),
    // A friend request made or accepted in a call: the in-call prompts (spec 2 §4).
    pushCallFriendPrompts({ calls, chat, now }),
    // Online reminders (spec 2 §3): a user's first socket opened.
    gateway.onPresence((userId, online) => {
      const id = Number(userId);
      if (online && Number.isSafeInteger(id)) chat.friendList.cameOnline(id);
    }),
  ];

  const matchHosts = db.prepare(
    'SELECT * FROM users WHERE simulated = 1 AND is_host = 1 ORDER BY id',
  );
  const matches = createMatchService({
    db,
    accounts,
    calls,
    pairs: matchPairs,
    friends: chat.friends,
    now,
    isOnline: (id) => gateway.isOnline(id),
    isBlocked,
    availableHosts: () =>
      (matchHosts.all() as UserRow[]).filter(
        (h) => hostSchedule.statusOf(h.id) === USER_STATUS.online && !calls.openRoomOf(h.id),
      ),
    matchHosts: () => matchHosts.all() as UserRow[],
    priceOf: calls.priceOf,
    balanceOf: (id) => ledger.snapshot(id) ?? { goldNum: 0, balanceSeq: 0 },
    // The match partner as the viewer sees them, as in the call's own views.
    userInfo: (u, viewerId, origin) => callUserInfo(u, relation(viewerId, u.id), origin),
  });

  const liveOptions = o.live ?? {};
  const liveAgora = liveOptions.agora ?? o.agora;
  const live = createLiveService({
    db,
    ledger,
    getUser: (id) => accounts.getUser(id),
    // Following a live's host is the chat's add friend (the fee once; seeded hosts accept).
    addFriend: (owner, friendUserId, how) => chat.friends.add(owner, friendUserId, how),
    relation,
    isBlocked,
    push: {
      toUser: (userId, envelope) => void gateway.pushToUser(userId, envelope),
      toChannel: (channel, envelope) => void gateway.pushToChannel(channel, envelope),
    },
    channels: gateway.channels,
    // Tourists and guests read the live on the gateway under a visitor id (src/realtime/visitors.ts).
    visitors: {
      principalOf: visitors.principalOf,
      genToken: (touristId, channel) => visitors.genToken(touristId, channel, RTM_PATH),
    },
    touristViewLimitMs: liveOptions.touristViewLimitMs ?? LIVE_TOURIST_VIEW_LIMIT_MS,
    media: liveMediaOf(liveAgora),
    mediaProvider: liveAgora ? 'agora' : 'local',
    publicOrigin,
    now,
    random: liveOptions.random ?? Math.random,
    plan: liveOptions.plan ?? DEFAULT_LIVE_PLAN,
    log: (msg, err) => log.warn({ err }, `[live] ${msg}`),
  });

  // ---- the server's timers ----
  hostSchedule.apply();
  const callClock = setInterval(() => {
    calls.sweep();
    matches.sweep();
  }, CALL_CLOCK_MS);
  const hostScheduleClock = setInterval(() => {
    hostSchedule.apply();
    lastSeen.forgetOlderThan(FORGET_OFFLINE_MS);
  }, HOST_SCHEDULE_MS);
  callClock.unref();
  hostScheduleClock.unref();
  // Lives that were on before a restart open again; then the plan catches up with the clock.
  live.restore();
  live.applySchedule();
  // The live room clock: each step on its own timer, so one failing step stops none of the others.
  const liveStep = (what: string, step: () => void) => {
    const timer = setInterval(() => {
      try {
        step();
      } catch (err) {
        log.error({ err }, `[live] ${what} failed`);
      }
    }, LIVE_ROOM_CLOCK_MS);
    timer.unref();
    return timer;
  };
  const liveClocks =
    liveOptions.roomClock === false
      ? null
      : {
          schedule: liveStep('schedule', () => live.applySchedule()),
          heartbeatSweep: liveStep('heartbeat sweep', () => {
            live.dropStaleViewers();
            live.forgetQuietChatters();
          }),
          simulatedAudiences: liveStep('simulated audiences', () => live.stepSimulatedAudiences()),
          liveInfo: liveStep('liveInfo messages', () => live.flushLiveInfo()),
        };

  return {
    db,
    now,
    keys,
    accounts,
    accountDeletion,
    ledger,
    auth,
    nonces: createNonceStore(db),
    shop: createShop(db, ledger, now),
    sender,
    outbox,
    seeded,
    realtime: gateway,
    rtmTokens: tokens,
    chat,
    calls,
    matches,
    hostSchedule,
    hostLists: createHostLists({ db, now, accounts }),
    profile: createProfileService({
      db,
      now,
      accounts,
      uploads: chat.uploads,
      authStore: auth.store,
    }),
    live,
    activities: createActivities({ db, ledger, now }),
    webPush,
    rewards,
    consent,
    ...(canned ? { cannedTranslations: canned.answers } : {}),
    close() {
      clearInterval(callClock);
      clearInterval(hostScheduleClock);
      for (const timer of Object.values(liveClocks ?? {})) clearInterval(timer);
      for (const stop of stops) stop();
      db.close();
    },
  };
}
