import Flag from 'lucide/dist/esm/icons/flag.mjs';
import Gift from 'lucide/dist/esm/icons/gift.mjs';
import MicOff from 'lucide/dist/esm/icons/mic-off.mjs';
import Mic from 'lucide/dist/esm/icons/mic.mjs';
import PhoneOff from 'lucide/dist/esm/icons/phone-off.mjs';
import VideoOff from 'lucide/dist/esm/icons/video-off.mjs';
import Video from 'lucide/dist/esm/icons/video.mjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Icon, useModal, useSnapshotStore, type ModalOptions } from 'shared-sdk';
import {
  ADD_WAY,
  CALL_LEAVE_TIMER_MS,
  FRIEND_RELATION,
  SCREENSHOT_JPEG_QUALITY,
} from 'shared-sdk/constants';
import { TransText } from 'shared-sdk/locale';
import type { CallStatusOf } from '../engine';
import { AddFriendButton } from '../../friends/components/AddFriendButton';
import { callReturn } from '../../gifts/state/openShop';
import { CallGifts } from '../../gifts/components/CallGifts';
import { NS } from '../../../i18n';
import { blurStrangers } from '../../match/state/blurSetting';
import { Avatar, peerName } from './Avatar';
import { useCallChecks } from '../hooks/useCallChecks';
import { peerNotice, selfNotice } from '../state/faceCheck';
import { captureFrame } from '../state/frame';
import { CallPrompts } from './CallPrompts';
import { SelfView } from './SelfView';
import styles from './Call.module.css';

type Snap = CallStatusOf<'connecting'> | CallStatusOf<'inCall'> | CallStatusOf<'reconnecting'>;

const STALL_CHECK_MS = 1_000;
const STALL_AFTER_CHECKS = 3;

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  return `${mm}:${String(s % 60).padStart(2, '0')}`;
}

/** The call timer from the first remote frame. */
function Timer({ startedAt }: { startedAt: number | null }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const { t } = useTranslation(NS);
  return (
    <span className={styles.timer} role="timer" aria-label={t('call.duration', 'Call duration')}>
      {startedAt ? clock((now - startedAt) / 1000) : '00:00'}
    </span>
  );
}

/** The mute buttons' icons: [while on, while muted]. */
const MUTE_ICONS = { audio: [Mic, MicOff], video: [Video, VideoOff] } as const;

/**
 * The video window: the remote large, self small (the camera preview before connect), mute
 * camera / microphone, the call timer, hang-up with a confirm. Reconnecting is shown when the
 * remote picture stops advancing (media stalled), and clears without hanging up. Modal (the SDK's
 * focus trap): it takes the focus, Tab walks its own controls only (the page behind is inert),
 * and the focus goes back to `returnFocus()` when the call ends.
 */
