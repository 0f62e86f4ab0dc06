// The badge text alone, in the SDK's main entry (not in messages/, which is the chat entry): the
// shell's menu shows it on the landing, where the chat entry (shared-sdk/chat, with the badge
// queue) is not loaded.
import { BADGE_CAP } from '../constants/limits';

/** spec 2 §5, §9: counts above 999 show as "k+"; 0 or less shows nothing. */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? 'k+' : String(Math.floor(count));
}
