import { setLocal } from 'shared-sdk';
import { STORAGE_KEYS } from 'shared-sdk/constants';
import { getLastPhone, resendRemainingMs, setLastCodeSend, setLastPhone } from './signInMemory';

beforeEach(() => localStorage.clear());

describe('sign-in memory (spec 1 §3 local storage)', () => {
  it('SMS resend wait is 60 s from the stored send time', () => {
    expect(resendRemainingMs('sms', { now: 1_000 })).toBe(0);
    setLastCodeSend('sms', '', 1_000);
    expect(resendRemainingMs('sms', { now: 1_000 })).toBe(60_000);
    expect(resendRemainingMs('sms', { now: 31_000 })).toBe(30_000);
    expect(resendRemainingMs('sms', { now: 61_000 })).toBe(0);
  });

  it('SMS and e-mail waits are kept apart, per target, and survive a reload (local storage)', () => {
    setLastCodeSend('email', 'a@b.co', 10_000);
    expect(resendRemainingMs('email', { now: 10_000 })).toBe(60_000);
    expect(resendRemainingMs('sms', { now: 10_000 })).toBe(0);
    // What a reload sees: the value is in localStorage, not in memory.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lastEmailSendTime)!)).toEqual({
      at: 10_000,
      to: 'a@b.co',
    });
    expect(resendRemainingMs('email', { to: 'a@b.co', now: 40_000 })).toBe(30_000);
    expect(resendRemainingMs('email', { to: 'other@b.co', now: 40_000 })).toBe(0); // the server waits per target
    setLastCodeSend('sms', '+447400123456', 20_000);
    expect(resendRemainingMs('sms', { to: '+447400123456', now: 79_999 })).toBe(1);
    expect(resendRemainingMs('sms', { to: '+447400123456', now: 80_000 })).toBe(0);
  });

  it('a bare send time from an older build still counts, for any target', () => {
    setLocal(STORAGE_KEYS.lastSmsSendTime, 5_000);
    expect(resendRemainingMs('sms', { to: '+441', now: 6_000 })).toBe(59_000);
  });

  it('the last phone keeps the country short code (a dial code is ambiguous)', () => {
    setLastPhone({ countryCode: '1', phoneNumber: '4165550123', country: 'CA' });
    expect(getLastPhone()).toEqual({ countryCode: '1', phoneNumber: '4165550123', country: 'CA' });
  });
});
