import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appStore,
  isMobileAtom,
  getRoute,
  showToast,
  splitLanguagePrefix,
  userAtom,
  type CallPeer,
} from 'shared-sdk';
import { callStore, type CallToast } from '../engine';
import { ReportPopup } from '../../reports/components/ReportPopup';
import { REPORT_TYPE } from '../../reports/hooks/submitReport';
import { NS } from '../../../i18n';
import { useCallMedia, useCallSnapshot } from '../hooks/useCall';
import { useFocusOrigin } from '../hooks/useFocusOrigin';
import { createCallDriver } from '../state/driver';
import { peerName } from './Avatar';
import { DeviceDenied, NotEnoughCoins, PriceConfirm, VipNeeded } from './CallDialogs';
import { RingBell } from './RingBell';
import { VideoWindow } from './VideoWindow';

/** spec 2 §4 rule 7: MatchPage (/matching and its call page), with or without a language prefix. */
function onMatchPage(): boolean {
  const { rest } = splitLanguagePrefix(window.location.pathname);
  const path = rest.replace(/\/+$/, '') || '/';
  return [getRoute('MatchPage')?.path, getRoute('MatchCall')?.path].includes(path);
}

/**
 * The call layer (exposed as './CallLayer'; the host mounts it once after login, outside the
 * routes, so a call rings on any page). It installs the driver of the SDK's call machine and
 * renders the machine's snapshot: dialogs, the ring bell, the video window.
 */
export function CallLayer() {
  const { t } = useTranslation(NS);
  const driver = useMemo(
    () =>
      createCallDriver({
        store: callStore,
        userId: () => appStore.get(userAtom)?.id ?? null,
        toast: (key: CallToast) => showToast(toastText(t, key)),
        onMatchPage,
        isMobile: () => appStore.get(isMobileAtom),
      }),
    // The driver lives as long as the layer; t is stable per language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => driver.attach(), [driver]);
  const snap = useCallSnapshot();
  const returnFocus = useFocusOrigin();
  const { local, remote } = useCallMedia(driver.media);
  const onStalled = useMemo(() => () => callStore.dispatch({ type: 'mediaStalled' }), []);
  const onRecovered = useMemo(() => () => callStore.dispatch({ type: 'mediaRecovered' }), []);
  // A report from the call window: the popup outlives the call it ended (spec 2 §4 rule 10).
  const [reporting, setReporting] = useState<{ peer: CallPeer; shot: Blob | null } | null>(null);
  const onReport = (shot: Blob | null) => {
    const s = callStore.getSnapshot();
    if (!('peer' in s) || !s.peer || !('report' in s)) return;
    setReporting({ peer: s.peer, shot });
    s.report();
  };

  const popup = reporting && (
    <ReportPopup
      userId={reporting.peer.id}
      name={peerName(reporting.peer, t('call.someone', 'Someone'))}
      reportType={REPORT_TYPE.call}
      site="VideoCall"
      screenshot={
        reporting.shot ? { blob: reporting.shot, gender: reporting.peer.gender ?? 0 } : null
      }
      onClose={() => setReporting(null)}
    />
  );
  return (
    <>
      {popup}
      {layer()}
    </>
  );

  function layer() {
    switch (snap.status) {
      case 'deviceDenied':
        return <DeviceDenied snap={snap} returnFocus={returnFocus} />;
      case 'notEnoughCoins':
        return <NotEnoughCoins snap={snap} returnFocus={returnFocus} />;
      case 'vipNeeded':
        return <VipNeeded snap={snap} returnFocus={returnFocus} />;
      case 'confirmPrice':
        return <PriceConfirm snap={snap} returnFocus={returnFocus} />;
      case 'launching':
      case 'outgoing':
      case 'incoming':
        return <RingBell snap={snap} local={local} returnFocus={returnFocus} />;
      case 'connecting':
      case 'inCall':
      case 'reconnecting':
        return (
          <VideoWindow
            snap={snap}
            local={local}
            remote={remote}
            onStalled={onStalled}
            onRecovered={onRecovered}
            onReport={onReport}
            returnFocus={returnFocus}
          />
        );
      default:
        return null;
    }
  }
}

type T = ReturnType<typeof useTranslation>['t'];

/** spec 2 §8: the per-action toasts and the call codes' messages. */
export function toastText(t: T, key: CallToast): string {
  switch (key) {
    case 'callerCancelled':
      return t('call.toast.callerCancelled', 'The caller cancelled the call.');
    case 'noAnswer':
      return t('call.toast.noAnswer', 'No answer. Please try again later.');
    case 'callCancelled':
      return t('call.toast.callCancelled', 'Call cancelled.');
    case 'receiverHungUp':
      return t('call.toast.receiverHungUp', 'The other side hung up.');
    case 'connectFailed':
      return t('call.toast.connectFailed', 'Sorry, call connection failed');
    case 'declined':
      return t('call.toast.declined', 'The call was declined.');
    case 'busy':
      return t('call.toast.busy', 'The user is busy in another call.');
    case 'addFriendFirst':
      return t(
        'call.toast.addFriendFirst',
        'Add this user as a friend first, then you can call them.',
      );
    case 'alreadyInCall':
      return t('call.toast.alreadyInCall', 'You are already in a call.');
    case 'badTarget':
      return t('call.toast.badTarget', 'This user cannot be called.');
    case 'noCoins':
      return t('call.toast.noCoins', 'The call ended: your coins ran out.');
    case 'callEnded':
      return t('call.toast.callEnded', 'The call has ended.');
    case 'tryLater':
      return t('call.toast.tryLater', 'Your last calls to this user did not connect. Try again in a few minutes.');
    case 'generic':
      return t('call.toast.generic', 'Something went wrong with the call. Please try again.');
  }
}
