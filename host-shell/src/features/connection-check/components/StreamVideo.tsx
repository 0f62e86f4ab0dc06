import { useEffect, useRef } from 'react';

interface Props {
  stream: MediaStream | null;
  label: string;
  /** Called once the element has a decoded frame (videoWidth > 0). */
  onFrame?: () => void;
  className?: string;
}

/** A muted, inline, autoplaying <video> showing a MediaStream (srcObject, no markup injection). */
export function StreamVideo({ stream, label, onFrame, className }: Props) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    if (stream) void el.play?.()?.catch(() => undefined);
  }, [stream]);

  useEffect(() => {
    const el = ref.current;
    if (!el || !onFrame) return;
    const check = () => {
      if (el.videoWidth > 0) onFrame();
    };
    el.addEventListener('loadeddata', check);
    el.addEventListener('resize', check);
    return () => {
      el.removeEventListener('loadeddata', check);
      el.removeEventListener('resize', check);
    };
  }, [onFrame]);

  return <video ref={ref} aria-label={label} className={className} autoPlay playsInline muted />;
}

/** Remote audio of the video check (kept out of the muted <video>). */
export function StreamAudio({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    if (stream) void el.play?.()?.catch(() => undefined);
  }, [stream]);
  return <audio ref={ref} autoPlay hidden />;
}
