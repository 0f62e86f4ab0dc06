import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyBalance,
  bottomPromptAtom,
  callPhaseAtom,
  claimBottomPrompt,
  getLocal,
  rewardsApi,
  setLocal,
  showToast,
  userAtom,
} from 'shared-sdk';
import {
  BOTTOM_PROMPT,
  FREE_COIN_TOAST_MS,
  REWARD_CODE,
  REWARD_STATUS,
} from 'shared-sdk/constants';

const PROMPT = BOTTOM_PROMPT.install;
import { useServerAnswer } from '../../common/hooks/useServerAnswer';
import { NS } from '../../../i18n';
import {
  bannerDecision,
  installLogKey,
  installOffered,
  isSafari,
  nextSafariFlag,
  recordShow,
  safariFlagKey,
  showsSafariInstructions,
  type InstallInfo,
  type InstallLog,
  type SafariEvent,
  type SafariFlag,
} from '../state/installRules';
import { useDeviceValue, writeDeviceValue } from './deviceValue';
import { takeInstallPrompt, useHasInstallPrompt } from './installPromptEvent';
import { useStandalone } from './useStandalone';

export interface InstallPromptState {
  /** The app's install banner (2 a day, 8 h apart, first after 3 s). */
  banner: boolean;
  /** The small install button on LivCam: whenever the browser can install and the banner is not up. */
  mini: boolean;
  /** Safari: the Share → Add to Home Screen instructions. */
  safariInstructions: boolean;
  /** Coins the install pays (from the server). */
  gold: number;
  /** The install in progress (the browser's dialog is open, or the coins are being claimed). */
  working: boolean;
  install: () => Promise<void>;
  closeBanner: () => void;
  closeInstructions: () => void;
}

/**
 * The install prompt's driver (spec 3 §4 "Web-app install and push"): reads the server's answer
 * once on LivCam, keeps the device's per-day counts, and runs the browser's install prompt. The
 * coins are claimed only when the browser says the install was accepted, once (the server refuses
 * a second claim: 29001), and the balance is applied from the server's answer.
 */
