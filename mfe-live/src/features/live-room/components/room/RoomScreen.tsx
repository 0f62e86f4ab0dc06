import VolumeOff from 'lucide/dist/esm/icons/volume-x.mjs';
import VolumeOn from 'lucide/dist/esm/icons/volume-2.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { useEffect } from 'react';
import { Icon } from 'shared-sdk';
import { useRoomT } from '../../hooks/useRoomT';
import type { RoomView } from '../../engine';
import { useSwipeHint } from '../../hooks/useSwipeHint';
import { liveRoomText } from '../../texts';
import { RoomPanels } from '../panels';
import { ChatInput, ChatList } from './RoomChat';
import { RoomHeader } from './RoomHeader';
import styles from './Room.module.css';

/**
 * The room's keys, outside inputs and the dialogs over it: Escape asks to close; on desktop the
 * arrows switch lives (down: next, up: previous).
 */
function useRoomKeys(room: RoomView, desktop: boolean) {
  const { swipe, requestClose } = room;
  const blocked = !!room.closing;
  useEffect(() => {
    if (blocked) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as Element | null;
      if (el?.closest?.('[role="dialog"]:not([data-status])')) return;
      if (e.key === 'Escape') requestClose();
      else if (!desktop || el?.closest?.('input, textarea, select')) return;
      else if (e.key === 'ArrowDown') swipe('next');
      else if (e.key === 'ArrowUp') swipe('previous');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [desktop, blocked, swipe, requestClose]);
}

/** The full-screen room's controls over its video: header, chat, sound, panels, hints. */
export function RoomScreen({ room, desktop }: { room: RoomView; desktop: boolean }) {
  const { t, tx } = useRoomT();
  const hint = useSwipeHint(desktop);
  useRoomKeys(room, desktop);
  const soundLabel = room.audioMuted
    ? t('liveRoom.room.soundOn', 'Turn the sound on')
    : t('liveRoom.room.soundOff', 'Mute the sound');

  return (
    <>
      <RoomHeader room={room} />
      {room.switching && (
        <p className={styles.switching} role="status">
          {room.switching === 'next'
            ? t('liveRoom.room.loadingNext', 'Loading the next live…')
            : t('liveRoom.room.loadingPrevious', 'Loading the previous live…')}
        </p>
      )}
      {hint.shown && (
        <div className={styles.hint} role="note">
          <span>{liveRoomText(tx, 'swipeHint')}</span>
          <button type="button" className={styles.iconButton} onClick={hint.dismiss}>
            <Icon icon={X} size={16} label={t('liveRoom.room.hintDismiss', 'Got it')} />
          </button>
        </div>
      )}
      <div className={styles.bottom}>
        <ChatList room={room} />
        <div className={styles.controls}>
          <ChatInput muted={room.chatMuted} onSend={room.sendChat} />
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={room.audioMuted}
            onClick={room.toggleAudio}
          >
            <Icon icon={room.audioMuted ? VolumeOff : VolumeOn} label={soundLabel} />
          </button>
        </div>
      </div>
      <RoomPanels view={room} />
    </>
  );
}
