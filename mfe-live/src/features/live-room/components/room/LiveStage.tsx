import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { MiniPlayerControls } from '../../../mini-player/MiniPlayer';
import { useDrag } from '../../../mini-player/useDrag';
import miniStyles from '../../../mini-player/MiniPlayer.module.css';
import type { LiveRoomStatusOf, RoomView } from '../../engine';
import { useSwipe } from '../../hooks/useSwipe';
import { RoomScreen } from './RoomScreen';
import { RoomVideo } from './RoomVideo';
import styles from './Room.module.css';

/** The full-screen room (joining, watching, reconnecting) and the mini player. */
export type FullRoomSnap = RoomView & { status: 'joining' | 'watching' | 'reconnecting' };
export type StageSnap = FullRoomSnap | LiveRoomStatusOf<'minimised'>;

export interface StageVideo {
  stream: MediaStream | null;
  soundOff: boolean;
  onPicture(stalled: boolean): void;
}

/**
 * A joined live: full screen, or the mini player. Both are this one component with the video
 * element first, so minimising and restoring keep the same element and stream playing.
 */
export function LiveStage({
  snap,
  video,
  desktop,
}: {
  snap: StageSnap;
  video: StageVideo;
  desktop: boolean;
}) {
  const { t } = useTranslation(NS);
  const mini = snap.status === 'minimised';
  const rootRef = useRef<HTMLDivElement>(null);
  // The room takes the focus when it opens full screen (keys, screen readers); not the mini player.
  useEffect(() => {
    if (!mini) rootRef.current?.focus();
  }, [mini]);
  const room = snap.status === 'minimised' ? null : snap;
  const swipe = useSwipe((d) => room?.swipe(d), !!room && !room.switching);
  const drag = useDrag(() => snap.status === 'minimised' && snap.restore());
  const playing = snap.status === 'minimised' ? snap.videoShown : snap.status === 'watching';
  const stalled = snap.status === 'minimised' ? snap.stalled : snap.status === 'reconnecting';

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      className={mini ? miniStyles.window : styles.room}
      role={mini ? 'region' : 'dialog'}
      aria-modal={mini ? undefined : true}
      aria-label={
        mini
          ? t('liveRoom.mini.label', 'Live of {{name}}, minimised', { name: snap.live.name })
          : t('liveRoom.room.label', 'Live of {{name}}', { name: snap.live.name })
      }
      data-status={snap.status}
      style={mini ? { transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` } : undefined}
      {...(mini ? drag.handlers : swipe.handlers)}
    >
      <div
        className={styles.stageVideo}
        style={swipe.offset && !mini ? { transform: `translateY(${swipe.offset}px)` } : undefined}
      >
        <RoomVideo
          stream={video.stream}
          soundOff={video.soundOff}
          cover={snap.live.coverUrl}
          playing={playing}
          stalled={stalled}
          onPicture={video.onPicture}
        />
      </div>
      {snap.status === 'minimised' ? (
        <MiniPlayerControls snap={snap} />
      ) : (
        <RoomScreen room={snap} desktop={desktop} />
      )}
    </div>
  );
}
