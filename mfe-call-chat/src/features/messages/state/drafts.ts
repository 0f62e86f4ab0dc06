/**
 * What the user typed in each conversation, kept while they move around the app
 * (typed text is never lost): a switch of chat, a refusal, a reload of the tab keep it. Kept in
 * sessionStorage (this tab only, gone when the tab closes); a failing storage keeps it in memory.
 */
const KEY = 'livcam.chatDrafts';
const MAX_DRAFTS = 50;

const memory = new Map<number, string>();
let loaded = false;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    const raw = storage()?.getItem(KEY);
    const obj = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    for (const [k, v] of Object.entries(obj))
      if (typeof v === 'string' && Number.isSafeInteger(Number(k))) memory.set(Number(k), v);
  } catch {
    // A corrupt entry is dropped; drafts are a convenience, never a reason to fail.
  }
}

function save(): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(Object.fromEntries(memory)));
  } catch {
    // Storage full or blocked: the drafts stay in memory for this page.
  }
}

export function getDraft(friendId: number): string {
  load();
  return memory.get(friendId) ?? '';
}

export function setDraft(friendId: number, text: string): void {
  load();
  memory.delete(friendId);
  if (text) memory.set(friendId, text);
  // The oldest drafts go first once there are too many.
  while (memory.size > MAX_DRAFTS) memory.delete(memory.keys().next().value!);
  save();
}

/** Tests: forget everything. */
export function resetDrafts(): void {
  memory.clear();
  loaded = false;
  storage()?.removeItem(KEY);
}
