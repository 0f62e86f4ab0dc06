import { useEffect, useRef } from 'react';

/** A muted, mirrored video of a stream (the local camera, or the remote in the big view). */
export function SelfView({
  stream,
  className,
  label,
  mirrored = true,
  muted = true,
}: {
  stream: MediaStream | null;
  className?: string;
  label: string;
  mirrored?: boolean;
  muted?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (v.srcObject !== stream) v.srcObject = stream;
    if (stream) v.play().catch(() => undefined);
  }, [stream]);
  return (
    <video
      ref={ref}
      className={className}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      style={mirrored ? { transform: 'scaleX(-1)' } : undefined}
    />
  );
}
