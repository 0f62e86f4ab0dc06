import { atom, createStore } from 'jotai';
import type { InterfaceLanguage } from '../constants/languages';

/** User info (spec 1 §3 "User info"; spec 2 §3). */
export interface SessionUser {
  id: number;
  userName: string;
  headImg: string;
  goldNum: number;
  /** 1 male, 2 female. */
  gender: number;
  countryId: number;
  payStatus: number;
  relation?: number;
  stick?: number;
  /** Ledger sequence of goldNum (session/balance.ts drops older values). */
  balanceSeq?: number;
  /** The interface language the user chose (applied at sign-in on any device). */
  interfaceLanguage?: InterfaceLanguage;
}

/**
 * The one jotai store. It lives in the SDK singleton so that non-React code (the API
 * client's session reactions, requireLogin) and every remote see the same atoms; the host
 * owns it by mounting the only <Provider store={appStore}> (ARCHITECTURE.md "The host owns").
 */
export const appStore = createStore();

export const userAtom = atom<SessionUser | null>(null);

/** Spec 1 §4.3: "Login state becomes true when user info is set". */
export const isLoggedInAtom = atom((get) => get(userAtom) !== null);

/** The coin balance (field goldNum), read-only: its one writer is `applyBalance` (balance.ts). */
export const goldNumAtom = atom((get) => get(userAtom)?.goldNum ?? 0);

export interface LoginPopupState {
  open: boolean;
  /** Source tag of the request, e.g. 'login_btn', 'call' (spec 1 §2.2). */
  source: string | null;
}

export const loginPopupAtom = atom<LoginPopupState>({ open: false, source: null });
