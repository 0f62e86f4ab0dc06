import type { TFunction } from 'i18next';
import type { ConnectionState } from 'shared-sdk';

/** What the page shows for each messaging state (shared-sdk/src/realtime/connection.ts). */
export function connectionLabel(t: TFunction, state: ConnectionState): string {
  switch (state) {
    case 'idle':
      return t('check.state.idle', 'Not connected');
    case 'connecting':
      return t('check.state.connecting', 'Connecting');
    case 'online':
      return t('check.state.online', 'Online');
    case 'reconnecting':
      return t('check.state.reconnecting', 'Reconnecting');
    case 'offline':
      return t('check.state.offline', 'Offline');
  }
}

/** The payload of a test message (project choice; not a business envelope of spec 2 §4). */
export interface CheckMessage {
  kind: 'connection-check';
  text: string;
}

export function isCheckMessage(p: unknown): p is CheckMessage {
  return (
    !!p &&
    typeof p === 'object' &&
    (p as CheckMessage).kind === 'connection-check' &&
    typeof (p as CheckMessage).text === 'string'
  );
}

/** Text for a received payload: the check message's text, anything else as short JSON. */
export function describePayload(p: unknown): string {
  if (isCheckMessage(p)) return p.text;
  let s: string;
  try {
    s = JSON.stringify(p) ?? String(p);
  } catch {
    s = String(p);
  }
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

/** Both sides derive the same media channel from the two user ids. */
export function checkChannel(a: string, b: string): string {
  const [x, y] = [String(a), String(b)].sort();
  return `connection-check:${x}:${y}`;
}

/** A user id as typed: digits only (spec 1 user ids are numbers). */
export function parseUserId(raw: string): string | null {
  const v = raw.trim();
  return /^\d{1,19}$/.test(v) ? v : null;
}
