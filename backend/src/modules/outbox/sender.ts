import type { DB } from '../../db';

/** 'whatsapp' is the messaging-app channel of the SMS code (spec 1 §3 sendWhatsapp). */
export type Channel = 'sms' | 'whatsapp' | 'email' | 'push';

export interface OutgoingMessage {
  channel: Channel;
  /** Phone number (with country code), e-mail address, or push target (user id / push token). */
  to: string;
  subject?: string;
  body: string;
}

/**
 * How the backend sends SMS, e-mail and push. A real deployment implements it with its
 * provider (SMS gateway, SMTP, web push); this machine cannot reach one, so the default is
 * OutboxSender, the local stand-in (ARCHITECTURE.md "Reference backend").
 */
export interface MessageSender {
  send(msg: OutgoingMessage): Promise<{ id: string }>;
}

export interface OutboxRow {
  id: number;
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

/** Local stand-in: writes each message to the outbox table (shown at /dev/outbox). */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: DB,
    private readonly now: () => number,
  ) {}

  async send(msg: OutgoingMessage): Promise<{ id: string }> {
    const res = this.db
      .prepare(
        'INSERT INTO outbox (channel, to_addr, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(msg.channel, msg.to, msg.subject ?? null, msg.body, this.now());
    return { id: String(res.lastInsertRowid) };
  }

  list(filter: { to?: string; channel?: Channel; limit?: number } = {}): OutboxRow[] {
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.to) {
      where.push('to_addr = ?');
      args.push(filter.to);
    }
    if (filter.channel) {
      where.push('channel = ?');
      args.push(filter.channel);
    }
    const sql = `SELECT id, channel, to_addr AS "to", subject, body, created_at AS createdAt FROM outbox
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`;
    return this.db.prepare(sql).all(...args, filter.limit ?? 100) as OutboxRow[];
  }
}
