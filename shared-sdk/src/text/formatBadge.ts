// The badge text, in the SDK's main entry: the shell's menu shows it on the landing, and
// mfe-call-chat's message list with the same rule.
import { BADGE_CAP } from '../constants/chat';

/** spec 2 §5, §9: counts above 999 show as "k+"; 0 or less shows nothing. */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? 'k+' : String(Math.floor(count));
}
