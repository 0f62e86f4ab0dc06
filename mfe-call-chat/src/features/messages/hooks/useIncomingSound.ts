import { useEffect } from 'react';
import { useMessageStore } from '../store/react';
import soundUrl from '../../../assets/message.wav';

let audio: HTMLAudioElement | null = null;

/** Plays the message sound once (a browser that blocks autoplay stays silent, never fails). */
export function playMessageSound(): void {
  if (typeof Audio === 'undefined') return;
  audio ??= new Audio(soundUrl);
  audio.currentTime = 0;
  void audio.play()?.catch(() => undefined);
}

/**
 * spec 2 §4 "Sound plays for messages that are neither from the open chat nor from self": the
 * store says both (`incoming` is never raised for own messages; `inOpenChat` for the open room).
 */
export function useIncomingSound(play: () => void = playMessageSound): void {
  const store = useMessageStore();
  useEffect(
    () =>
      store?.events.on('incoming', ({ message, inOpenChat }) => {
        if (!inOpenChat && message.senderId !== store.userId) play();
      }),
    [store, play],
  );
}
