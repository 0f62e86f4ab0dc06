/** A live layer runtime over fakes, for the room's rendering tests (not part of the layer). */
import { recordingUi } from '../../live-room/engine/testKit';
import type { ConnectionState, LiveMedia, Media } from 'shared-sdk';
import {
  createLiveRoomDriver,
  LiveRoomStore,
  type LiveInfo,
  type LiveRoomPorts,
} from '../../live-room/engine';
import { LiveMediaSession } from '../ports/mediaSession';
import { createRoomHistory } from '../state/roomHistory';
import type { LiveLayerRuntime } from '../state/runtime';

export const ROOM_LIVE: LiveInfo = {
  id: 1,
  channelId: 'live-1',
  hostId: 10001,
  name: 'Ann',
  coverUrl: '/cover-1.jpg',
  headImg: '/head-1.jpg',
  profit: 0,
  audienceNum: 12,
  praiseNum: 3,
  topAudiences: [{ userId: 3, userName: 'Bo', userIconUrl: '/bo.jpg' }],
  hostDetail: { relation: 4 },
};

export function testRuntime() {
  const store = new LiveRoomStore();
  const mediaBook = new Map<string, LiveMedia>([
    ['live-1', { provider: 'local', channel: 'live-1' }],
  ]);
  let events: Record<string, (e: unknown) => void> = {};
  const media = {
    provider: 'local',
    join: jest.fn(async () => undefined),
    leave: jest.fn(async () => undefined),
    remoteUsers: () => [],
    setRemoteVolume: jest.fn(),
    on: (type: string, fn: (e: unknown) => void) => {
      events = { ...events, [type]: fn };
      return () => undefined;
    },
  } as unknown as Media;
  const session = new LiveMediaSession({
    mediaBook,
    create: () => media,
    timers: { set: () => 0, clear: () => undefined },
    newStream: () => ({}) as MediaStream,
  });
  const joins: Array<(r: { code: number; rtcAppId?: string; rtcToken?: string }) => void> = [];
  const api = {
    join: jest.fn(
      () =>
        new Promise<{ code: number; rtcAppId?: string; rtcToken?: string }>((r) => joins.push(r)),
    ),
    roomInfo: jest.fn(async () => null),
    leave: jest.fn(async () => undefined),
    heartbeat: jest.fn(async () => undefined),
    praise: jest.fn(async () => undefined),
    sendChat: jest.fn(async () => ({ code: 200 })),
    sendGift: jest.fn(async () => ({ code: 200 })),
    follow: jest.fn(async () => ({ code: 200 })),
    acceptFriend: jest.fn(async () => ({ code: 200 })),
    muted: jest.fn(async () => false),
    neighbour: jest.fn(async () => null),
  };
  const state: ConnectionState = 'online';
  const ui = recordingUi();
  const ports: LiveRoomPorts = {
    api,
    media: session,
    messaging: {
      state: () => state,
      onState: () => () => undefined,
      onLive: () => () => undefined,
      subscribe: async () => undefined,
      unsubscribe: async () => undefined,
    },
    timers: { set: () => 0, clear: () => undefined },
    ui,
    page: { isMobile: () => false, onVisibility: () => () => undefined },
  };
  const driver = createLiveRoomDriver(ports, store);
  const history = createRoomHistory(window, () => store.dispatch({ type: 'back' }));
  const runtime: LiveLayerRuntime = {
    visitor: false,
    media: session,
    history,
    open: async () => undefined,
    attach: () => {
      const offHistory = history.listen();
      const off = driver.attach();
      return () => {
        off();
        offHistory();
      };
    },
  };
  return {
    store,
    runtime,
    api,
    ui,
    /** Answers the last join with the local provider's credentials. */
    joined: () => joins.at(-1)!({ code: 200, rtcAppId: '', rtcToken: '' }),
    joinFailed: () => joins.at(-1)!({ code: -1 }),
    media: (type: string, e: unknown) => events[type]?.(e),
  };
}
