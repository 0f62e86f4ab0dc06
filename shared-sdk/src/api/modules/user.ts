import { PROTOCOL_TYPE } from '../../constants/limits';
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
}

/** POST /facade/api/user/update — fields "not shown" (spec 1 §7); project choice. */
export interface UserUpdate {
  userName?: string;
  birthday?: string;
  gender?: number;
  headImg?: string;
  countryId?: number;
  interestIds?: number[];
  languageIds?: number[];
}

/** Spec 1 §7 "Protocol status": protocolType 3, returns showPop. */
export interface ProtocolStatus {
  showPop: boolean;
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
  /** POST /facade/api/user/save/protocol — agreeButton, protocolType, userId */
  saveProtocol: (p: { agreeButton: number; userId: number | string; protocolType?: number }) =>
    apiRequest<null>('/facade/api/user/save/protocol', {
      method: 'POST',
      body: {
        agreeButton: p.agreeButton,
        protocolType: p.protocolType ?? PROTOCOL_TYPE,
        userId: p.userId,
      },
    }),
  /** GET /facade/api/user/web/checkUserPayStatus */
  checkUserPayStatus: () => apiRequest<PayStatus>('/facade/api/user/web/checkUserPayStatus'),
  /** GET /facade/api/user/checkIfAddCoinForNew — after a new registration (spec 1 §4.3). */
  checkIfAddCoinForNew: () => apiRequest<NewUserCoinCheck>('/facade/api/user/checkIfAddCoinForNew'),
  /** POST /facade/api/user/update */
  update: (fields: UserUpdate) =>
    apiRequest<UserInfo>('/facade/api/user/update', { method: 'POST', body: fields }),
};
