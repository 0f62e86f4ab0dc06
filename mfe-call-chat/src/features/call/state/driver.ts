/**
 * The call layer's driver: runs the call machine's commands (API calls, media, timers,
 * storage, toasts) and turns the 1050 call messages and media events into machine events.
 * The machine itself (../engine/machine.ts) decides everything; this file only does what it says.
 */
import {
  ApiError,
  applyBalance,
  getMessaging,
  markBusy,
  onMessagingChange,
  registerCallLayer,
  type BizSource,
  type CallBiz,
  type CallRoomView,
} from 'shared-sdk';
import {
  BIZ_TYPE_CALL,
  CALL_CODE,
  CALL_EVENT,
  CALL_RING_TIMEOUT_MS,
  CALL_IN_CALL_EVENT,
  HANGUP_REASON,
} from 'shared-sdk/constants';
import {
  callApi,
  priceConfirmNeeded,
  rememberPriceConfirm,
  startCall,
  type CallCommand,
  type CallDriver,
  type CallRoom,
  type CallStore,
  type CallToast,
  type TimerName,
} from '../engine';
import { openShop, takeShopReturn } from '../../gifts/state/openShop';
import { CallMediaSession, deviceProblemOf } from './media';
import { callMessageAllowed } from './sources';

/** How long before the one retry of a lost first-frame report. */
const NOTIFY_START_RETRY_MS = 1_000;

/** The room this device is in, kept across a reload for the abnormal-call clean-up. */
export const STORED_ROOM_KEY = 'livcam.call.room';
/** spec 2 §4 rule 2: set before the device reload, so a second failure does not loop. */
export const DEVICE_RELOAD_FLAG = 'livcam.call.deviceReload';

export interface DriverDeps {
  store: CallStore;
  userId(): number | null;
  toast(key: CallToast): void;
  /** MatchPage (or its call page) is open: spec 2 §4 rule 7. */
  onMatchPage(): boolean;
  /** Phones end the call when the page is hidden (spec 2 §4 rule 10). */
  isMobile(): boolean;
  media?: CallMediaSession;
}

/** The room stored before a reload, read once (and forgotten) when the layer mounts. */
function takeStoredRoom(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORED_ROOM_KEY) ?? 'null') as {
      roomNum?: unknown;
    } | null;
    return typeof stored?.roomNum === 'string' && stored.roomNum ? stored.roomNum : null;
  } catch {
    return null;
  } finally {
    localStorage.removeItem(STORED_ROOM_KEY);
  }
}

const balanceOf = (v: Partial<CallRoomView> | null | undefined, source: string) => {
  if (v && typeof v.goldNum === 'number' && typeof v.balanceSeq === 'number')
    applyBalance({ goldNum: v.goldNum, seq: v.balanceSeq, source });
};

export function roomOfView(v: CallRoomView): CallRoom {
  return {
    roomNum: v.roomNum,
    role: v.role,
    price: v.callPrice,
    goddessLocation: v.goddessLocation,
    callLocation: v.callLocation,
    ringExpiresAt: v.ringExpiresAt,
    ...(v.matchId && { matchId: v.matchId }),
  };
}

/** What each machine timer dispatches when it fires. */
const TIMER_EVENTS = {
  ring: { type: 'ringTimeout' },
  leave: { type: 'leaveTimeout' },
  friendNote: { type: 'friendNoteTimeout' },
  roomCheck: { type: 'roomCheckTimeout' },
  endedShown: { type: 'endedTimeout' },
} as const satisfies Record<TimerName, { type: string }>;

