import {
  ANALYTICS_PLACE_ID,
  ANALYTICS_USER_TYPE_GUEST,
  ANALYTICS_USER_TYPE_LOGGED_IN,
  USER_AGENT_MAX_CHARS,
} from '../constants/analytics';
import { getOrCreateDeviceId } from '../storage/cookies';
import { appStore, userAtom } from './atoms';

/**
 * Analytics events (spec 3 §3 "Analytics event"; spec 3 §7 "log posts go to an external logging
 * service"). There is no such service in this project and the backend has no endpoint for it, so
 * events stay client-side: they go to the listeners of `onAnalyticsEvent` (a future sender
 * subscribes there) and a per-event counter tests read (`getAnalyticsCount`). Project choice.
 */
export interface AnalyticsEvent {
  userId: number | string;
  deviceId: string;
  /** Event-specific amount: for user-duration, ms in session so far (project choice). */
  time: number;
  /** When the event was made (epoch ms). */
  createTime: number;
  /** spec 3 §9: place id 106. */
  placeId: number;
  countryId: number;
  /** Device model: the user agent cut at 350 characters (spec 3 §9). */
  model: string;
  eventId: string;
  targetUserId: number | string;
  freeName1: string;
  freeName2: string;
}

/** spec 1 §4.3 / spec 3 §9: the user-duration event (every 5 s). Id: project choice. */
export const USER_DURATION_EVENT_ID = 'user_duration';

const listeners = new Set<(ev: AnalyticsEvent) => void>();
const counts = new Map<string, number>();

export function onAnalyticsEvent(fn: (ev: AnalyticsEvent) => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** How many events with this id were tracked in this page (tests, diagnostics). */
export function getAnalyticsCount(eventId: string): number {
  return counts.get(eventId) ?? 0;
}

export function resetAnalyticsForTests(): void {
  counts.clear();
}

/** Builds an event with the common fields filled from the session (user, device, country). */
export function buildAnalyticsEvent(
  eventId: string,
  fields: Partial<Omit<AnalyticsEvent, 'eventId'>> = {},
): AnalyticsEvent {
  const user = appStore.get(userAtom);
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  return {
    userId: user?.id ?? '',
    deviceId: getOrCreateDeviceId(),
    time: 0,
    createTime: Date.now(),
    placeId: ANALYTICS_PLACE_ID,
    countryId: user?.countryId ?? 0,
    model: ua.slice(0, USER_AGENT_MAX_CHARS),
    targetUserId: '',
    // spec 3 §9: user type flag '3' when logged in, else '0' (carried in freeName2).
    freeName1: '',
    freeName2: user ? ANALYTICS_USER_TYPE_LOGGED_IN : ANALYTICS_USER_TYPE_GUEST,
    ...fields,
    eventId,
  };
}

export function trackEvent(ev: AnalyticsEvent): void {
  counts.set(ev.eventId, (counts.get(ev.eventId) ?? 0) + 1);
  for (const fn of [...listeners]) {
    try {
      fn(ev);
    } catch (e) {
      console.warn('[analytics] listener failed', e);
    }
  }
}