export function VideoWindow({
  snap,
  local,
  remote,
  onStalled,
  onRecovered,
  onReport,
  returnFocus,
}: {
  snap: Snap;
  local: MediaStream | null;
  remote: MediaStream | null;
  onStalled(): void;
  onRecovered(): void;
  /** Report: their video's frame (null before any picture); the layer opens the popup, the call ends. */
  onReport(screenshot: Blob | null): void;
  /** Where focus goes when the window closes (the element that started the call). */
  returnFocus?: ModalOptions['returnFocus'];
}) {
  const { t } = useTranslation(NS);
  const ref = useModal<HTMLDivElement>({ returnFocus });
  const remoteRef = useRef<HTMLVideoElement>(null);
  const name = peerName(snap.peer, t('call.someone', 'Someone'));
  // [label while on, label while muted]
  const muteLabels = {
    audio: [t('call.muteMic', 'Mute'), t('call.unmuteMic', 'Unmute')],
    video: [t('call.cameraOff', 'Camera off'), t('call.cameraOn', 'Camera on')],
  };
  // A stranger from random matching starts blurred until tapped (the MatchPage setting).
  const blurSetting = useSnapshotStore(blurStrangers);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [gifts, setGifts] = useState(false);
  useCallChecks(snap, local);
  const mine = snap.faceChecks.self ? selfNotice(snap.faceChecks.self) : null;
  const theirs = snap.faceChecks.peer ? peerNotice(snap.faceChecks.peer) : null;
  const report = () =>
    void captureFrame(remoteRef.current, SCREENSHOT_JPEG_QUALITY).then(onReport, () =>
      onReport(null),
    );
  const [friendship, setFriendship] = useState({
    relation: snap.peer?.relation ?? FRIEND_RELATION.notFriend,
    requested: false,
  });
  const stranger = !!snap.room.matchId && snap.peer?.relation !== FRIEND_RELATION.friend;
  const blurred = stranger && blurSetting && revealed !== snap.room.roomNum;

  useEffect(() => {
    const v = remoteRef.current;
    if (!v) return;
    if (v.srcObject !== remote) v.srcObject = remote;
    if (remote) v.play().catch(() => undefined);
  }, [remote]);

  // Media stall: the remote picture's time does not move for a few seconds.
  const connected = snap.status !== 'connecting';
  useEffect(() => {
    if (!connected) return;
    let last = -1;
    let still = 0;
    let stalled = false;
    const id = setInterval(() => {
      const v = remoteRef.current;
      const time = v?.currentTime ?? 0;
      if (time === last) still++;
      else still = 0;
      last = time;
      if (!stalled && still >= STALL_AFTER_CHECKS) {
        stalled = true;
        onStalled();
      } else if (stalled && still === 0) {
        stalled = false;
        onRecovered();
      }
    }, STALL_CHECK_MS);
    return () => clearInterval(id);
  }, [connected, onStalled, onRecovered]);

  return (
    <div
      ref={ref}
      className={styles.video}
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      aria-label={t('call.videoLabel', 'Video call with {{name}}', { name })}
    >
      <video
        ref={remoteRef}
        className={`${styles.remote} ${blurred ? styles.blurred : ''}`}
        aria-label={t('call.remoteVideo', 'Their video')}
        autoPlay
        playsInline
      />
      {blurred && remote && (
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setRevealed(snap.room.roomNum)}
        >
          {t('call.reveal', 'Tap to see {{name}}', { name })}
        </button>
      )}
      {!remote && (
        <div className={styles.waiting}>
          <Avatar peer={snap.peer} />
          <p role="status">
            <TransText
              ns={NS}
              i18nKey="call.connectingTo"
              defaults="Connecting to <bdi>{{name}}</bdi>…"
              values={{ name }}
            />
          </p>
        </div>
      )}
      {snap.status === 'reconnecting' && (
        <p className={styles.banner} role="status">
          {t('call.reconnecting', 'Reconnecting…')}
        </p>
      )}
      {snap.remoteGone && snap.status !== 'reconnecting' && (
        <p className={styles.banner} role="status">
          {t(
            'call.remoteGone',
            '{{name}} left. The call ends in {{count, number}} seconds unless they come back.',
            {
              name,
              count: CALL_LEAVE_TIMER_MS / 1000,
              defaultValue_one:
                '{{name}} left. The call ends in {{count, number}} second unless they come back.',
            },
          )}
        </p>
      )}
      {(mine || theirs) && (
        <p
          className={`${styles.banner} ${styles.faceNote}`}
          role="status"
          aria-label={t('call.faceTitle', 'Camera check')}
        >
          {mine === 'blurred'
            ? t(
                'call.selfBlurred',
                'Your camera looks covered or blurred: {{name}} cannot see you well.',
                { name },
              )
            : mine === 'noFace'
              ? t(
                  'call.selfNoFace',
                  'We cannot see your face. Face the camera so {{name}} can see you.',
                  { name },
                )
              : t('call.peerBlurred', "{{name}}'s camera looks covered or blurred.", { name })}
        </p>
      )}
      <CallPrompts snap={snap} name={name} />
      <div className={styles.top}>
        <div className={styles.topLeft}>
          <span className={styles.topName}>
            <bdi>{name}</bdi>
          </span>
          {/* Add friend from the call (addWay 101, 9 coins; spec 2 §7), for anyone not a friend yet;
              in a match call through the match's add-friend call (match README rule M8). */}
          {snap.peer && (
            <AddFriendButton
              userId={snap.peer.id}
              name={name}
              relation={
                snap.peer.relation === FRIEND_RELATION.friend
                  ? FRIEND_RELATION.friend
                  : friendship.relation
              }
              requested={friendship.requested && snap.peer.relation !== FRIEND_RELATION.friend}
              addWay={ADD_WAY.call}
              flag={snap.room.roomNum}
              {...(snap.room.matchId ? { matchId: snap.room.matchId } : {})}
              friendsNoteElsewhere
              onChange={setFriendship}
            />
          )}
        </div>
        <Timer startedAt={snap.startedAt} />
      </div>
      <SelfView stream={local} className={styles.self} label={t('call.selfVideo', 'Your camera')} />
      <div className={styles.controls}>
        {(['audio', 'video'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.control}
            aria-pressed={snap.muted[kind]}
            onClick={() => snap.mute(kind, !snap.muted[kind])}
          >
            <Icon icon={MUTE_ICONS[kind][snap.muted[kind] ? 1 : 0]} />
            {muteLabels[kind][snap.muted[kind] ? 1 : 0]}
          </button>
        ))}
        {snap.peer && (
          <button type="button" className={styles.control} onClick={() => setGifts(true)}>
            <Icon icon={Gift} />
            {t('call.gift', 'Gift')}
          </button>
        )}
        {snap.peer && (
          <button type="button" className={styles.control} onClick={report}>
            <Icon icon={Flag} />
            {t('call.report', 'Report')}
          </button>
        )}
        <button type="button" className={styles.hangup} onClick={snap.requestHangup}>
          <Icon icon={PhoneOff} />
          {t('call.hangup', 'Hang up')}
        </button>
      </div>
      {gifts && snap.peer && (
        <CallGifts
          friendId={snap.peer.id}
          peerName={name}
          roomNum={snap.room.roomNum}
          returnTo={callReturn(snap.peer, snap.room)}
          onClose={() => setGifts(false)}
        />
      )}
      {snap.confirmingHangup && (
        <Dialog
          title={t('call.hangupTitle', 'End this call?')}
          onClose={snap.dismissHangup}
          closeLabel={t('call.close', 'Close')}
        >
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={snap.dismissHangup}>
              {t('call.keepTalking', 'Keep talking')}
            </button>
            <button type="button" className={styles.hangup} onClick={snap.confirmHangup}>
              {t('call.endCall', 'End call')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
