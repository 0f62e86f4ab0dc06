import { CODE_EMAIL_SEND_OK, CODE_PROFILE_NEEDED, PHONE_LOGIN_TYPE } from '../../constants/auth';
import { CODE_OK } from '../../constants/app';
import { DEVICE_NAME, DEVICE_TYPE } from '../../constants/app';
import { apiRequest } from '../client';
import { sha256Hex } from '../signing';

/**
 * Sign-in calls of spec 1 §7, one function per table row. Login and token calls reject
 * (ApiError); the step calls resolve ApiResult so the popup can branch on the code (spec 1 §8).
 * Bodies carrying a password are encrypted (spec 1 §5 "encrypted before sending").
 *
 * Sign-in calls that may answer 10042 (profile completion needed, spec 1 §4.3) resolve for it
 * too: the LoginResult then has `complementInfoKey` set (a rejected ApiError would lose the
 * key, which travels in `data`). `complementInfoKey` present ⇔ open the profile popup.
 */

/** Spec 1 §3 "Phone login config" (1 = on). */
export interface PhoneLoginConfig {
  existent: boolean;
  sendSms: number;
  sendWhatsapp: number;
  userSetPassword: number;
  mobileRegisterEnable: number;
  mobileRegisterSetPassword: number;
  userLoginSetPassword: number;
  /** Phone password length limits (spec 1 §5: 8 to 30). */
  passwordConfig?: { min: number; max: number };
}

/** Spec 1 §3 "Login result". */
export interface LoginResult {
  id: number;
  loginToken: string;
  deviceId: string;
  countryId: number;
  register: boolean;
  threePartyId: string;
  userId: number;
  complementInfoKey?: string;
  nickname?: string;
  gender?: number;
  birthday?: string;
  headImg?: string;
  userName?: string;
}

/** Spec 1 §3 "Email check result": status 0 new, 1 unverified, 4 has password, 5 no password. */
export interface EmailExistsResult {
  status: number;
  userId?: number;
}

/** login/phone body (spec 1 §7). Only the ticket is needed: without userName, gender and
 *  birthday a new number answers 10042 and the profile popup completes it (CONTRACTS.md). */
export interface PhoneLoginProfile {
  threePartyId: string;
  languageId?: number;
  languageName?: string;
  userId?: number | string;
  userName?: string;
  gender?: number;
  birthday?: string;
  countryId?: number;
}

/** Spec 1 §5 "hashed (upper-case)": the phone password is sent as SHA-256, upper-case hex. */
export async function hashPhonePassword(password: string): Promise<string> {
  return (await sha256Hex(password)).toUpperCase();
}

/** Spec 1 §7 "with an anti-bot telemetry header" — header name: project choice. */
export const TELEMETRY_HEADER = 'X-Bot-Telemetry';
const EMAIL_SEND_OK = [CODE_OK, CODE_EMAIL_SEND_OK] as const;
/** 200, or 10042 with `complementInfoKey` in the LoginResult. */
const LOGIN_OK = [CODE_OK, CODE_PROFILE_NEEDED] as const;

