import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db';
import { Codes } from '../../codes';
import {
  AUTH_CODE_LENGTH,
  AUTH_CODE_MAX_TRIES,
  AUTH_CODE_TTL_MS,
  AUTH_RESEND_WAIT_MS,
  AUTH_SEND_TIMEOUT_MS,
  AUTH_SEND_WINDOW_MS,
  AUTH_SENDS_PER_ADDRESS_PER_DAY,
  AUTH_SENDS_PER_DEVICE_PER_DAY,
  AUTH_SENDS_PER_TARGET_PER_DAY,
  AUTH_TICKET_TTL_MS,
} from '../../constants';
import { BizError } from '../../http/envelope';
import type { MessageSender } from '../outbox';

export type TargetKind = 'phone' | 'email';
export type CodePurpose = 'login' | 'verify' | 'reset' | 'bind';
export type CodeChannel = 'sms' | 'whatsapp' | 'email';

export interface SendRequest {
  /** `+{countryCode}{mobileNo}` or the lower-case e-mail address. */
  target: string;
  kind: TargetKind;
  purpose: CodePurpose;
  channel: CodeChannel;
  deviceId: string;
  /** The client's address (req.ip): a fresh deviceId per request must not beat the limits. */
  address: string;
  /** The message text for a code (must contain it). */
  render: (code: string) => { subject?: string; body: string };
}

export interface TicketRow {
  ticket: string;
  target: string;
  kind: TargetKind;
  purpose: CodePurpose;
  device_id: string;
  created_at: number;
  expires_at: number;
}

