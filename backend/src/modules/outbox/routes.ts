import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { Channel, OutboxSender } from './sender';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** GET /dev/outbox: HTML list of what would have been sent (codes, mails, pushes), escaped. */
export function registerOutboxPage(app: FastifyInstance, outbox: OutboxSender): void {
  app.get('/dev/outbox', async (_req, reply) => {
    const rows = outbox.list({ limit: 200 });
    const body = rows
      .map(
        (
          r,
        ) => `<tr><td>${r.id}</td><td>${new Date(r.createdAt).toISOString()}</td><td>${esc(r.channel)}</td>
<td>${esc(r.to)}</td><td>${esc(r.subject ?? '')}</td><td><pre>${esc(r.body)}</pre></td></tr>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Outbox</h1><p>SMS, e-mail and push messages the backend would have sent (local stand-in; refreshes every 5 s).</p>
<table><thead><tr><th>#</th><th>time</th><th>channel</th><th>to</th><th>subject</th><th>body</th></tr></thead>
<tbody>${body || '<tr><td colspan="6">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
  });
}

/** GET /dev/api/outbox?to=&channel=&limit= (test API): newest first. */
export function registerOutboxTestApi(app: FastifyInstance, outbox: OutboxSender): void {
  app.get<{ Querystring: { to?: string; channel?: Channel; limit?: number } }>(
    '/dev/api/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 200 },
            channel: { type: 'string', enum: ['sms', 'whatsapp', 'email', 'push'] },
            limit: { type: 'integer', minimum: 1, maximum: 1000 },
          },
        },
      },
    },
    async (req) => ok({ list: outbox.list(req.query) }),
  );
}
