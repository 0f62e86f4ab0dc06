import type { PhoneLoginConfig } from 'shared-sdk';
import { createFlowStore, emailNext, INITIAL, needsPasswordAfterCode, phoneNext, reduce } from './flow';

const cfg = (over: Partial<PhoneLoginConfig>): PhoneLoginConfig => ({
  existent: false,
  sendSms: 1,
  sendWhatsapp: 0,
  userSetPassword: 0,
  mobileRegisterEnable: 1,
  mobileRegisterSetPassword: 1,
  userLoginSetPassword: 0,
  ...over,
});
const phone = { country: 'GB', dial: '44', national: '7400123456' };

test('Back returns to the step each flow came from, error and busy cleared', () => {
  let s = reduce(INITIAL, { type: 'go', view: { step: 'phone', reset: false } });
  s = reduce(s, { type: 'go', view: { step: 'code', phone, reset: false, config: cfg({}) } });
  s = reduce(s, { type: 'error', text: 'errors:error.25502', isKey: true });
  expect(s.error).toMatchObject({ text: 'errors:error.25502' });
  s = reduce(s, { type: 'back' });
  expect(s.view).toEqual({ step: 'phone', reset: false });
  expect(s.error).toBeNull();
  s = reduce(s, { type: 'back' });
  expect(s.view).toEqual({ step: 'choose' });
  expect(reduce(s, { type: 'back' })).toBe(s); // nothing before step 1
});

test('the store notifies on change only', () => {
  const store = createFlowStore();
  const fn = jest.fn();
  store.subscribe(fn);
  store.dispatch({ type: 'clearError' }); // no error: same state
  expect(fn).not.toHaveBeenCalled();
  store.dispatch({ type: 'busy', busy: true });
  expect(fn).toHaveBeenCalledTimes(1);
  expect(store.getSnapshot().busy).toBe(true);
});

test('spec 1 §4.1 step 2: known number with a password → password; without → code; new → code or disabled', () => {
  expect(phoneNext(phone, cfg({ existent: true, userSetPassword: 1 }), false)).toEqual({ kind: 'password' });
  expect(phoneNext(phone, cfg({ existent: true, userSetPassword: 1 }), true)).toEqual({ kind: 'code' }); // reset
  expect(phoneNext(phone, cfg({ existent: true }), false)).toEqual({ kind: 'code' });
  expect(phoneNext(phone, cfg({}), false)).toEqual({ kind: 'code' });
  expect(phoneNext(phone, cfg({ mobileRegisterEnable: 0 }), false)).toEqual({ kind: 'disabled' });
});

test('spec 1 §4.1 step 4: who sets a password after the code', () => {
  expect(needsPasswordAfterCode(cfg({ mobileRegisterSetPassword: 1 }), false, false)).toBe(true);
  expect(needsPasswordAfterCode(cfg({ mobileRegisterSetPassword: 0 }), false, false)).toBe(false);
  expect(needsPasswordAfterCode(cfg({ existent: true }), true, true)).toBe(true); // resetting
  expect(needsPasswordAfterCode(cfg({ existent: true, userLoginSetPassword: 1 }), false, false)).toBe(true);
  expect(needsPasswordAfterCode(cfg({ existent: true, userLoginSetPassword: 0 }), false, false)).toBe(false);
});

test('spec 1 §4.2: status 0/1 send a code, 4 asks the password, 5 offers to set one', () => {
  expect(emailNext('a@b.co', { status: 0 })).toBe('send');
  expect(emailNext('a@b.co', { status: 1, userId: 3 })).toBe('send');
  expect(emailNext('a@b.co', { status: 4, userId: 3 })).toMatchObject({ step: 'emailPassword', mode: 'login' });
  expect(emailNext('a@b.co', { status: 5, userId: 3 })).toMatchObject({ step: 'emailPassword', mode: 'noPassword' });
});

test('step 0 replaces the current step (Back does not return into a finished sign-in step)', () => {
  let s = reduce(INITIAL, { type: 'go', view: { step: 'email', reset: false } });
  s = reduce(s, { type: 'replace', view: { step: 'connecting' } });
  expect(s.view).toEqual({ step: 'connecting' });
  expect(s.back).toEqual([{ step: 'choose' }]);
});
