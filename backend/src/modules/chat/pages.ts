/** Page numbers of the chat's lists: 1-based, the size capped. */
import type { PageResult } from 'shared-sdk/node';

export function paging(pageNo: unknown, size: unknown, def: number, max: number) {
  const p = Math.max(1, Math.floor(Number(pageNo) || 1));
  const s = Math.min(max, Math.max(1, Math.floor(Number(size) || def)));
  return { pageNo: p, pageSize: s, offset: (p - 1) * s };
}

export function pageOf<T>(
  list: T[],
  total: number,
  pageNo: number,
  pageSize: number,
): PageResult<T> {
  return { pageNo, pages: Math.ceil(total / pageSize), total, list };
}
