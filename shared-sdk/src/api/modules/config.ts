import type { PlayWayName } from '../../constants/misc';
import { apiRequest, PUBLIC_KEY_PATH } from '../client';

/** CONTRACTS.md "Site config"; spec 3 §3 "Site function list". */
export interface PlayWay {
  name: PlayWayName | string;
  id: number;
  main: boolean;
}
export interface PlayWays {
  openedPlayWays: PlayWay[];
}

/** Spec 1 §7 "Country by IP". */
export interface CountryByIp {
  id: number;
  ab: string;
  ip: string;
}

/** Popup config: shape "not shown" (spec 1 §7); project choice. */
export interface PopupConfig {
  popups: Array<{ id: number; type: string; url?: string; content?: string }>;
}

/** Interest and language lists (spec 1 §7); items "not shown": project choice. */
export interface ProfileOption {
  id: number;
  name: string;
}

/** Site configuration calls (spec 1 §7, spec 3 §7). Swallowing, except the public key. */
/** One row of the dial-code table (spec 1 §3 "Country entries"). */
export interface CountryEntry {
  id: number;
  /** Short code, e.g. GB; also the extra codes XK, MYC, MYNC. */
  ab: string;
  /** Dial code without '+'. */
  phoneCode: string;
  /** English name. */
  name: string;
  /** Flag image name: the lower-case short code. */
  flag: string;
}

export const configApi = {
  /** GET /facade/api/function/exempt/country/list → { list } (path: project's choice, CONTRACTS). */
  getCountryList: () =>
    apiRequest<{ list: CountryEntry[] }>('/facade/api/function/exempt/country/list'),
  /** GET /facade/api/function/exempt/playWays (path: CONTRACTS.md). */
  getPlayWays: () => apiRequest<PlayWays>('/facade/api/function/exempt/playWays'),
  /** GET /facade/api/popup/get */
  getPopupConfig: () => apiRequest<PopupConfig>('/facade/api/popup/get'),
  /** GET /facade/api/function/exempt/country/byip → { id, ab, ip } */
  getCountryByIp: () => apiRequest<CountryByIp>('/facade/api/function/exempt/country/byip'),
  /** GET /facade/api/function/exempt/publicKey → { publicKey } (PEM). Rejects: encryption needs it. */
  getPublicKey: () => apiRequest<{ publicKey: string }>(PUBLIC_KEY_PATH, { reject: true }),
  /** GET /facade/api/user/profile/interest/selectAll */
  getInterestList: () => apiRequest<ProfileOption[]>('/facade/api/user/profile/interest/selectAll'),
  /** GET /facade/api/user/profile/language/selectAll */
  getLanguageList: () => apiRequest<ProfileOption[]>('/facade/api/user/profile/language/selectAll'),
  /** GET /facade/api/config/getSnapshotConfig (spec 3 §7); shape not shown. */
  getSnapshotConfig: () =>
    apiRequest<Record<string, unknown>>('/facade/api/config/getSnapshotConfig'),
};