export function useInstallPrompt(routeName: string | null | undefined): InstallPromptState {
  const { t } = useTranslation(NS);
  const user = useAtomValue(userAtom);
  const userId = user?.id ?? 0;
  const call = useAtomValue(callPhaseAtom);
  const standalone = useStandalone();
  const hasPrompt = useHasInstallPrompt();
  const safari = useMemo(() => isSafari(navigator.userAgent), []);
  const onLivCam = routeName === 'LivCam';
  // The server's answer, asked the first time LivCam is on screen (eligible, paid already).
  const [info, setInfo] = useServerAnswer<InstallInfo & { gold: number }>(
    onLivCam && userId ? rewardsApi.webappInfo : null,
  );
  const [banner, setBanner] = useState(false);
  /** This page load's start: the Safari flag must be of that day. */
  const [startedAt] = useState(() => Date.now());
  const safariFlag = useDeviceValue<SafariFlag>(userId ? safariFlagKey(userId) : null);
  /** When LivCam was first on screen in this page load (the first show waits 3 s from it). */
  const openedAt = useRef<number | null>(null);
  const [working, setWorking] = useState(false);

  const offered = installOffered({ routeName, standalone, info });
  // The bottom of the screen holds one prompt at a time: the install offers take it from the push
  // popup and wait for the consent notice.
  const holder = useAtomValue(bottomPromptAtom);
  const placeFree = !holder || holder.owner === PROMPT.owner || holder.priority < PROMPT.priority;

  // The banner: shown when the rules allow, counted once per show.
  useEffect(() => {
    if (onLivCam && openedAt.current === null) openedAt.current = Date.now();
    if (!offered || banner || openedAt.current === null || !userId || !placeFree) return;
    const decision = bannerDecision({
      offered,
      hasPrompt,
      log: getLocal<InstallLog>(installLogKey(userId)),
      openedAt: openedAt.current,
      now: Date.now(),
    });
    if (decision.kind === 'no') return;
    const timer = setTimeout(
      () => {
        if (!claimBottomPrompt(PROMPT.owner, PROMPT.priority)) return;
        setLocal(
          installLogKey(userId),
          recordShow(getLocal<InstallLog>(installLogKey(userId)), Date.now()),
        );
        setBanner(true);
      },
      decision.kind === 'wait' ? decision.ms : 0,
    );
    return () => clearTimeout(timer);
  }, [onLivCam, offered, banner, hasPrompt, userId, placeFree]);

  // Safari's per-day flag: a visit, then a one-to-one call that ended; 3 once the instructions
  // were closed (seen).
  const moveSafariFlag = useCallback(
    (event: SafariEvent) => {
      if (!userId) return;
      const key = safariFlagKey(userId);
      writeDeviceValue(key, nextSafariFlag(getLocal<SafariFlag>(key), event, Date.now()));
    },
    [userId],
  );
  useEffect(() => {
    if (safari && onLivCam) moveSafariFlag('visit');
  }, [safari, onLivCam, moveSafariFlag]);
  const wasInCall = useRef(false);
  useEffect(() => {
    if (!safari) return;
    if (call.status === 'inCall') wasInCall.current = true;
    else if (wasInCall.current && (call.status === 'ended' || call.status === 'idle')) {
      wasInCall.current = false;
      moveSafariFlag('callEnded');
    }
  }, [safari, call.status, moveSafariFlag]);

  const claim = useCallback(async () => {
    const res = await rewardsApi.claimWebapp();
    const log = getLocal<InstallLog>(installLogKey(userId));
    if (res.ok) {
      applyBalance({
        goldNum: res.data.goldNum,
        seq: res.data.balanceSeq,
        source: 'reward-webapp',
      });
      setInfo((i) => (i ? { ...i, status: REWARD_STATUS.done } : i));
      if (log) setLocal(installLogKey(userId), { ...log, claimPending: false });
      showToast(
        t(
          'install.rewarded',
          'LivCam is installed: {{count, number}} coins added to your balance.',
          {
            count: res.data.gold,
            defaultValue_one: 'LivCam is installed: {{count, number}} coin added to your balance.',
          },
        ),
        FREE_COIN_TOAST_MS,
      );
      return;
    }
    if (res.code === REWARD_CODE.alreadyClaimed || res.code === REWARD_CODE.notEligible) {
      setInfo((i) => (i ? { ...i, status: REWARD_STATUS.done } : i));
      if (log) setLocal(installLogKey(userId), { ...log, claimPending: false });
      showToast(res.msg || t('install.alreadyClaimed', 'The install coins were already added.'));
      return;
    }
    // Not reached the server: the claim is kept and made again the next time LivCam opens.
    setLocal(installLogKey(userId), {
      ...(log ?? { day: '', shows: 0, lastShownAt: null }),
      claimPending: true,
    });
    showToast(
      t(
        'install.claimFailed',
        'LivCam is installed, but your coins could not be added yet. We will try again.',
      ),
    );
  }, [t, userId, setInfo]);

  // Claimed again: an accepted install whose claim did not reach the server. Claimed at all: the
  // app opened from the home screen (standalone) by an eligible user — Safari's only way to tell.
  const claimTried = useRef(false);
  useEffect(() => {
    if (!onLivCam || !userId || !info || info.status === REWARD_STATUS.done || claimTried.current)
      return;
    const pending = getLocal<InstallLog>(installLogKey(userId))?.claimPending === true;
    if (!pending && !(standalone && info.eligible)) return;
    claimTried.current = true;
    const timer = setTimeout(() => void claim(), 0);
    return () => clearTimeout(timer);
  }, [onLivCam, userId, info, standalone, claim]);

  const install = useCallback(async () => {
    const prompt = takeInstallPrompt();
    setBanner(false);
    if (!prompt) return;
    setWorking(true);
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      if (choice.outcome === 'accepted') await claim();
    } catch {
      showToast(
        t('install.failed', 'The browser could not open its install dialog. Try again later.'),
      );
    } finally {
      setWorking(false);
    }
  }, [claim, t]);

  return {
    banner: offered && banner && hasPrompt && placeFree,
    mini: offered && hasPrompt && !banner && !working && placeFree,
    safariInstructions:
      placeFree &&
      showsSafariInstructions({
        offered,
        safari,
        state: safariFlag,
        now: startedAt,
      }),
    gold: info?.gold ?? 0,
    working,
    install,
    closeBanner: () => setBanner(false),
    closeInstructions: () => moveSafariFlag('instructionsShown'),
  };
}
