import type { PlayWayName } from '../../constants/app';
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

/** One popup of GET /facade/api/popup/get (shape "not shown", spec 1 §7; backend seed/data/catalog.ts). */
export interface PopupEntry {
  id: number;
  /** e.g. 'newUserCoins', 'firstRecharge'. */
  type: string;
  title: string;
  content: string;
  /** Absolute URL of the banner picture. */
  image: string;
  /** Route name the popup leads to (e.g. 'CoinPage'). */
  route: string;
  /** Shown to signed-in users (true) or visitors (false). */
  loggedIn: boolean;
  maxTimesPerDay: number;
}
/** Popup config: the backend's `{ list }` (it disagreed with the old `{ popups }` type). */
export interface PopupConfig {
  list: PopupEntry[];
}

/** An interest tag (spec 2 §3 "Interest tags 1-21"). */
export interface ProfileOption {
  id: number;
  name: string;
}
/** A language (spec 1 §9 ids) with its code, e.g. { id: 3, code: 'es', name: 'Spanish' }. */
export interface LanguageOption extends ProfileOption {
  code: string;
}
/** The interest and language lists answer `{ list, max }` (max 5 interests, 3 languages: spec 3 §5). */
export interface OptionList<T> {
  list: T[];
  max: number;
}

/**
 * GET /facade/api/config/getSnapshotConfig (spec 3 §7; shape not shown). spec 2 §4: snapshot
 * times in a call are random within configured second ranges; face and blur checks at 1, 2, 3
 * and 6 s after the call starts.
 */
export interface SnapshotConfig {
  /** One snapshot is taken at a random second within each range (from call start). */
  ranges: Array<{ min: number; max: number }>;
  /** Seconds after the call starts at which face and blur messages are sent. */
  faceCheckSeconds: number[];
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
  getInterestList: () =>
    apiRequest<OptionList<ProfileOption>>('/facade/api/user/profile/interest/selectAll'),
  /** GET /facade/api/user/profile/language/selectAll */
  getLanguageList: () =>
    apiRequest<OptionList<LanguageOption>>('/facade/api/user/profile/language/selectAll'),
  /** GET /facade/api/config/getSnapshotConfig (spec 3 §7) → SnapshotConfig. */
  getSnapshotConfig: () => apiRequest<SnapshotConfig>('/facade/api/config/getSnapshotConfig'),
};
