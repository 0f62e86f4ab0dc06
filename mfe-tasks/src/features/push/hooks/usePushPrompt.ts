import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  appStore,
  applyBalance,
  bottomPromptAtom,
  claimBottomPrompt,
  getLocal,
  isBusy,
  releaseBottomPrompt,
  rewardsApi,
  setLocal,
  userAtom,
  type BottomPromptHolder,
  type PushRewardInfo,
} from 'shared-sdk';
import {
  BOTTOM_PROMPT,
  PUSH_TOKEN_REFRESH_MS,
  REWARD_CODE,
  REWARD_STATUS,
  WEB_PUSH_CHECK_MS,
} from 'shared-sdk/constants';
import { useServerAnswer } from '../../common/hooks/useServerAnswer';
import { isSafari } from '../../install/state/installRules';
import { useStandalone } from '../../install/hooks/useStandalone';
import {
  PUSH_POPUP_ROUTES,
  pushLogKey,
  recordPushShow,
  showsPushPopup,
  type PushLog,
} from '../state/pushRules';
import {
  pushSupported,
  refreshPushSubscription,
  turnOnPush,
  type TurnOnResult,
} from '../state/subscribe';

export type PushPhase =
  | { kind: 'hidden' }
  | { kind: 'offer' }
  | { kind: 'working' }
  /** Turned on; `gold` coins credited, or `claimError` when they could not be. */
  | { kind: 'done'; gold: number; claimError: string | null }
  | { kind: 'error'; reason: Exclude<TurnOnResult, { kind: 'granted' }>['kind'] };

export interface PushPromptState {
  phase: PushPhase;
  /** The coins the push reward pays when it is still to claim (0: none). */
  gold: number;
  turnOn: () => Promise<void>;
  close: () => void;
}

/** Its place at the bottom of the screen: after the consent notice and the install banner. */
const PROMPT = BOTTOM_PROMPT.push;
/** Whether the bottom of the screen is free for the popup (the lowest priority: free or its own). */
const placeFree = (holder: BottomPromptHolder | null) => !holder || holder.owner === PROMPT.owner;

const permissionNow = (): NotificationPermission =>
  typeof Notification === 'undefined' ? 'denied' : Notification.permission;

/**
 * The push popup's driver (spec 3 §4 "Web push"): asks the server once (isInitNotification), then
 * checks the rules every 2 s until they hold; shows the popup (counted on the device), and on
 * "Turn on" asks the browser's permission, subscribes, stores the subscription on the server and
 * claims the reward (the server pays it only with a stored subscription, once).
 */
export function usePushPrompt(routeName: string | null | undefined): PushPromptState {
  const user = useAtomValue(userAtom);
  const userId = user?.id ?? 0;
  const safari = useMemo(() => isSafari(navigator.userAgent), []);
  const supported = useMemo(() => pushSupported(), []);
  const standalone = useStandalone();
  const [info, setInfo] = useServerAnswer<PushRewardInfo>(
    userId && !safari && supported ? rewardsApi.pushInfo : null,
  );
  const [phase, setPhase] = useState<PushPhase>({ kind: 'hidden' });
  const routeRef = useRef(routeName);
  useEffect(() => {
    routeRef.current = routeName;
  }, [routeName]);

  // Permission granted before: the browser's subscription is sent again, so the server has the
  // current one (an iPhone home-screen app only 15 s after start, spec 3 §9).
  useEffect(() => {
    if (!userId || !supported || permissionNow() !== 'granted') return;
    const iphoneApp = standalone && /iPhone|iPad/.test(navigator.userAgent);
    const timer = setTimeout(
      () => void refreshPushSubscription(),
      iphoneApp ? PUSH_TOKEN_REFRESH_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [userId, supported, standalone]);

  // The rules, every 2 s until they hold (the page, the permission and the busy state change
  // without telling this widget).
  useEffect(() => {
    if (phase.kind !== 'hidden' || !userId || !info) return;
    const check = () => {
      const log = getLocal<PushLog>(pushLogKey(userId));
      const show = showsPushPopup({
        routeName: routeRef.current,
        safari,
        supported,
        permission: permissionNow(),
        info,
        busy: isBusy(),
        log,
        now: Date.now(),
      });
      if (!show || !placeFree(appStore.get(bottomPromptAtom))) return false;
      claimBottomPrompt(PROMPT.owner, PROMPT.priority);
      setLocal(pushLogKey(userId), recordPushShow(log, Date.now()));
      setPhase({ kind: 'offer' });
      return true;
    };
    if (check()) return;
    const timer = setInterval(() => {
      if (check()) clearInterval(timer);
    }, WEB_PUSH_CHECK_MS);
    return () => clearInterval(timer);
  }, [phase.kind, userId, info, safari, supported]);

  const gold = info?.hasCoin ? info.gold : 0;

  const turnOn = useCallback(async () => {
    setPhase({ kind: 'working' });
    const result = await turnOnPush();
    // Denied or the browser's question closed: nothing happens (spec 3 §4); the popup closes.
    if (result.kind === 'denied') return setPhase({ kind: 'hidden' });
    if (result.kind !== 'granted') return setPhase({ kind: 'error', reason: result.kind });
    let credited = 0;
    let claimError: string | null = null;
    if (info?.hasCoin) {
      const claim = await rewardsApi.claimPush();
      if (claim.ok) {
        credited = claim.data.gold;
        applyBalance({
          goldNum: claim.data.goldNum,
          seq: claim.data.balanceSeq,
          source: 'reward-push',
        });
      } else if (claim.code !== REWARD_CODE.alreadyClaimed) {
        claimError = claim.msg;
      }
    }
    setInfo((i) => (i ? { ...i, status: REWARD_STATUS.done, hasCoin: claimError !== null } : i));
    setPhase({ kind: 'done', gold: credited, claimError });
  }, [info, setInfo]);

  // The bottom of the screen holds one prompt at a time: the popup holds it while up, and steps
  // aside when another holds it (the install banner on LivCam, the consent notice).
  const holder = useAtomValue(bottomPromptAtom);
  const onPage = !!routeName && PUSH_POPUP_ROUTES.includes(routeName) && placeFree(holder);
  const up = onPage && phase.kind !== 'hidden';
  useEffect(() => {
    if (up) claimBottomPrompt(PROMPT.owner, PROMPT.priority);
    else releaseBottomPrompt(PROMPT.owner);
  }, [up]);
  useEffect(() => () => releaseBottomPrompt(PROMPT.owner), []);
  return {
    phase: onPage ? phase : { kind: 'hidden' },
    gold,
    turnOn,
    // Closed: the checks go on, and the rules allow one more pop 300000 ms after the first.
    close: () => setPhase({ kind: 'hidden' }),
  };
}
