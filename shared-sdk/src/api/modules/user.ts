import { PROTOCOL_TYPE } from '../../constants/auth';
import type { InterfaceLanguage } from '../../constants/languages';
import { apiRequest } from '../client';

/** Spec 1 §3 "User info"; spec 3 §3 "User". */
export interface UserInfo {
  id: number;
  userName: string;
  headImg: string;
  loginToken?: string;
  goldNum: number;
  /** 1 male, 2 female. */
  gender: number;
  countryId: number;
  payStatus: number;
  relation?: number;
  stick?: number;
  /** Own info only (`YYYY-MM-DD`). */
  birthday?: string;
  /** Another user's info: full years instead of the birthday (null when unknown). */
  age?: number | null;
  /** Own info only: ledger sequence of goldNum (session/balance.ts). */
  balanceSeq?: number;
  /** The 112×150 avatar beside headImg (270×360), when the user uploaded one (spec 3 §9). */
  headImgSmall?: string;
  /** Own info only: the interface language the user chose, when they chose one. */
  interfaceLanguage?: InterfaceLanguage;
}

/**
 * POST /facade/api/user/update — fields "not shown" (spec 1 §7); project choice. Only the fields
 * sent change. Refusals: 10001 / 20101 (nickname), PROFILE_CODE (constants/profile.ts), 40006.
 */
export interface UserUpdate {
  /** The nickname (spec 1 §5: ≤ 30, no forbidden characters or sensitive words). */
  userName?: string;
  /** YYYY-MM-DD; 18 or older; changes once (BIRTHDAY_CHANGES_MAX). */
  birthday?: string;
  /** Accepted only when it is the gender the account has (it never changes). */
  gender?: number;
  /** 270×360 (AVATAR_LARGE): an upload of the caller's, or an image of /assets/. */
  headImg?: string;
  /** 112×150 (AVATAR_SMALL), sent with headImg. */
  headImgSmall?: string;
  countryId?: number;
  /** Ids of the interest catalogue, at most PROFILE_INTERESTS_MAX. */
  interestIds?: number[];
  /** Ids of the language catalogue, at most PROFILE_LANGUAGES_MAX. */
  languageIds?: number[];
  /** The interface language chosen in settings (one of INTERFACE_LANGUAGES). */
  interfaceLanguage?: InterfaceLanguage;
}

/** A sign-in address linked to the account and when it may be changed (spec 1 §5 rebind). */
export interface LinkedAddress {
  /** The e-mail address, or the phone as `+{countryCode}{number}`; null when none is linked. */
  value: string | null;
  /** When a change is allowed again (ms since 1970); null when it may change now. */
  changeableAt: number | null;
}

/**
 * GET /facade/api/user/profile/detail (project's path; the spec does not show how the edit page
 * reads what it edits): the caller's own profile with the state of every rule.
 */
export interface ProfileDetail {
  user: UserInfo;
  interestIds: number[];
  languageIds: number[];
  /** Birthday changes still allowed (0 or 1; spec 1 §5 "modifiable once"). */
  birthdayChangesLeft: number;
  /** Always true once the profile is complete: gender cannot change (spec 1 §5). */
  genderFixed: boolean;
  email: LinkedAddress;
  phone: LinkedAddress;
}

/** `data` of a 10025 rebind refusal (constants/profile.ts REBIND_REASON). */
export interface RebindRefusal {
  reason: 'same' | 'taken' | 'locked';
  /** With `locked`: when a change is allowed again (ms). */
  availableAt?: number;
}

/**
 * Spec 1 §7 "Protocol status" (protocolType 3, showPop) with spec 3 §4 "Consent": the popup shows
 * only where EU rules apply (EU_COUNTRIES, by the account's country, else the request's) and no
 * choice was saved for this protocol type.
 */
export interface ProtocolStatus {
  showPop: boolean;
  protocolType: number;
  /** Whether EU rules apply to this account (spec 3 §4 "Consent"). */
  euRules: boolean;
  /** The country decided on (two-letter code): the account's, else the request's (country/byip). */
  country: string;
  /** The saved choice (1 accepted, 0 refused), null when none was saved. */
  agreeButton: number | null;
  /** When the choice was saved (ms), null when none was. */
  saveTime: number | null;
}

/** spec 3 §3 "Consent record": what save/protocol may carry besides the choice. */
export interface ConsentRecordInput {
  /** `consentstring` (CONSENT_STRING_MAX). */
  consentString?: string;
  /** `cmpccsversion`: the consent text's version (CONSENT_FIELD_MAX). */
  cmpVersion?: string;
  /** `eventname`: how the choice was made, e.g. `accept_all`, `reject` (CONSENT_FIELD_MAX). */
  eventName?: string;
}

/** Shapes "not shown" in spec 1 §7 (project choice, kept with the backend). */
export interface PayStatus {
  payStatus: number;
}
export interface NewUserCoinCheck {
  /** Whether coins were added by this check. */
  added: boolean;
  /** Coins added (0 when none). */
  coins: number;
}

/** Session-level user calls of spec 1 §7 and spec 3 §7 "User, consent, country". Swallowing. */
export const userApi = {
  /** GET /facade/api/user/getUserInfo — own info, or another user's with searchUserId. */
  getUserInfo: (searchUserId?: number | string) =>
    apiRequest<UserInfo>('/facade/api/user/getUserInfo', { query: { searchUserId } }),
  /** PUT /facade/api/user/logout */
  logout: () => apiRequest<null>('/facade/api/user/logout', { method: 'PUT' }),
  /** GET /facade/api/user/protocol/status (protocolType 3) */
  protocolStatus: (protocolType: number = PROTOCOL_TYPE) =>
    apiRequest<ProtocolStatus>('/facade/api/user/protocol/status', { query: { protocolType } }),
  /** POST /facade/api/user/save/protocol — agreeButton, protocolType, userId (+ the consent record) */
  saveProtocol: (
    p: { agreeButton: number; userId: number | string; protocolType?: number } & ConsentRecordInput,
  ) =>
    apiRequest<ProtocolStatus>('/facade/api/user/save/protocol', {
      method: 'POST',
      body: {
        agreeButton: p.agreeButton,
        protocolType: p.protocolType ?? PROTOCOL_TYPE,
        userId: p.userId,
        consentString: p.consentString,
        cmpVersion: p.cmpVersion,
        eventName: p.eventName,
      },
    }),
  /** GET /facade/api/user/web/checkUserPayStatus */
  checkUserPayStatus: () => apiRequest<PayStatus>('/facade/api/user/web/checkUserPayStatus'),
  /** GET /facade/api/user/checkIfAddCoinForNew — after a new registration (spec 1 §4.3). */
  checkIfAddCoinForNew: () => apiRequest<NewUserCoinCheck>('/facade/api/user/checkIfAddCoinForNew'),
  /** POST /facade/api/user/update → the user info after the change. */
  update: (fields: UserUpdate) =>
    apiRequest<UserInfo>('/facade/api/user/update', { method: 'POST', body: fields }),
  /** GET /facade/api/user/profile/detail — what the edit page shows (ProfileDetail). */
  getProfileDetail: () => apiRequest<ProfileDetail>('/facade/api/user/profile/detail'),
};
