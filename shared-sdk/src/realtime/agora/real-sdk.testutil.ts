/**
 * Test helper (jsdom only): loads the REAL Agora SDKs with every network door shut first, so a
 * test can use their classes, enums and event emitters without reaching the Agora cloud.
 *
 * The `/esm` entry (`.mjs`, ES modules) cannot be required by jest's CommonJS runtime, so the
 * RTC tests load the package's UMD main: the same build (4.24.8) and API, other packaging.
 * `createClient()` posts stats at once (TOOLCHAIN.md): those requests land in `blocked`.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import type * as RtcNs from 'agora-rtc-sdk-ng/esm';
import type { RTMClient } from 'agora-rtm-sdk';

export type RealRtc = typeof RtcNs & {
  ConnectionDisconnectedReason: Record<string, string>;
};
export interface RealRtm {
  VERSION: string;
  RTM: new (appId: string, userId: string, config?: object) => RTMClient;
  constantsType: {
    LinkStateChangeReasonDescription: Record<string, string>;
    TokenEventReason: Record<string, string>;
    ChannelTypeEnum: Record<string, number | string>;
  };
}

/** Every outgoing request attempted since the guard went up ("kind url"). */
export const blocked: string[] = [];
let guarded = false;

/** The SDKs log a lot, some of it after the tests end: keep their lines out of the output. */
function quietSdkLogs(): void {
  const c = console as unknown as Record<string, (...a: unknown[]) => void>;
  for (const level of ['log', 'info', 'debug', 'warn', 'error']) {
    const orig = c[level]!.bind(console);
    c[level] = (...a: unknown[]) => {
      if (/Agora-SDK|wasm-module|lock-safari|\[RTM|rtm/i.test(a.map(String).join(' '))) return;
      orig(...a);
    };
  }
}

export function blockNetwork(): void {
  if (guarded) return;
  guarded = true;
  quietSdkLogs();
  const g = globalThis as unknown as Record<string, unknown> & {
    XMLHttpRequest?: { prototype: Record<string, unknown> };
    navigator?: Record<string, unknown>;
  };
  const deny =
    (kind: string) =>
    (...args: unknown[]): never => {
      blocked.push(`${kind} ${args.map(String).slice(0, 2).join(' ')}`);
      throw new Error(`network blocked in tests (${kind})`);
    };
  g.fetch = deny('fetch');
  g.WebSocket = deny('websocket');
  if (g.XMLHttpRequest) g.XMLHttpRequest.prototype.open = deny('xhr');
  if (g.navigator) g.navigator.sendBeacon = deny('beacon');
}

export function loadRealRtc(): RealRtc {
  blockNetwork();
  const rtc = require('agora-rtc-sdk-ng') as RealRtc;
  rtc.setLogLevel(4); // none
  return rtc;
}

export function loadRealRtm(): RealRtm {
  blockNetwork();
  const m = require('agora-rtm-sdk') as { default?: RealRtm } & RealRtm;
  return m.default ?? m;
}

/** RTM 2.3 keeps its listeners on an inner emitter; emit there as the SDK itself does. */
export function emitRtm(client: RTMClient, event: string, ...args: unknown[]): void {
  const inner = (client as unknown as { _rtmImpl?: { emit(e: string, ...a: unknown[]): void } })
    ._rtmImpl;
  (inner ?? (client as unknown as { emit(e: string, ...a: unknown[]): void })).emit(event, ...args);
}

/** A promise that never settles (what join/login do offline). */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);
