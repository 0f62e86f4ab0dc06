/**
 * The SDKs load only inside login/join, through the providers' default loaders: importing the
 * realtime layer and creating the providers downloads nothing (webpack makes these async chunks).
 * The SDK modules are replaced here by counting stand-ins; nothing reaches the network.
 */
import type { GenTokenResult } from '../types';

const loaded: string[] = [];

jest.mock('agora-rtm-sdk', () => {
  loaded.push('agora-rtm-sdk');
  class RTM {
    presence = {};
    addEventListener() {}
    removeEventListener() {}
    login = () => new Promise(() => undefined); // offline: never settles
    logout = async () => ({ timestamp: 0 });
  }
  return { __esModule: true, default: { RTM } };
});
jest.mock('agora-rtc-sdk-ng/esm', () => {
  loaded.push('agora-rtc-sdk-ng/esm');
  return {
    createClient: () => ({
      on() {},
      off() {},
      join: () => new Promise(() => undefined),
      leave: async () => undefined,
    }),
  };
});

it('imports nothing from the Agora SDKs until login/join', async () => {
  // createMessaging is in the chat entry (shared-sdk/chat), the media in the main one.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const main = require('../index') as typeof import('../index');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const chat = require('../../chat') as typeof import('../../chat');
  const rt = { ...main, createMessaging: chat.createMessaging };
  const result: GenTokenResult = {
    provider: 'agora',
    appId: 'a',
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    userId: '1',
  };
  const messaging = rt.createMessaging(result, { connection: { connectTimeoutMs: 60_000 } });
  const media = rt.createAgoraMedia({ appId: 'a', joinTimeoutMs: 30 });
  expect(loaded).toEqual([]);

  const login = messaging.login();
  await new Promise((r) => setTimeout(r, 20));
  expect(loaded).toEqual(['agora-rtm-sdk']);
  expect(messaging.getSnapshot().state).toBe('connecting');
  messaging.logout();
  await expect(login).rejects.toThrow(/logged out/);

  await expect(media.join('c', 'host')).rejects.toThrow(/timed out/);
  expect(loaded).toEqual(['agora-rtm-sdk', 'agora-rtc-sdk-ng/esm']);
});
