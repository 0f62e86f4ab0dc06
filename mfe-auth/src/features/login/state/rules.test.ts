import { failureReaction } from './failures';
import { defaultChannel, emailRoute, needsPasswordAfterCode, phoneRoute } from './rules';
import { phoneCfg } from './testFixtures';

const cfg = phoneCfg;

describe('rules', () => {
  test('spec 1 §4.1 step 2 routes', () => {
    expect(phoneRoute(cfg({ existent: true, userSetPassword: 1 }), false)).toBe('password');
    expect(phoneRoute(cfg({ existent: true, userSetPassword: 1 }), true)).toBe('code');
    expect(phoneRoute(cfg({ existent: true }), false)).toBe('code');
    expect(phoneRoute(cfg(), false)).toBe('code');
    expect(phoneRoute(cfg({ mobileRegisterEnable: 0 }), false)).toBe('disabled');
  });
  test('spec 1 §4.1 step 4: who sets a password after the code', () => {
    expect(needsPasswordAfterCode(cfg({ mobileRegisterSetPassword: 1 }), false)).toBe(true);
    expect(needsPasswordAfterCode(cfg({ mobileRegisterSetPassword: 0 }), false)).toBe(false);
    expect(needsPasswordAfterCode(cfg({ existent: true }), true)).toBe(true);
    expect(needsPasswordAfterCode(cfg({ existent: true, userLoginSetPassword: 1 }), false)).toBe(
      true,
    );
    expect(needsPasswordAfterCode(cfg({ existent: true, userLoginSetPassword: 0 }), false)).toBe(
      false,
    );
  });
  test('channel and e-mail routes', () => {
    expect(defaultChannel(cfg({ sendSms: 1, sendWhatsapp: 1 }))).toBe('sms');
    expect(defaultChannel(cfg({ sendSms: 0, sendWhatsapp: 1 }))).toBe('whatsapp');
    expect([0, 1, 4, 5].map(emailRoute)).toEqual(['code', 'code', 'password', 'noPassword']);
  });
});

describe('failure reactions (spec 1 §8)', () => {
  test('network → step 1 with update failed; 10101 and expired tokens → step 1; bans → close', () => {
    expect(failureReaction(-1, 'network')).toEqual({
      kind: 'restart',
      error: { key: 'errors:error.network' },
    });
    for (const c of [10101, 412, 10023, 401])
      expect(failureReaction(c, 'x')).toEqual({ kind: 'restart' });
    for (const c of [10115, 10116, 10117])
      expect(failureReaction(c, 'x')).toEqual({ kind: 'close' });
  });
  test('other codes: their catalogue key, the server text as fallback, under the field', () => {
    expect(failureReaction(25502, 'wrong', 'code')).toEqual({
      kind: 'show',
      error: { key: 'errors:error.25502', fallback: 'wrong', field: 'code' },
    });
    expect(failureReaction(40006, '', 'password')).toEqual({
      kind: 'show',
      error: { key: 'errors:password_invalid', field: 'password' },
    });
    // Under the nickname only what concerns it (10001, 20101).
    expect(failureReaction(20101, 's', 'nickname')).toMatchObject({ error: { field: 'nickname' } });
    expect(failureReaction(10043, 's', 'nickname')).toEqual({
      kind: 'show',
      error: { key: 'errors:error.10043', fallback: 's' },
    });
  });
});
