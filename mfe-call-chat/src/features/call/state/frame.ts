/**
 * One frame of a playing video as a JPEG (the call's report screenshot and its snapshots):
 * drawn on a canvas at the video's own size (at most `maxWidth` wide) and encoded by the
 * browser. Null when the video has no picture yet or the browser cannot encode.
 */
export function captureFrame(video: HTMLVideoElement | null, quality: number, maxWidth = 640): Promise<Blob | null> {
  if (!video || !video.videoWidth || !video.videoHeight) return Promise.resolve(null);
  const scale = Math.min(1, maxWidth / video.videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const g = canvas.getContext('2d');
  if (!g) return Promise.resolve(null);
  g.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    try {
      canvas.toBlob((b) => resolve(b), 'image/jpeg', quality);
    } catch {
      resolve(null); // a tainted canvas: never for our own streams, but no crash either
    }
  });
}

/** Runs `fn` on a detached, playing video element showing the stream's camera (null: no live camera). */
export async function withStreamVideo<T>(
  stream: MediaStream | null,
  fn: (v: HTMLVideoElement) => Promise<T> | T,
): Promise<T | null> {
  const track = stream?.getVideoTracks()[0];
  if (!stream || !track || track.readyState !== 'live' || !track.enabled) return null;
  const v = document.createElement('video');
  v.muted = true;
  v.playsInline = true;
  v.srcObject = new MediaStream([track]);
  try {
    await v.play();
    if (!v.videoWidth) await new Promise((r) => v.addEventListener('loadeddata', r, { once: true }));
    return await fn(v);
  } catch {
    return null;
  } finally {
    v.pause();
    v.srcObject = null;
  }
}

/** One frame of a live stream (the user's own camera) as a JPEG. */
export const captureStream = (stream: MediaStream | null, quality: number, maxWidth = 640) =>
  withStreamVideo(stream, (v) => captureFrame(v, quality, maxWidth));
