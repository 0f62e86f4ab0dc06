import { useEffect, useRef } from 'react';
import { appStore, configApi, getMessaging, userAtom } from 'shared-sdk';
import { FACE_CHECK_SECONDS, SNAPSHOT_JPEG_QUALITY } from 'shared-sdk/constants';
import { callApi, type CallStatusOf, type FaceCheckResult } from '../engine';
import {
  CHECK_H,
  CHECK_W,
  faceCheckMessage,
  frameStats,
  isBlurred,
  toGray,
} from '../state/faceCheck';
import { captureStream, withStreamVideo } from '../state/frame';
import { scheduleSnapshots, snapshotTimes } from '../state/snapshots';

type Snap = CallStatusOf<'connecting'> | CallStatusOf<'inCall'> | CallStatusOf<'reconnecting'>;

/** project — videoType of a snapshot: 1 a call, 2 a random-match call. */
export const SNAPSHOT_VIDEO_TYPE = { call: 1, match: 2 } as const;

interface FaceDetectorLike {
  detect(source: CanvasImageSource): Promise<unknown[]>;
}
declare global {
  interface Window {
    FaceDetector?: new (o?: { fastMode?: boolean; maxDetectedFaces?: number }) => FaceDetectorLike;
  }
}

/** Checks this device's camera picture: blurred or covered (pixels), a face (FaceDetector, where there is one). */
async function checkCamera(stream: MediaStream | null): Promise<FaceCheckResult | null> {
  return withStreamVideo(stream, async (v) => {
    const c = document.createElement('canvas');
    c.width = CHECK_W;
    c.height = CHECK_H;
    const g = c.getContext('2d', { willReadFrequently: true });
    if (!g) return null;
    g.drawImage(v, 0, 0, CHECK_W, CHECK_H);
    const blur = isBlurred(
      frameStats(toGray(g.getImageData(0, 0, CHECK_W, CHECK_H).data), CHECK_W, CHECK_H),
    );
    let face: boolean | null = null;
    if (window.FaceDetector)
      face = await new window.FaceDetector({ fastMode: true, maxDetectedFaces: 1 }).detect(v).then(
        (f) => f.length > 0,
        () => null,
      );
    return { face, blur };
  });
}

/**
 * What this device does during a started call (spec 2 §4, §7), from one getSnapshotConfig:
 * - snapshots: one random second in each configured range, a frame of the local camera uploaded
 *   (multipart, field `snapshot`, the spec's query); none while the camera is off;
 * - the face and blur messages at faceCheckSeconds (1, 2, 3, 6): the camera picture checked, the
 *   result kept in the call (the window's notices) and sent to the other party (1050 action 103).
 * Best effort: a failed upload or message is not retried.
 */
export function useCallChecks(snap: Snap, local: MediaStream | null): void {
  const latest = useRef({ snap, local });
  useEffect(() => {
    latest.current = { snap, local };
  });
  const roomNum = snap.room.roomNum;
  const startedAt = snap.startedAt;

  useEffect(() => {
    if (!startedAt) return;
    const cancels: Array<() => void> = [];
    let live = true;
    const current = () => {
      const { snap: s, local: stream } = latest.current;
      return s.room.roomNum === roomNum && s.peer ? { s, peerId: s.peer.id, stream } : null;
    };
    const snapshot = (i: number) => {
      const c = current();
      if (!c || c.s.muted.video) return;
      void captureStream(c.stream, SNAPSHOT_JPEG_QUALITY)
        .then((blob) =>
          blob
            ? callApi.uploadSnapshot(blob, {
                id: roomNum,
                matchUserId: c.peerId,
                remoteUserId: c.peerId,
                gender: appStore.get(userAtom)?.gender ?? 0,
                location: c.s.room.callLocation,
                videoType: c.s.room.matchId ? SNAPSHOT_VIDEO_TYPE.match : SNAPSHOT_VIDEO_TYPE.call,
                // project: which of this call's snapshots it is (1, 2, …).
                page: i + 1,
                model: navigator.userAgent.slice(0, 128),
              })
            : null,
        )
        .catch((e) => console.warn('[call] snapshot failed', e));
    };
    const faceCheck = (second: number) => {
      const c = current();
      if (!c) return;
      // The camera switched off is a covered picture for the other side.
      const checked = c.s.muted.video
        ? Promise.resolve({ face: null, blur: true })
        : checkCamera(c.stream);
      void checked.then((r) => {
        const now = current();
        if (!r || !now || !live) return;
        now.s.selfChecked(r);
        getMessaging()
          ?.sendPeer(String(now.peerId), faceCheckMessage(roomNum, { second, ...r }, Date.now()))
          .catch(() => undefined);
      });
    };
    void configApi.getSnapshotConfig().then((r) => {
      if (!live) return;
      const cfg = r.ok ? r.data : null;
      const seconds = cfg?.faceCheckSeconds?.length ? cfg.faceCheckSeconds : FACE_CHECK_SECONDS;
      const base = { startedAt, now: Date.now() };
      cancels.push(
        scheduleSnapshots({
          ...base,
          times: [...seconds],
          take: (i) => faceCheck(seconds[i] ?? 0),
        }),
      );
      if (cfg)
        cancels.push(
          scheduleSnapshots({
            ...base,
            times: snapshotTimes(cfg.ranges, Math.random),
            take: snapshot,
          }),
        );
    });
    return () => {
      live = false;
      cancels.forEach((c) => c());
    };
  }, [roomNum, startedAt]);
}
