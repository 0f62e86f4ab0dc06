import {
  appStore,
  buildAnalyticsEvent,
  currentReportedStatus,
  onBusyChange,
  statusApi,
  trackEvent,
  USER_DURATION_EVENT_ID,
  userAtom,
  type AnalyticsEvent,
} from 'shared-sdk';
import { HEARTBEAT_MS, USER_DURATION_EVENT_MS, type UserStatus } from 'shared-sdk/constants';

/**
 * spec 1 §4.3 "Session upkeep" (timings spec 3 §9): while logged in, an online-status report
 * (1 busy while a ring or video popup holds a busy reason, else 2 online — SDK `markBusy`) at
 * login and whenever busy flips, a heartbeat `{ status, type: 0 }` every 20 s (HEARTBEAT_MS),
 * and the user-duration analytics event every 5 s (USER_DURATION_EVENT_MS). The event stays
 * client-side (SDK session/analytics.ts: no logging service or backend endpoint here).
 */
export interface UpkeepDeps {
  upload(status: UserStatus): Promise<unknown>;
  heartbeat(status: UserStatus): Promise<unknown>;
  track(ev: AnalyticsEvent): void;
  now(): number;
}

const defaultDeps: UpkeepDeps = {
  upload: (s) => statusApi.upload(s),
  heartbeat: (s) => statusApi.heartbeat(s),
  track: trackEvent,
  now: () => Date.now(),
};

/** Starts the upkeep for the signed-in user; returns stop. The status calls swallow errors. */
export function startSessionUpkeep(deps: UpkeepDeps = defaultDeps): () => void {
  const startedAt = deps.now();
  const report = () => void deps.upload(currentReportedStatus()).catch(() => undefined);
  report();
  const offBusy = onBusyChange(report);
  const heartbeat = setInterval(
    () => void deps.heartbeat(currentReportedStatus()).catch(() => undefined),
    HEARTBEAT_MS,
  );
  const duration = setInterval(
    () => deps.track(buildAnalyticsEvent(USER_DURATION_EVENT_ID, { time: deps.now() - startedAt })),
    USER_DURATION_EVENT_MS,
  );
  return () => {
    offBusy();
    clearInterval(heartbeat);
    clearInterval(duration);
  };
}

type Store = Pick<typeof appStore, 'get' | 'sub'>;

/**
 * Runs the upkeep while user info is set (spec 1 §4.3 "Login state becomes true when user info
 * is set"); a new user restarts it, logout and session codes (user cleared) stop it.
 */
export function watchSessionUpkeep(
  store: Store = appStore,
  deps: UpkeepDeps = defaultDeps,
): () => void {
  let stop: (() => void) | null = null;
  let userId: number | null = null;
  const sync = () => {
    const id = store.get(userAtom)?.id ?? null;
    if (id === userId) return; // e.g. a coin balance change
    stop?.();
    stop = null;
    userId = id;
    if (id !== null) stop = startSessionUpkeep(deps);
  };
  const off = store.sub(userAtom, sync);
  sync();
  return () => {
    off();
    stop?.();
    stop = null;
    userId = null;
  };
}
