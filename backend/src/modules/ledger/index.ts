export { createLedger, readBalanceSnapshot } from './ledger';
export type { BalanceSnapshot, Ledger, LedgerEntry, LedgerResult } from './ledger';
