/** States and lives for the engine's tests (not part of the engine). */
import { INITIAL_LIVE_STATE } from './base';
import type { LiveEvent, LiveInfo, LiveState, LiveStatus, Viewer } from './types';

export const LIVE: LiveInfo = Object.freeze({
  id: 1,
  channelId: 'c1',
  hostId: 9,
  name: 'Ann',
  coverUrl: '/covers/1.jpg',
  profit: 50,
  audienceNum: 10,
  praiseNum: 100,
  topAudiences: [{ userId: 3, userName: 'Bo' }],
  hostDetail: { relation: 4 },
}) as LiveInfo;
export const NEXT: LiveInfo = {
  ...LIVE,
  id: 2,
  channelId: 'c2',
  name: 'Cy',
  coverUrl: '/covers/2.jpg',
};
export const FOLLOWED: LiveInfo = { ...LIVE, hostDetail: { relation: 1 } };

export const USER: Viewer = { kind: 'user', id: 5 };
export const TOURIST: Viewer = { kind: 'tourist', id: 700 };
export const GUEST: Viewer = { kind: 'guest', id: null, shareId: 's1' };
export const GUEST_NO_SHARE: Viewer = { kind: 'guest', id: null };

const MEDIA = { watching: 'playing', reconnecting: 'stalled' } as const;

/** A state in `status` with the live, viewer and media it would have there (messaging online). */
export function at(status: LiveStatus, extra: Partial<LiveState> = {}): LiveState {
  const base: LiveState = {
    ...INITIAL_LIVE_STATE,
    status,
    messaging: 'online',
    media: status === 'watching' || status === 'reconnecting' ? MEDIA[status] : 'waiting',
  };
  if (status === 'idle') return { ...base, ...extra };
  return {
    ...base,
    live: LIVE,
    viewer: USER,
    enterPhase: status === 'entering' ? 'joining' : null,
    joinPending: status === 'entering',
    leftReason: status === 'left' ? 'closed' : null,
    ...extra,
  };
}

/** The join's answer for LIVE with `code` (200 carries the media credentials). */
export const joined = (
  code: number,
  extra: Partial<Extract<LiveEvent, { type: 'joinAnswered' }>> = {},
): LiveEvent => ({
  type: 'joinAnswered',
  liveId: 1,
  channelId: 'c1',
  code,
  ...(code === 200 && { rtc: { appId: 'app', token: 'tok' } }),
  ...extra,
});

/** What a first join's success runs: media, channel, mute check, heartbeat, tips, mini profile. */
export const JOINED = [
  'joinMedia',
  'subscribeChannel',
  'checkMuted',
  'startTimer',
  'startTimer',
  'startTimer',
];

/** The room's UI port for tests: every call recorded (jest mocks). */
export const recordingUi = () => ({
  toast: jest.fn(),
  navigate: jest.fn(),
  requireLogin: jest.fn(),
  showMiniPlayer: jest.fn(),
  closeMiniPlayer: jest.fn(),
  applyBalance: jest.fn(),
  loadEndPage: jest.fn(),
});