export const authApi = {
  /** GET /facade/api/mobile/checkMobile */
  checkMobile: (countryCode: string, mobileNo: string) =>
    apiRequest<PhoneLoginConfig>('/facade/api/mobile/checkMobile', {
      query: { countryCode, mobileNo },
    }),
  /** POST /facade/api/mobile/sms/sendCode. `purpose: 'bind'` (signed in): a code to link a new
   *  number (bindMobile); a number that cannot be linked is refused before sending (10025). */
  sendSmsCode: (
    p: {
      language: string;
      countryCode: string;
      phoneNumber: string;
      channel?: 'sms' | 'whatsapp';
      purpose?: 'login' | 'bind';
    },
    telemetry?: string,
  ) =>
    apiRequest<null>('/facade/api/mobile/sms/sendCode', {
      method: 'POST',
      body: p,
      ...(telemetry ? { headers: { [TELEMETRY_HEADER]: telemetry } } : {}),
    }),
  /** GET /facade/api/mobile/sms/checkCode */
  checkSmsCode: (p: { countryCode: string; phoneNumber: string; verificationCode: string }) =>
    apiRequest<{ threePartyId?: string } | null>('/facade/api/mobile/sms/checkCode', { query: p }),
  /** GET /facade/api/mobile/mobilePasswordLogin (password already hashed, spec 1 §5). Rejects; 10042 resolves. */
  mobilePasswordLogin: (p: { mobileNo: string; countryCode: string; password: string }) =>
    apiRequest<LoginResult>('/facade/api/mobile/mobilePasswordLogin', {
      query: p,
      okCodes: LOGIN_OK,
      reject: true,
    }),
  /** POST /facade/api/mobile/updateMobilePassword */
  updateMobilePassword: (p: {
    deviceId: string;
    loginToken: string;
    userId: number | string;
    countryCode: string;
    mobileNo: string;
    password: string;
    /** The ticket of checkSmsCode; without it the server uses this device's live ticket. */
    threePartyId?: string;
  }) =>
    apiRequest<null>('/facade/api/mobile/updateMobilePassword', {
      method: 'POST',
      body: p,
      encrypt: true,
    }),
  /** POST /facade/api/user/exempt/login/phone?userId= (type 6, deviceType 4, deviceName web). Rejects; 10042 resolves. */
  loginPhone: (p: PhoneLoginProfile) =>
    apiRequest<LoginResult>('/facade/api/user/exempt/login/phone', {
      method: 'POST',
      query: { userId: p.userId ?? '' },
      body: { ...p, type: PHONE_LOGIN_TYPE, deviceType: DEVICE_TYPE, deviceName: DEVICE_NAME },
      okCodes: LOGIN_OK,
      reject: true,
    }),
  /** POST /facade/api/user/exempt/login/token (third-party). Rejects; 10042 resolves. */
  loginToken: (p: {
    accessToken: string;
    loginType: number | string;
    countryId?: number;
    pushToken?: string;
  }) =>
    apiRequest<LoginResult>('/facade/api/user/exempt/login/token', {
      method: 'POST',
      body: p,
      okCodes: LOGIN_OK,
      reject: true,
    }),
  /** POST /facade/api/user/exempt/complementInfo. Rejects (spec 3 "complement ... calls reject"). */
  complementInfo: (p: {
    complementInfoKey: string;
    nickname: string;
    gender: number;
    birthday: string;
    countryId?: number;
  }) =>
    apiRequest<LoginResult>('/facade/api/user/exempt/complementInfo', {
      method: 'POST',
      body: p,
      reject: true,
    }),
  /** GET /facade/api/user/email/v2/exists */
  emailExists: (email: string) =>
    apiRequest<EmailExistsResult>('/facade/api/user/email/v2/exists', { query: { email } }),
  /** POST /facade/api/user/email/sendVerifyEmail (60002 counts as success, spec 1 §8).
   *  'new' creates / 'existing' reuses the unverified account; 'reset' = forgot password;
   *  'bind' (signed in) sends a code to a new address for bindEmail. Answers { userId }. */
  sendVerifyEmail: (p: { email: string; type?: 'new' | 'existing' | 'reset' | 'bind' }) =>
    apiRequest<{ userId: number } | null>('/facade/api/user/email/sendVerifyEmail', {
      method: 'POST',
      body: p,
      okCodes: EMAIL_SEND_OK,
    }),
  /** POST /facade/api/user/email/sendForgetEmail (60002 counts as success). */
  sendForgetEmail: (email: string) =>
    apiRequest<{ userId: number } | null>('/facade/api/user/email/sendForgetEmail', {
      method: 'POST',
      body: { email },
      okCodes: EMAIL_SEND_OK,
    }),
  /** POST /facade/api/user/email/alreadyVerifyEmail — the 6-digit code from the e-mail → a
   *  ticket (threePartyId). No code → 60005; wrong 25502; expired 25501. */
  alreadyVerifyEmail: (p: { email: string; userId: number | string; code?: string }) =>
    apiRequest<{ verified: boolean; threePartyId?: string } | null>(
      '/facade/api/user/email/alreadyVerifyEmail',
      {
        method: 'POST',
        body: p,
      },
    ),
  /** POST /facade/api/user/email/checkFormalUserEmail (payload not shown: project choice { email }). */
  checkFormalUserEmail: (p: { email: string }) =>
    apiRequest<{ formal: boolean; status?: number } | null>(
      '/facade/api/user/email/checkFormalUserEmail',
      {
        method: 'POST',
        body: p,
      },
    ),
  /** POST /facade/api/user/email/v2/setPassword (encrypted). Needs the ticket of
   *  alreadyVerifyEmail (without threePartyId the server uses this device's live ticket; none → 35503). */
  setEmailPassword: (p: {
    email: string;
    password: string;
    userId: number | string;
    threePartyId?: string;
  }) =>
    apiRequest<null>('/facade/api/user/email/v2/setPassword', {
      method: 'POST',
      body: p,
      encrypt: true,
    }),
  /** POST /facade/api/user/email/v2/register. Rejects. */
  emailRegister: (p: {
    threePartyEmail: string;
    userName: string;
    gender: number;
    birthday: string;
    countryId: number;
    /** The ticket of alreadyVerifyEmail (optional: the server finds this device's live one). */
    threePartyId?: string;
  }) =>
    apiRequest<LoginResult>('/facade/api/user/email/v2/register', {
      method: 'POST',
      body: p,
      reject: true,
    }),
  /** POST /facade/api/user/email/v2/emailLogin (deviceType 4, deviceName web; encrypted). Rejects; 10042 resolves. */
  emailLogin: (p: {
    userAccount: string;
    password: string;
    pushToken?: string;
    countryId?: number;
  }) =>
    apiRequest<LoginResult>('/facade/api/user/email/v2/emailLogin', {
      method: 'POST',
      body: { ...p, deviceType: DEVICE_TYPE, deviceName: DEVICE_NAME },
      encrypt: true,
      okCodes: LOGIN_OK,
      reject: true,
    }),
  /** POST /facade/api/user/exempt/login/emailAutoLogin. Rejects; 10042 resolves. */
  emailAutoLogin: (p: { countryId?: number; pushToken?: string }) =>
    apiRequest<LoginResult>('/facade/api/user/exempt/login/emailAutoLogin', {
      method: 'POST',
      body: p,
      okCodes: LOGIN_OK,
      reject: true,
    }),
  /** POST /facade/api/user/login/auto { userId, cert } → loginToken (spec 1 §2.2; the
   *  backend answers the whole LoginResult). Rejects; 10042 resolves. */
  autoLogin: (p: { userId: number | string; cert: string }) =>
    apiRequest<{ loginToken: string } & Partial<LoginResult>>('/facade/api/user/login/auto', {
      method: 'POST',
      body: p,
      okCodes: LOGIN_OK,
      reject: true,
    }),
  /** POST /facade/api/user/email/bind (signed in; spec 1 §5 rebind). Ticket from
   *  sendVerifyEmail type 'bind' + alreadyVerifyEmail. Same value / taken / within 7 days → 10025. */
  bindEmail: (p: { email: string; threePartyId: string }) =>
    apiRequest<{ email: string }>('/facade/api/user/email/bind', { method: 'POST', body: p }),
  /** POST /facade/api/mobile/bind (signed in; spec 1 §5 rebind). Ticket from sendSmsCode +
   *  checkSmsCode. Same value / taken / within 7 days → 10025. */
  bindMobile: (p: { countryCode: string; mobileNo: string; threePartyId: string }) =>
    apiRequest<{ phone: string }>('/facade/api/mobile/bind', { method: 'POST', body: p }),
};
