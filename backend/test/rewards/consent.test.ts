import type { FastifyInstance } from 'fastify';
import { Codes } from '../../src/codes';
import { call, login, makeApp, type Session } from '../helpers';
import { EU_COUNTRIES } from '../../src/sdk';
import { euRulesApply } from '../../src/modules/consent';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const countryId = (ab: string) =>
  (app.services.db.prepare('SELECT id FROM countries WHERE ab = ?').get(ab) as { id: number }).id;

async function userIn(ab: string | null): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/dev/api/users',
    payload: ab ? { userName: `In ${ab}`, countryId: countryId(ab) } : { userName: 'Nowhere' },
  });
  return login(app, res.json().data.userId);
}

const status = async (s: Session, headers?: Record<string, string>) =>
  (
    await call(app, '/facade/api/user/protocol/status', {
      session: s,
      query: { protocolType: 3 },
      headers,
    })
  ).json();
const save = async (s: Session, body: Record<string, unknown>) =>
  (await call(app, '/facade/api/user/save/protocol', { session: s, body })).json();

test('the EU list of spec 3 §4 "Consent" decides (GB included, US not)', () => {
  expect(EU_COUNTRIES).toHaveLength(28);
  expect(euRulesApply('de')).toBe(true);
  expect(euRulesApply('GB')).toBe(true);
  expect(euRulesApply('US')).toBe(false);
  expect(euRulesApply('CH')).toBe(false);
});

test('an EU account sees the popup until it saves; the record is stored and read back', async () => {
  const s = await userIn('DE');
  expect((await status(s)).data).toMatchObject({
    showPop: true,
    euRules: true,
    country: 'DE',
    agreeButton: null,
    saveTime: null,
  });
  const saved = await save(s, {
    agreeButton: 1,
    protocolType: 3,
    userId: s.userId,
    consentString: 'CP-test-string',
    cmpVersion: '2',
    eventName: 'accept_all',
  });
  expect(saved).toMatchObject({ code: 200, data: { showPop: false, agreeButton: 1 } });
  const after = (await status(s)).data;
  expect(after).toMatchObject({ showPop: false, euRules: true, country: 'DE', agreeButton: 1 });
  expect(after.saveTime).toEqual(expect.any(Number));
  const row = app.services.db
    .prepare('SELECT * FROM user_protocols WHERE user_id = ? AND protocol_type = 3')
    .get(s.userId);
  expect(row).toMatchObject({
    agree_button: 1,
    consent_string: 'CP-test-string',
    cmp_version: '2',
    event_name: 'accept_all',
    country: 'DE',
  });
});

test('a non-EU account is never asked', async () => {
  const s = await userIn('US');
  expect((await status(s)).data).toMatchObject({ showPop: false, euRules: false, country: 'US' });
});

test('with no country on the account, the request country decides (country/byip)', async () => {
  const s = await userIn(null);
  expect((await status(s, { 'x-country': 'FR' })).data).toMatchObject({
    showPop: true,
    euRules: true,
    country: 'FR',
  });
  expect((await status(s)).data).toMatchObject({ showPop: false, euRules: false, country: 'US' });
});

test('bad input is refused: another user id, a choice other than 0/1, a too long record', async () => {
  const s = await userIn('IT');
  expect((await save(s, { agreeButton: 1, protocolType: 3, userId: 1 })).code).toBe(
    Codes.INVALID_INPUT,
  );
  expect((await save(s, { agreeButton: 2, protocolType: 3 })).code).toBe(Codes.INVALID_INPUT);
  expect(
    (await save(s, { agreeButton: 1, protocolType: 3, consentString: 'x'.repeat(2001) })).code,
  ).toBe(Codes.INVALID_INPUT);
  expect((await status(s)).data.showPop).toBe(true);
});
