import { BACKEND, devApi as devPost } from './session';

// Test-API helpers for the sign-in suites (docs/CONTRACTS.md "Sign-in contract", "Test API").
// The backend's local stand-ins write SMS and e-mail to the outbox; tests read codes from it as
// a person would read them on their phone or in their inbox.

interface OutboxRow {
  id: number;
  channel: string;
  to: string;
  subject?: string | null;
  body: string;
  createdAt: number;
}

/** Every outbox row sent to `to` (newest first). */
export async function outboxFor(to: string): Promise<OutboxRow[]> {
  const res = await fetch(`${BACKEND}/dev/api/outbox?${new URLSearchParams({ to })}`);
  const body = (await res.json()) as { code: number; data: { list: OutboxRow[] } };
  if (body.code !== 200) throw new Error(`outbox failed: ${body.code}`);
  return body.data.list;
}

/** The 6-digit code of the newest message to `to`, waiting up to 10 s for it to arrive. */
export async function latestCode(to: string, after = 0): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const row = (await outboxFor(to)).find((r) => r.id > after);
    const code = row?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code sent to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The id of the newest outbox row to `to` (0 when none): a marker before a resend. */
export async function lastOutboxId(to: string): Promise<number> {
  return (await outboxFor(to))[0]?.id ?? 0;
}

/** Ages every live code and ticket of a phone (`+{dial}{number}`) or e-mail past its expiry. */
export function expireCodes(target: string): Promise<unknown> {
  return devPost('/dev/api/auth/expire-codes', { target });
}

/** Forgets the send history and password locks of a target (as if the waits had passed). */
export function clearLimits(target: string): Promise<unknown> {
  return devPost('/dev/api/auth/clear-limits', { target });
}

/** An auto-login certificate for a user (as a link in a mail or push would carry). */
export function mintCert(userId: number): Promise<{ cert: string }> {
  return devPost('/dev/api/auth/cert', { userId });
}

/** Changes the site's phone login config (spec 1 §3 "Phone login config"). */
export function setPhoneLoginConfig(cfg: Record<string, number>): Promise<unknown> {
  return devPost('/dev/api/phoneLoginConfig', cfg);
}

/**
 * A UK mobile number (07400 + 6 digits, a valid GB mobile for libphonenumber) for one test:
 * random over a million, so parallel tests do not meet. Nothing leaves this machine: the SMS
 * goes to the backend's outbox.
 */
export function uniqueUkMobile(): { national: string; e164: string } {
  const national = `7400${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return { national, e164: `+44${national}` };
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}
