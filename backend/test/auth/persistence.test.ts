/**
 * Restart keeps accounts: phone and e-mail accounts, their passwords and the migration's
 * rebuilt outbox survive closing the app and opening the same data folder again.
 */
import { Codes } from '../../src/codes';
import { tempDir } from '../helpers';
import { authEnv, newDevice, phoneHash } from './helpers';

test('accounts, passwords and the outbox survive a restart', async () => {
  const dataDir = tempDir();
  const a = await authEnv({ dataDir });
  const phone = await a.phoneUser('Persist1!');
  const mail = await a.emailUser('keep12!');
  const sms = a.app.services.outbox.list({ to: phone.target });
  expect(sms.length).toBeGreaterThan(0);
  await a.app.close();

  const b = await authEnv({ dataDir });
  try {
    expect(b.app.services.seeded).toBe(false);
    const p = await b.api('/facade/api/mobile/mobilePasswordLogin', {
      query: { countryCode: phone.cc, mobileNo: phone.no, password: phoneHash('Persist1!') },
      deviceId: newDevice(),
    });
    expect(p).toMatchObject({ code: 200, data: { userId: phone.userId, register: false } });
    const e = await b.enc('/facade/api/user/email/v2/emailLogin', {
      userAccount: mail.email,
      password: 'keep12!',
    });
    expect(e).toMatchObject({ code: 200, data: { userId: mail.userId } });
    expect(
      (
        await b.enc('/facade/api/user/email/v2/emailLogin', {
          userAccount: mail.email,
          password: 'nope12!',
        })
      ).code,
    ).toBe(Codes.EMAIL_WRONG_PASSWORD);
    // The outbox kept its rows (and ids keep growing after the rebuild in migration 004).
    expect(b.app.services.outbox.list({ to: phone.target })).toEqual(sms);
    const { id } = await b.app.services.outbox.send({
      channel: 'whatsapp',
      to: phone.target,
      body: 'x',
    });
    expect(Number(id)).toBeGreaterThan(Math.max(...sms.map((r) => r.id)));
    // The gift is not credited twice after a restart.
    expect(b.app.services.ledger.history(phone.userId)).toHaveLength(1);
  } finally {
    await b.app.close();
  }
}, 30_000); // two app starts with password hashing: slow on a loaded 2-core machine