interface CodeRow {
  id: number;
  code: string;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

/**
 * Verification codes and tickets (docs/CONTRACTS.md "Codes", "Verification ticket").
 * - send: 6 digits through the MessageSender (outbox locally), valid 10 minutes; 25505 while a
 *   send to the same target is in flight, 25504 within 60 s of the last one, 25503 past 10 a
 *   day per target, 30 a day per device or 60 a day per client address (rolling 24 hours);
 *   25507 when the provider fails or does not answer within 30 s (not counted as a send).
 *   The limits are checked and the send recorded in one IMMEDIATE transaction before the
 *   provider is called, so a burst of parallel sends cannot all pass the same count.
 * - check: only the newest code of a target counts; wrong → 25502, the 5th wrong try and any
 *   try after it → 25506, expired or already used → 25501; right → a ticket (threePartyId)
 *   tied to the target, valid 10 minutes.
 * `check` is one IMMEDIATE SQLite transaction, so two parallel tries (in this process or another
 * process on the same database) cannot both use a code or both pass the try limit.
 */
export function createCodeService(db: DB, now: () => number, sender: MessageSender) {
  const inFlight = new Set<string>();
  const st = {
    lastSend: db.prepare('SELECT MAX(sent_at) AS at FROM auth_sends WHERE target = ?'),
    targetCount: db.prepare(
      'SELECT COUNT(*) AS n FROM auth_sends WHERE target = ? AND sent_at > ?',
    ),
    deviceCount: db.prepare(
      'SELECT COUNT(*) AS n FROM auth_sends WHERE device_id = ? AND sent_at > ?',
    ),
    addressCount: db.prepare(
      'SELECT COUNT(*) AS n FROM auth_sends WHERE address = ? AND sent_at > ?',
    ),
    insertSend: db.prepare(
      'INSERT INTO auth_sends (target, device_id, address, channel, sent_at) VALUES (?, ?, ?, ?, ?)',
    ),
    dropSend: db.prepare('DELETE FROM auth_sends WHERE id = ?'),
    insertCode: db.prepare(
      `INSERT INTO auth_codes (target, kind, purpose, channel, code, device_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    latest: db.prepare('SELECT * FROM auth_codes WHERE target = ? ORDER BY id DESC LIMIT 1'),
    tried: db.prepare('UPDATE auth_codes SET attempts = attempts + 1 WHERE id = ?'),
    used: db.prepare('UPDATE auth_codes SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    insertTicket: db.prepare(
      `INSERT INTO auth_tickets (ticket, target, kind, purpose, device_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    ticket: db.prepare('SELECT * FROM auth_tickets WHERE ticket = ? AND expires_at > ?'),
    targetTicket: db.prepare(
      `SELECT * FROM auth_tickets WHERE target = ? AND device_id = ? AND expires_at > ?
       ORDER BY created_at DESC LIMIT 1`,
    ),
    deviceTicket: db.prepare(
      `SELECT * FROM auth_tickets WHERE device_id = ? AND kind = ? AND expires_at > ? AND created_at > ?
       ORDER BY created_at DESC LIMIT 1`,
    ),
  };

  function assertMaySend(target: string, deviceId: string, address: string, t: number): void {
    const last = (st.lastSend.get(target) as { at: number | null }).at;
    if (last !== null && t - last < AUTH_RESEND_WAIT_MS) {
      const wait = Math.ceil((AUTH_RESEND_WAIT_MS - (t - last)) / 1000);
      throw new BizError(
        Codes.SEND_BUSY,
        `Please wait ${wait} seconds before requesting another code`,
        200,
        { waitSeconds: wait },
      );
    }
    const since = t - AUTH_SEND_WINDOW_MS;
    const perTarget = (st.targetCount.get(target, since) as { n: number }).n;
    const perDevice = (st.deviceCount.get(deviceId, since) as { n: number }).n;
    const perAddress = (st.addressCount.get(address, since) as { n: number }).n;
    if (
      perTarget >= AUTH_SENDS_PER_TARGET_PER_DAY ||
      perDevice >= AUTH_SENDS_PER_DEVICE_PER_DAY ||
      perAddress >= AUTH_SENDS_PER_ADDRESS_PER_DAY
    )
      throw new BizError(Codes.SEND_LIMIT);
  }

  /** Checks every limit and records the send, atomically; answers the send's row id. */
  const reserveSend = db.transaction((r: SendRequest): number => {
    const t = now();
    assertMaySend(r.target, r.deviceId, r.address, t);
    return Number(st.insertSend.run(r.target, r.deviceId, r.address, r.channel, t).lastInsertRowid);
  });

  async function send(r: SendRequest): Promise<void> {
    if (inFlight.has(r.target)) throw new BizError(Codes.OPERATION_BUSY);
    inFlight.add(r.target);
    try {
      const sendId = reserveSend.immediate(r);
      const code = String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0');
      const msg = r.render(code);
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          sender.send({ channel: r.channel, to: r.target, ...msg }),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), AUTH_SEND_TIMEOUT_MS);
          }),
        ]);
      } catch {
        st.dropSend.run(sendId); // a failed send does not count
        throw new BizError(Codes.SEND_FAILED);
      } finally {
        clearTimeout(timer);
      }
      const t = now();
      st.insertCode.run(
        r.target,
        r.kind,
        r.purpose,
        r.channel,
        code,
        r.deviceId,
        t,
        t + AUTH_CODE_TTL_MS,
      );
    } finally {
      inFlight.delete(r.target);
    }
  }

  const sameCode = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /**
   * Checks `code` against the target's newest code; returns a new ticket. `noCode` is the
   * error when nothing was ever sent to the target (25501 for phones, 60005 for e-mail).
   * The transaction returns its error instead of throwing it: a throw would roll back the
   * counted wrong try.
   */
  const checkTx = db.transaction(
    (target: string, kind: TargetKind, code: string, deviceId: string): TicketRow | number => {
      const row = st.latest.get(target) as (CodeRow & { purpose: CodePurpose }) | undefined;
      if (!row) return 0;
      const t = now();
      if (row.used_at !== null || row.expires_at <= t) return Codes.CODE_EXPIRED;
      if (row.attempts >= AUTH_CODE_MAX_TRIES) return Codes.CODE_TOO_MANY_TRIES;
      if (!sameCode(row.code, code)) {
        st.tried.run(row.id);
        return row.attempts + 1 >= AUTH_CODE_MAX_TRIES
          ? Codes.CODE_TOO_MANY_TRIES
          : Codes.CODE_WRONG;
      }
      st.used.run(t, row.id);
      const ticket: TicketRow = {
        ticket: randomBytes(24).toString('hex'),
        target,
        kind,
        purpose: row.purpose,
        device_id: deviceId,
        created_at: t,
        expires_at: t + AUTH_TICKET_TTL_MS,
      };
      st.insertTicket.run(
        ticket.ticket,
        target,
        kind,
        ticket.purpose,
        deviceId,
        ticket.created_at,
        ticket.expires_at,
      );
      return ticket;
    },
  );

  function check(
    target: string,
    kind: TargetKind,
    code: string,
    deviceId: string,
    noCode: BizError,
  ): TicketRow {
    const r = checkTx.immediate(target, kind, code, deviceId);
    if (r === 0) throw noCode;
    if (typeof r === 'number') throw new BizError(r);
    return r;
  }

  /** A live ticket, optionally required to be for `target`. */
  function liveTicket(ticket: unknown, target?: string): TicketRow | null {
    if (typeof ticket !== 'string' || ticket === '') return null;
    const row = st.ticket.get(ticket, now()) as TicketRow | undefined;
    if (!row || (target !== undefined && row.target !== target)) return null;
    return row;
  }

  /** The newest live ticket for `target` issued to this device. */
  function targetTicket(target: string, deviceId: string): TicketRow | null {
    return (st.targetTicket.get(target, deviceId, now()) as TicketRow | undefined) ?? null;
  }

  /** The newest live ticket of a kind issued to this device within `windowMs`. */
  function deviceTicket(deviceId: string, kind: TargetKind, windowMs: number): TicketRow | null {
    const t = now();
    return (st.deviceTicket.get(deviceId, kind, t, t - windowMs) as TicketRow | undefined) ?? null;
  }

  return {
    send,
    check,
    liveTicket,
    targetTicket,
    deviceTicket,
    /** Test API: ages every live code and ticket of the target past its expiry. */
    expireTarget(target: string): { codes: number; tickets: number } {
      const past = now() - 1;
      return {
        codes: db
          .prepare('UPDATE auth_codes SET expires_at = ? WHERE target = ? AND expires_at > ?')
          .run(past, target, past).changes,
        tickets: db
          .prepare('UPDATE auth_tickets SET expires_at = ? WHERE target = ? AND expires_at > ?')
          .run(past, target, past).changes,
      };
    },
    /** Test API: forgets the send history (all, or of one target / device). */
    clearSends(target?: string, deviceId?: string): number {
      if (!target && !deviceId) return db.prepare('DELETE FROM auth_sends').run().changes;
      return db
        .prepare('DELETE FROM auth_sends WHERE target = ? OR device_id = ?')
        .run(target ?? null, deviceId ?? null).changes;
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
