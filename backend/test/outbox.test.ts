import type { FastifyInstance } from 'fastify';
import { makeApp } from './helpers';

describe('outbox (local stand-in for SMS, e-mail, push)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  test('messages sent through the MessageSender land in the outbox, readable by tests', async () => {
    const { sender } = app.services;
    await sender.send({ channel: 'sms', to: '+905551112233', body: 'Your code is 123456' });
    await sender.send({
      channel: 'email',
      to: 'a@example.com',
      subject: 'Verify',
      body: 'Code 654321',
    });
    await sender.send({ channel: 'push', to: '20001', body: 'Hello' });
    const sms = (
      await app.inject({ method: 'GET', url: '/dev/api/outbox?to=%2B905551112233' })
    ).json();
    expect(sms.data.list).toEqual([
      expect.objectContaining({ channel: 'sms', to: '+905551112233', body: 'Your code is 123456' }),
    ]);
    const mails = (
      await app.inject({ method: 'GET', url: '/dev/api/outbox?channel=email' })
    ).json();
    expect(mails.data.list[0]).toMatchObject({ subject: 'Verify' });
  });

  test('the dev page lists messages with HTML escaped', async () => {
    await app.services.sender.send({
      channel: 'email',
      to: 'x@example.com',
      subject: '<script>alert(1)</script>',
      body: 'a & b',
    });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('a &amp; b');
  });

  test('a real provider can replace the outbox through the interface', async () => {
    const sent: unknown[] = [];
    const custom = await makeApp({ sender: { send: async (m) => (sent.push(m), { id: 'x1' }) } });
    try {
      await custom.services.sender.send({ channel: 'sms', to: '+1', body: 'hi' });
      expect(sent).toHaveLength(1);
      expect(custom.services.outbox.list()).toHaveLength(0);
    } finally {
      await custom.close();
    }
  });
});
