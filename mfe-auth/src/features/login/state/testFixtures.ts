// Test data shared by the flow, rules and popup tests (not shipped: only tests import it).
import type { LoginResult, PhoneLoginConfig } from 'shared-sdk';

/** A phone login config (spec 1 §3): a new number, registration and password set-up on. */
export const phoneCfg = (over: Partial<PhoneLoginConfig> = {}): PhoneLoginConfig => ({
  existent: false,
  sendSms: 1,
  sendWhatsapp: 0,
  userSetPassword: 0,
  mobileRegisterEnable: 1,
  mobileRegisterSetPassword: 1,
  userLoginSetPassword: 0,
  ...over,
});

/** A login result (spec 1 §3) of user 7. */
export const loginResult = (over: Partial<LoginResult> = {}): LoginResult =>
  ({
    id: 7,
    userId: 7,
    loginToken: 'tok-7',
    deviceId: 'd',
    countryId: 1,
    register: false,
    threePartyId: '',
    ...over,
  }) as LoginResult;
