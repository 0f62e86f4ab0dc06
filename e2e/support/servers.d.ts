// Types for the plain-JS server helpers shared with `pnpm start`.
declare module '*/scripts/lib/servers.mjs' {
  export interface Closable {
    url: string;
    port?: number;
    close(): Promise<void>;
  }
  export function serveDir(
    dir: string,
    port: number,
    opts?: { spa?: boolean; appConfig?: unknown },
  ): Promise<Closable>;
  export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
  export function startAll(opts?: {
    profile?: 'local' | 'e2e';
    dataDir?: string;
    allowTestApi?: boolean;
    quiet?: boolean;
    configOverrides?: unknown;
  }): Promise<{ hostUrl: string; backendUrl: string | null; stop(): Promise<void> }>;
}
declare module '*/scripts/lib/apps.mjs' {
  export const ROOT: string;
  export const REMOTES: Record<string, string>;
  export const PROFILES: Record<
    'local' | 'e2e',
    { host: number; backend: number; remotes: Record<string, number> }
  >;
  export const HOSTNAME: string;
  export function distOf(folder: string): string;
  export function e2ePort(n: number): number;
  export function appConfigFor(
    profile: 'local' | 'e2e',
    overrides?: Record<string, unknown>,
  ): Record<string, unknown> & { remotes: Record<string, string> };
}
declare module '*/scripts/lib/chromium.mjs' {
  export const CHROMIUM_PATH: string;
  export const CHROMIUM_BASE_ARGS: string[];
  export const CHROMIUM_ARGS: string[];
}

declare module '*/scripts/lib/packs.mjs' {
  /** Translation namespace → its pack file for a language, relative to the repo root. */
  export const PACK_FILES: Record<string, (lng: string) => string>;
}
