/**
 * The face and blur check (spec 2 §4 "Face and blur messages are sent at 1, 2, 3 and 6 seconds
 * after the call starts"; the seconds come from getSnapshotConfig's faceCheckSeconds, default
 * FACE_CHECK_SECONDS). Each party checks its own camera picture at those seconds and sends the
 * result to the other party (1050 action 103, peer to peer): `blur` — the picture is too dark or
 * has no detail (a covered or out-of-focus camera); `face` — a face is seen (the browser's
 * FaceDetector), null where the browser cannot tell. Pure rules here, table-tested beside.
 */
import type { CallBiz } from 'shared-sdk';
import { BIZ_TYPE_CALL, CALL_IN_CALL_EVENT } from 'shared-sdk/constants';

/** project — below this mean brightness (0–255) the picture counts as covered. */
export const DARK_BELOW = 24;
/** project — below this detail (variance of the Laplacian, 64×48 grey) the picture counts as blurred. */
export const BLUR_BELOW = 12;
/** The size the picture is checked at. */
export const CHECK_W = 64;
export const CHECK_H = 48;

export interface FrameStats {
  brightness: number;
  sharpness: number;
}

/** Mean brightness and detail of a grey picture (`gray[y * w + x]`, 0–255). */
export function frameStats(gray: ArrayLike<number>, w: number, h: number): FrameStats {
  let sum = 0;
  for (let i = 0; i < w * h; i++) sum += gray[i] ?? 0;
  const brightness = w * h ? sum / (w * h) : 0;
  const laps: number[] = [];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const c = y * w + x;
      laps.push(
        (gray[c - 1] ?? 0) +
          (gray[c + 1] ?? 0) +
          (gray[c - w] ?? 0) +
          (gray[c + w] ?? 0) -
          4 * (gray[c] ?? 0),
      );
    }
  const mean = laps.reduce((a, b) => a + b, 0) / (laps.length || 1);
  const sharpness = laps.reduce((a, b) => a + (b - mean) ** 2, 0) / (laps.length || 1);
  return { brightness, sharpness };
}

/** RGBA pixels (canvas ImageData) → grey. */
export function toGray(rgba: ArrayLike<number>): Uint8ClampedArray {
  const out = new Uint8ClampedArray(Math.floor(rgba.length / 4));
  for (let i = 0; i < out.length; i++)
    out[i] =
      0.299 * (rgba[i * 4] ?? 0) + 0.587 * (rgba[i * 4 + 1] ?? 0) + 0.114 * (rgba[i * 4 + 2] ?? 0);
  return out;
}

export const isBlurred = (s: FrameStats): boolean =>
  s.brightness < DARK_BELOW || s.sharpness < BLUR_BELOW;

export interface FaceCheck {
  second: number;
  face: boolean | null;
  blur: boolean;
}

/** The 1050 action 103 message of one check. */
export function faceCheckMessage(roomNum: string, c: FaceCheck, now: number): CallBiz {
  return {
    bizType: BIZ_TYPE_CALL,
    action: CALL_IN_CALL_EVENT.faceCheck,
    roomNum,
    second: c.second,
    face: c.face,
    blur: c.blur,
    timestamp: now,
  };
}

/** What a check means for the person it is shown to: their own picture, or the other party's. */
export type FaceNotice = 'blurred' | 'noFace' | null;

/** After my own check: my camera is covered/blurred, or no face is seen (only when the browser can tell). */
export const selfNotice = (c: Pick<FaceCheck, 'face' | 'blur'>): FaceNotice =>
  c.blur ? 'blurred' : c.face === false ? 'noFace' : null;

/** After the other party's message: only a covered/blurred picture is worth telling. */
export const peerNotice = (c: Pick<FaceCheck, 'face' | 'blur'>): FaceNotice =>
  c.blur ? 'blurred' : null;
