import { atom } from 'jotai';
import { userApi } from '../api/modules/user';
import { appStore, userAtom } from './atoms';

/**
 * The coin balance has one writer (ARCHITECTURE.md "Shared state has one writer"): every
 * spend, credit and refresh in every remote goes through `applyBalance`. Responses race (a gift
 * answer and a call's coin-deduction push can arrive in either order), so each value carries
 * the server's ledger sequence for that user — the id of the last ledger entry the balance
 * includes (`balanceSeq` in backend answers) — and a value older than the one shown is dropped.
 */
export interface BalanceUpdate {
  goldNum: number;
  /** The server's ledger sequence for this balance (monotonic per user). */
  seq: number;
  /** Who applied it, for debugging ('gift', 'call-minute', 'shop', 'refresh', …). */
  source: string;
}

/** The last source that changed the balance (debug aid; read-only for the UI). */
export const balanceSourceAtom = atom<string | null>(null);

/**
 * Applies a balance from the server. Returns false (and changes nothing) when no one is signed
 * in, the value is not a non-negative integer, or it is older than the balance shown.
 */
export function applyBalance(u: BalanceUpdate): boolean {
  const user = appStore.get(userAtom);
  if (!user) return false;
  if (!Number.isSafeInteger(u.goldNum) || u.goldNum < 0) return false;
  if (!Number.isSafeInteger(u.seq) || u.seq < 0) return false;
  if (user.balanceSeq !== undefined && u.seq < user.balanceSeq) return false;
  appStore.set(userAtom, { ...user, goldNum: u.goldNum, balanceSeq: u.seq });
  appStore.set(balanceSourceAtom, u.source);
  return true;
}

/**
 * Reads the balance again from the server (spec 2 §4 "refreshes the coin balance") and applies
 * it. Resolves with the balance shown afterwards, or null when the call failed.
 */
export async function refreshBalance(source = 'refresh'): Promise<number | null> {
  if (!appStore.get(userAtom)) return null;
  const res = await userApi.getUserInfo();
  if (!res.ok || !res.data) return null;
  const { goldNum, balanceSeq } = res.data;
  if (typeof balanceSeq === 'number') applyBalance({ goldNum, seq: balanceSeq, source });
  return appStore.get(userAtom)?.goldNum ?? null;
}
