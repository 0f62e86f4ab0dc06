/**
 * The fallback module the `errorLoadRemote` plugin hands back instead of a remote's module.
 * No React import here (runtime plugins load before the async boundary, where shared React is
 * not available yet): the default export is a component that throws, so any boundary around it
 * shows the retry card, and RemoteSlot recognises the marker without rendering it.
 */
export const REMOTE_LOAD_FAILED = '__remoteLoadFailed' as const;

export class RemoteLoadError extends Error {
  readonly remoteId: string;
  constructor(remoteId: string, cause?: unknown) {
    super(`Remote ${remoteId} could not load${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'RemoteLoadError';
    this.remoteId = remoteId;
  }
}

export interface FallbackModule {
  default: () => never;
  [REMOTE_LOAD_FAILED]: { id: string; error: unknown };
}

export function createFallbackModule(id: string, error: unknown): FallbackModule {
  return {
    default: () => {
      throw new RemoteLoadError(id, error);
    },
    [REMOTE_LOAD_FAILED]: { id, error },
  };
}

export function isFallbackModule(mod: unknown): mod is FallbackModule {
  return !!mod && typeof mod === 'object' && REMOTE_LOAD_FAILED in mod;
}

/**
 * The MF runtime's refusal of a remote built against a newer shared-sdk than the host carries
 * (strictVersion, tools/index.cjs): "… of shared singleton module shared-sdk does not satisfy
 * the requirement of <remote> …". Found anywhere in the error's message or its causes.
 */
export function isSdkTooOld(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    if (/shared singleton module shared-sdk does not satisfy/.test(message)) return true;
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : null;
  }
  return false;
}
