/**
 * spec 2 §3 / spec 3 §3 "Page responses: pageNo, pages, list" — the one page shape of the
 * friend, blacklist, reminder, chat list and chat detail calls. `pages` is the page count
 * (0 when the list is empty); `total` is the project's addition.
 */
export interface PageResult<T> {
  pageNo: number;
  pages: number;
  total: number;
  list: T[];
}

/** A page request (spec 2 §7: friends `page, size`; chat `pageNo, pageSize`). */
export interface PageQuery {
  page?: number;
  size?: number;
}

/** Balance fields of every answer that changes the caller's coins (session/balance.ts applyBalance). */
export interface BalanceFields {
  /** The caller's coins after the change. */
  goldNum: number;
  /** Ledger sequence of goldNum: pass as `seq` to applyBalance. */
  balanceSeq: number;
}
