import type { ChatMessage } from 'shared-sdk/chat';
import { MESSAGE_LIST_FIRST_PAGE, CHAT_PAGE_SIZE } from 'shared-sdk/constants';
import { getMeta, mergeServerUsers, setMeta, syncKey, type SyncMarker } from '../db/queries';
import type { ChatDb } from '../db/schema';
import type { WriteResult } from '../db/writer';
import type { ImServer } from './server';

/**
 * Server sync (spec 2 §4 "Conversations sync once per friend from the server, then are read
 * locally"; spec 2 §7 list and details). Errors are not thrown: spec 2 §8 says other codes are
 * ignored in chat-history flows, so the caller shows what the device has and a retryable error.
 */
export interface SyncContext {
  db(): ChatDb;
  me: number;
  server: ImServer;
  now(): number;
  /** The store's one writer, for messages from the server. */
  write(msgs: ChatMessage[]): Promise<WriteResult>;
}

/** At most this many pages fetched to catch up a room that has news (then the rest on scroll). */
const CATCH_UP_PAGES_MAX = 10;

/**
 * One page of the conversation list (first page 30, spec 2 §9 "message list first page 30"),
 * merged into the store. Returns whether more pages exist, and the rooms whose server entry is
 * newer than the device's (their markers are set stale, so opening them catches up).
 */
export async function syncConversationPage(
  ctx: SyncContext,
  pageNo: number,
): Promise<{ ok: boolean; hasMore: boolean; newer: string[] }> {
  const r = await ctx.server.list({ pageNo, pageSize: MESSAGE_LIST_FIRST_PAGE });
  if (!r.ok) return { ok: false, hasMore: true, newer: [] };
  const list = Array.isArray(r.data?.list) ? r.data.list : [];
  const newer = await mergeServerUsers(ctx.db(), ctx.me, list);
  for (const croomId of newer) {
    const marker = await getMeta<SyncMarker>(ctx.db(), syncKey(croomId));
    if (marker && !marker.stale)
      await setMeta(ctx.db(), syncKey(croomId), { ...marker, stale: true });
  }
  const pages = r.data?.pages ?? pageNo;
  return { ok: true, hasMore: pageNo < pages && list.length > 0, newer };
}

/**
 * A room's history from the server. `older` = the next older page after what the device has;
 * otherwise the newest page, only when the room was never synced or the list showed news (then
 * older pages too, until one overlaps what the device has). Returns whether the server has
 * older pages the device has not fetched yet.
 */
export async function syncRoomHistory(
  ctx: SyncContext,
  friendId: number,
  croomId: string,
  older: boolean,
): Promise<{ ok: boolean; serverHasOlder: boolean }> {
  const key = syncKey(croomId);
  const marker = await getMeta<SyncMarker>(ctx.db(), key);
  if (friendId <= 0 && !marker) {
    // System conversations have no per-friend history on the server: their notices arrive pushed.
    await setMeta(ctx.db(), key, { syncedAt: ctx.now(), nextPage: null } satisfies SyncMarker);
    return { ok: true, serverHasOlder: false };
  }
  if (older) {
    if (!marker?.nextPage) return { ok: true, serverHasOlder: false };
    const page = await fetchPage(ctx, friendId, marker.nextPage);
    if (!page.ok) return { ok: false, serverHasOlder: true };
    const nextPage = page.pages > marker.nextPage && page.count > 0 ? marker.nextPage + 1 : null;
    await setMeta(ctx.db(), key, { ...marker, nextPage } satisfies SyncMarker);
    return { ok: true, serverHasOlder: nextPage !== null };
  }
  if (marker && !marker.stale) return { ok: true, serverHasOlder: marker.nextPage !== null };
  let pageNo = 1;
  let nextPage: number | null;
  for (;;) {
    const page = await fetchPage(ctx, friendId, pageNo);
    if (!page.ok) return { ok: false, serverHasOlder: marker?.nextPage != null };
    nextPage = page.pages > pageNo && page.count > 0 ? pageNo + 1 : null;
    // Catching up: stop at the first page that holds a message the device already had.
    const allNew = page.count > 0 && page.inserted === page.count;
    if (!marker || !allNew || nextPage === null || pageNo >= CATCH_UP_PAGES_MAX) break;
    pageNo = nextPage;
  }
  const kept = marker
    ? marker.nextPage === null
      ? null
      : Math.max(marker.nextPage, nextPage ?? 0)
    : nextPage;
  await setMeta(ctx.db(), key, {
    syncedAt: ctx.now(),
    nextPage: kept,
    stale: false,
  } satisfies SyncMarker);
  return { ok: true, serverHasOlder: kept !== null };
}

async function fetchPage(
  ctx: SyncContext,
  friendId: number,
  pageNo: number,
): Promise<{ ok: boolean; pages: number; count: number; inserted: number }> {
  const r = await ctx.server.details({ friendId, pageNo, pageSize: CHAT_PAGE_SIZE });
  if (!r.ok) return { ok: false, pages: 0, count: 0, inserted: 0 };
  const list = Array.isArray(r.data?.list) ? r.data.list : [];
  const res = await ctx.write(list);
  return {
    ok: true,
    pages: r.data?.pages ?? pageNo,
    count: list.length,
    inserted: res.inserted.length,
  };
}
