// The call service's calls (spec 2 §7), made by the call layer only. Their request and response
// types stay in the SDK (shared-sdk/src/api/modules/call.ts): the backend types its answers with
// them. The backend's contract tests run these very functions against it (backend/test/contract).
import {
  ApiError,
  apiRequest,
  type BalanceFields,
  type CallPriceInfo,
  type CallRecordReport,
  type CallRoomView,
  type LaunchParams,
  type SnapshotQuery,
  type SnapshotResult,
} from 'shared-sdk';
import { CALL_CODE } from 'shared-sdk/constants';

/** The ring bell's status on the server (project path, docs/CONTRACTS.md "Calls"). */
export const RING_BELL_STATUS = { shown: 1, closed: 2 } as const;
export type RingBellStatus = (typeof RING_BELL_STATUS)[keyof typeof RING_BELL_STATUS];

/** Spec 2 §5: actions 7, 3, 5, 6, 2 (and every other room action) do nothing without roomNum. */
function withRoom<T>(roomNum: string | undefined | null, send: (r: string) => Promise<T>) {
  if (!roomNum) return Promise.reject(new ApiError(CALL_CODE.badRoomAction, 'roomNum required'));
  return send(String(roomNum));
}

const post = <T>(path: string, body: unknown, query?: Record<string, string>) =>
  apiRequest<T>(path, { method: 'POST', body, query, reject: true });

const roomAction = (path: string) => (roomNum: string) =>
  withRoom(roomNum, (r) => post<CallRoomView>(path, { roomNum: r }));

/**
 * The call service (spec 2 §7 "Call service", §4 lifecycle, §8 codes). Call wrappers reject
 * with the underlying error (spec 2 §8): ApiError with `code` (CALL_CODE) and, for 100004,
 * `data: { callPrice, currentCoin }`. Paths the spec does not show are the project's
 * (docs/CONTRACTS.md "Calls, matching and host lists").
 */
export const callApi = {
  /** GET /api/call/getPriceAndCurrentCoinAndUserInfo — the price check (calleeUserId, callLocation). */
  getPriceAndCurrentCoinAndUserInfo: (calleeUserId: number, callLocation: number) =>
    apiRequest<CallPriceInfo>('/api/call/getPriceAndCurrentCoinAndUserInfo', {
      query: { calleeUserId, callLocation },
      reject: true,
    }),
  /**
   * POST /api/call/launch — the invitation (calleeUserId, callLocation): creates the room and
   * rings both sides; the room number also arrives by message (1050 action 1) to both.
   * Spec 2 §5: no target id → nothing is sent.
   */
  launch: (p: LaunchParams) => {
    if (!p?.calleeUserId)
      return Promise.reject(new ApiError(CALL_CODE.badTarget, 'calleeUserId required'));
    return post<CallRoomView>('/api/call/launch', {
      calleeUserId: p.calleeUserId,
      callLocation: p.callLocation,
      ...(p.matchId ? { matchId: p.matchId } : {}),
    });
  },
  /** POST /api/call/cancel (roomNum) — the caller, while it rings (action 2). */
  cancel: roomAction('/api/call/cancel'),
  /** POST /api/call/answer (roomNum) — the callee accepts (action 3). */
  answer: roomAction('/api/call/answer'),
  /** POST /api/call/refuse (roomNum; busy) — the callee declines, or reports busy (action 5). */
  refuse: (roomNum: string, busy = false) =>
    withRoom(roomNum, (r) => post<CallRoomView>('/api/call/refuse', { roomNum: r, busy })),
  /** POST /api/call/timeout (roomNum) — no answer in 30 s (action 6). */
  timeout: roomAction('/api/call/timeout'),
  /** POST /api/call/hangup (roomNum) — either side ends the call (action 7). */
  hangup: roomAction('/api/call/hangup'),
  /** POST /api/call/notifyStartCall (roomNum) — the first decoded frame: billing starts (action 4). */
  notifyStartCall: roomAction('/api/call/notifyStartCall'),
  /**
   * POST /api/call/room (roomNum) — the room as the server has it (project path): a device in a
   * call checks it every CALL_ROOM_CHECK_MS, so a lost end message cannot keep it in the call.
   */
  room: roomAction('/api/call/room'),
  /** POST /api/call/notifyJoinCall (roomNum) — this side joined the media channel (action 8). */
  notifyJoinCall: roomAction('/api/call/notifyJoinCall'),
  /** POST /api/call/notifyEndCall (roomNum, videoTime) — this side left the media channel (action 100). */
  notifyEndCall: (roomNum: string, videoTime?: number) =>
    withRoom(roomNum, (r) =>
      post<CallRoomView>('/api/call/notifyEndCall', { roomNum: r, videoTime }),
    ),
  /** POST /api/call/friend/video (matchUserId, roomId) — record of a call with a friend. */
  friendVideo: (p: { matchUserId: number; roomId: string }) => {
    if (!p?.matchUserId || !p.roomId)
      return Promise.reject(
        new ApiError(CALL_CODE.badRoomAction, 'matchUserId and roomId required'),
      );
    return post<CallRoomView>('/api/call/friend/video', p);
  },
  /** POST /api/call/users/videos?matchId={roomId} (matchUserId, roomId, videoTime) — record of a user/host call. */
  usersVideos: (p: { matchUserId: number; roomId: string; videoTime: number }) => {
    if (!p?.matchUserId || !p.roomId || p.videoTime === undefined || p.videoTime === null)
      return Promise.reject(
        new ApiError(CALL_CODE.badRoomAction, 'matchUserId, roomId and videoTime required'),
      );
    return post<CallRoomView>('/api/call/users/videos', p, { matchId: p.roomId });
  },
  /** POST /api/call/abnormal/clean (roomNum) — after a reload: end a room stored on this device (project path). */
  cleanAbnormal: roomAction('/api/call/abnormal/clean'),
  /** POST /api/call/ringBell/status (status 1 shown / 2 closed, roomNum) — also the busy/online status (project path). */
  ringBellStatus: (status: RingBellStatus, roomNum?: string) =>
    post<{ status: number }>('/api/call/ringBell/status', {
      status,
      ...(roomNum ? { roomNum } : {}),
    }),
  /** POST /api/call/record — the call record report (project path). */
  reportRecord: (r: CallRecordReport) =>
    withRoom(r?.roomNum, () => post<{ id: number }>('/api/call/record', r)),
  /**
   * POST /upload/1/videos/snapshots (spec 2 §7, spec 3 §7; platformType=4): multipart, field
   * `snapshot`, query gender, location, matchUserId, videoType, page, model, remoteUserId, id.
   */
  uploadSnapshot: (file: Blob, q: SnapshotQuery) => {
    const form = new FormData();
    form.append('platformType', '4');
    form.append('snapshot', file, 'snapshot.jpg');
    return apiRequest<SnapshotResult>('/upload/1/videos/snapshots', {
      method: 'POST',
      form,
      query: { ...q },
      reject: true,
    });
  },
  /** GET /api/call/balance — balance refresh at the end of a call (project path). */
  balance: () => apiRequest<BalanceFields>('/api/call/balance', { reject: true }),
  /**
   * POST /api/call/autoAddFriend (hostId, flag = roomNum) — accept the host's friend request
   * made during the call (add-friend prompt times 1 → 2; project path).
   */
  autoAddFriend: (p: { hostId: number; flag: string }) =>
    post<{ relation: number; accepted: boolean }>('/api/call/autoAddFriend', p),
};