export function createCallDriver(deps: DriverDeps) {
  const { store } = deps;
  const media = deps.media ?? new CallMediaSession();
  const timers = new Map<TimerName, ReturnType<typeof setTimeout>>();
  /** Room answers by room number (the media credentials come from there). */
  const views = new Map<string, Promise<CallRoomView | null>>();
  const log = (what: string) => (e: unknown) => console.warn(`[call] ${what} failed`, e);
  const codeOf = (e: unknown) =>
    e instanceof ApiError ? { code: e.code, data: e.data as never } : {};

  const clearTimer = (name: TimerName) => {
    const t = timers.get(name);
    if (t) clearTimeout(t);
    timers.delete(name);
  };
  /** The online status busy held by this call (markBusy's release), or null. */
  let busy: (() => void) | null = null;

  function run(c: CallCommand, s: CallStore): void {
    switch (c.type) {
      case 'checkDevices':
        media.acquire().then(
          () => {
            sessionStorage.removeItem(DEVICE_RELOAD_FLAG);
            s.dispatch({ type: 'devicesOk' });
          },
          (e) => s.dispatch({ type: 'devicesDenied', problem: deviceProblemOf(e) }),
        );
        return;
      case 'reloadForDevices':
        void media.leave();
        if (sessionStorage.getItem(DEVICE_RELOAD_FLAG)) return; // reloaded once already
        sessionStorage.setItem(DEVICE_RELOAD_FLAG, '1');
        window.location.reload();
        return;
      case 'fetchPrice':
        callApi.getPriceAndCurrentCoinAndUserInfo(c.request.target.id, c.request.callLocation).then(
          (p) => {
            balanceOf(p, 'call-price');
            s.dispatch({
              type: 'priceLoaded',
              price: p.price,
              currentCoin: p.currentCoin,
              free: p.free,
              confirmNeeded: priceConfirmNeeded(c.request.callLocation),
            });
          },
          (e) => s.dispatch({ type: 'failed', ...codeOf(e) }),
        );
        return;
      case 'rememberConfirm':
        rememberPriceConfirm(c.callLocation);
        return;
      case 'launch': {
        const p = callApi.launch({
          calleeUserId: c.request.target.id,
          callLocation: c.request.callLocation,
          ...(c.request.matchId && { matchId: c.request.matchId }),
        });
        p.then(
          (v) => {
            views.set(v.roomNum, Promise.resolve(v));
            balanceOf(v, 'call-launch');
            s.dispatch({ type: 'launched', room: roomOfView(v) });
          },
          (e) => s.dispatch({ type: 'failed', ...codeOf(e) }),
        );
        return;
      }
      case 'answer': {
        const p = callApi.answer(c.roomNum).then(
          (v) => v,
          (e) => {
            log('answer')(e);
            s.dispatch({ type: 'failed', ...codeOf(e) });
            return null;
          },
        );
        views.set(c.roomNum, p);
        return;
      }
      case 'cancel':
        callApi.cancel(c.roomNum).catch(log('cancel'));
        return;
      case 'refuse':
        callApi.refuse(c.roomNum, c.busy).catch(log('refuse'));
        return;
      case 'timeout':
        callApi.timeout(c.roomNum).catch(log('timeout'));
        return;
      case 'hangup':
        callApi.hangup(c.roomNum).then((v) => balanceOf(v, 'call-end'), log('hangup'));
        return;
      case 'notifyStartCall': {
        // The payer's report starts a call between two people: one retry if the request is lost
        // (the server ends a room whose caller never confirms a frame).
        const send = () =>
          callApi.notifyStartCall(c.roomNum).then((v) => balanceOf(v, 'call-minute'));
        send().catch((e) => {
          if (e instanceof ApiError && e.code === CALL_CODE.badRoomAction)
            return log('notifyStartCall')(e);
          setTimeout(() => void send().catch(log('notifyStartCall')), NOTIFY_START_RETRY_MS);
        });
        return;
      }
      case 'checkRoom':
        callApi.room(c.roomNum).then(
          (v) =>
            s.dispatch({
              type: 'roomChecked',
              roomNum: v.roomNum,
              state: v.state,
              hangupReason: v.hangupReason,
              byMe: v.hangupUserId === deps.userId(),
              videoTime: v.videoTime,
            }),
          log('room check'),
        );
        return;
      case 'joinMedia':
        void joinMedia(c.roomNum, s);
        return;
      case 'leaveMedia':
        void media.leave();
        return;
      case 'muteMedia':
        media.mute(c.kind, c.muted);
        return;
      case 'markBusy':
        if (c.busy) busy ??= markBusy('call');
        else {
          busy?.();
          busy = null;
        }
        return;
      case 'ringBellStatus':
        callApi.ringBellStatus(c.status, c.roomNum).catch(() => undefined);
        return;
      case 'cleanAbnormal':
        callApi.cleanAbnormal(c.roomNum).catch(() => undefined);
        return;
      case 'storeRoom':
        localStorage.setItem(STORED_ROOM_KEY, JSON.stringify({ roomNum: c.roomNum, role: c.role }));
        return;
      case 'clearRoom':
        localStorage.removeItem(STORED_ROOM_KEY);
        // The camera preview of a call that never connected is stopped too.
        void media.leave();
        return;
      case 'applyBalance':
        applyBalance({ goldNum: c.goldNum, seq: c.balanceSeq, source: 'call-minute' });
        return;
      case 'refreshBalance':
        callApi.balance().then((b) => balanceOf(b, 'call-end'), log('balance'));
        return;
      case 'openCoinPage':
        void media.leave();
        openShop(takeShopReturn());
        return;
      case 'startTimer': {
        clearTimer(c.name);
        const ms = c.ms ?? Math.max(0, (c.at ?? Date.now()) - Date.now());
        const event = TIMER_EVENTS[c.name];
        timers.set(
          c.name,
          setTimeout(() => {
            timers.delete(c.name);
            s.dispatch(event);
          }, ms),
        );
        return;
      }
      case 'clearTimer':
        clearTimer(c.name);
        return;
      case 'toast':
        deps.toast(c.key);
        return;
      case 'acceptFriend':
        // The server answers with the add-friend state times 2 (the success note) to both sides.
        callApi.autoAddFriend({ hostId: c.hostId, flag: c.roomNum }).catch((e) => {
          log('autoAddFriend')(e);
          s.dispatch({ type: 'acceptFriendFailed' });
        });
        return;
    }
  }

  async function joinMedia(roomNum: string, s: CallStore): Promise<void> {
    const m = getMessaging();
    if (!m) return s.dispatch({ type: 'failed' });
    try {
      const view = await (views.get(roomNum) ?? Promise.resolve(null));
      if (s.getState().room?.roomNum !== roomNum) return;
      await media.join(roomNum, view?.media ?? null, m, {
        firstFrame: () => s.dispatch({ type: 'firstFrame', at: Date.now() }),
        remoteLeft: () => s.dispatch({ type: 'remoteLeft' }),
        remoteBack: () => s.dispatch({ type: 'remoteBack' }),
      });
      callApi.notifyJoinCall(roomNum).catch(log('notifyJoinCall'));
    } catch (e) {
      const name = (e as { name?: string }).name ?? '';
      if (/NotAllowed|NotFound|NotReadable|Security|Overconstrained|NotSupported/.test(name))
        s.dispatch({ type: 'devicesDenied', problem: deviceProblemOf(e) });
      else {
        log('media join')(e);
        s.dispatch({ type: 'failed' });
      }
    }
  }

  /**
   * 1050 messages → machine events. Each action is taken only from the senders sources.ts
   * allows (the server's pushes for all but the face and blur message, which comes from the
   * other party; the machine checks who that is).
   */
  function onCallBiz(b: CallBiz, source: BizSource): void {
    const me = deps.userId();
    if (!me || !b.roomNum || !callMessageAllowed(b.action, source)) return;
    const from = source.kind === 'push' ? undefined : source.from;
    const roomNum = String(b.roomNum);
    switch (b.action) {
      case CALL_EVENT.invitation: {
        const role = b.callerUserId === me ? 'caller' : 'callee';
        const info = b.remoteUserInfo;
        store.dispatch({
          type: 'invitation',
          room: {
            roomNum,
            role,
            price: b.callPrice ?? b.pricePerMinute ?? 0,
            goddessLocation: b.goddessLocation ?? 0,
            callLocation: b.callLocation ?? 0,
            ringExpiresAt: b.expire ?? Date.now() + CALL_RING_TIMEOUT_MS,
            ...(b.matchId && { matchId: b.matchId }),
          },
          peer: info
            ? { ...info }
            : { id: role === 'caller' ? (b.calleeUserId ?? 0) : (b.callerUserId ?? 0) },
          now: Date.now(),
          onMatchPage: deps.onMatchPage(),
        });
        return;
      }
      case CALL_EVENT.callerCancelled:
        return store.dispatch({ type: 'remoteCancelled', roomNum });
      case CALL_EVENT.connected:
        return store.dispatch({ type: 'remoteAnswered', roomNum });
      case CALL_EVENT.declined:
        return store.dispatch({
          type: 'remoteRefused',
          roomNum,
          busy: b.hangupReason === HANGUP_REASON.busy,
        });
      case CALL_EVENT.timeout:
        return store.dispatch({ type: 'remoteTimeout', roomNum });
      case CALL_EVENT.hungUp:
        return store.dispatch({
          type: 'remoteEnded',
          roomNum,
          hangupReason: b.hangupReason,
          byMe: b.hangupUserId === me,
          videoTime: b.videoTime,
        });
      case CALL_IN_CALL_EVENT.faceCheck: {
        const sender = Number(from);
        if (!from || !Number.isSafeInteger(sender) || typeof b.blur !== 'boolean') return;
        return store.dispatch({
          type: 'faceChecked',
          roomNum,
          from: sender,
          face: typeof b.face === 'boolean' ? b.face : null,
          blur: b.blur,
        });
      }
      case CALL_IN_CALL_EVENT.addFriend:
        if (typeof b.friendId !== 'number' || typeof b.times !== 'number') return;
        return store.dispatch({
          type: 'addFriendState',
          roomNum,
          friendId: b.friendId,
          kind: String(b.type ?? ''),
          times: b.times,
        });
      case CALL_EVENT.coinsDeducted:
        if (typeof b.goldNum !== 'number' || typeof b.balanceSeq !== 'number') return;
        return store.dispatch({
          type: 'coins',
          roomNum,
          goldNum: b.goldNum,
          balanceSeq: b.balanceSeq,
          isGoldEnough: b.isGoldEnough !== false,
          videoTime: b.videoTime,
        });
    }
  }

  /**
   * Installs the driver, the SDK's way in (`requestCall` lands in this store), the message
   * listener and the page's events; the machine decides what each one does.
   */
  function attach(): () => void {
    const offDriver = store.setDriver({ run } satisfies CallDriver);
    const offLayer = registerCallLayer((request) => startCall(store, request));
    store.dispatch({ type: 'layerMounted', storedRoom: takeStoredRoom() });

    let offBiz = () => {};
    const listen = () => {
      offBiz();
      offBiz =
        getMessaging()?.on('biz', ({ envelope, source }) => {
          if (envelope.bizType === BIZ_TYPE_CALL) onCallBiz(envelope as CallBiz, source);
        }) ?? (() => {});
    };
    listen();
    const offSwap = onMessagingChange(listen);

    const onHidden = () => {
      if (document.visibilityState === 'hidden')
        store.dispatch({ type: 'pageHidden', mobile: deps.isMobile() });
    };
    document.addEventListener('visibilitychange', onHidden);
    const onUnload = () => store.dispatch({ type: 'pageUnload' });
    window.addEventListener('pagehide', onUnload);

    return () => {
      offLayer();
      offDriver();
      offBiz();
      offSwap();
      busy?.();
      busy = null;
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onUnload);
      for (const name of [...timers.keys()]) clearTimer(name);
      void media.leave();
    };
  }

  return { attach, media, run, onCallBiz };
}
