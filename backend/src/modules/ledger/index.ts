export { createLedger } from './ledger';
export type { Ledger, LedgerEntry, LedgerResult } from './ledger';
