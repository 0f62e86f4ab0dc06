/**
 * Sensitive words for nicknames (spec 1 §5 "names with ... sensitive words are rejected";
 * code 20101). A short, deliberate list: impersonation of the service or its staff, common
 * insults and profanity, and a few well-known slurs. Extend it here; the check below handles
 * case, accents, spacing tricks and common digit-for-letter swaps.
 *
 * Two lists, to avoid rejecting innocent names that merely contain a short word
 * ("Cassandra", "Badminton", "Scunthorpe"):
 * - CONTAINED: distinctive enough to refuse anywhere in the name, even glued to other letters
 *   ("OfficialSupport", "xXfuckXx").
 * - WHOLE: refused only as a whole word ("Admin 42", "the_admin"), not inside other words.
 */
const CONTAINED = [
  // impersonation of the service and its staff
  'official',
  'administrator',
  'moderator',
  'livcam',
  'customerservice',
  'customersupport',
  // profanity and insults
  'fuck',
  'motherf',
  'asshole',
  'bitch',
  'bastard',
  'whore',
  'dickhead',
  'wanker',
  'retard',
  // slurs
  'nigger',
  'nigga',
  'faggot',
] as const;

const WHOLE = [
  'admin',
  'mod',
  'support',
  'staff',
  'system',
  'helpdesk',
  'shit',
  'cunt',
  'dick',
  'cock',
  'ass',
  'slut',
  'twat',
  'idiot',
  'moron',
  'loser',
  'stupid',
  'pussy',
  'porn',
  'rape',
  'rapist',
  'nazi',
  'hitler',
  'fag',
  'kike',
  'spic',
  'chink',
] as const;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents
    .toLowerCase()
    .replace(/[0134578@$!]/g, (c) => LEET[c] ?? c);
}

/** The sensitive word found in `name`, or null. */
export function findSensitiveWord(name: string): string | null {
  const folded = fold(name);
  const squashed = folded.replace(/[^a-z]/g, '');
  for (const w of CONTAINED) if (squashed.includes(w)) return w;
  const words = new Set(folded.split(/[^a-z]+/).filter(Boolean));
  // "a d m i n" / "a.d.m.i.n": single letters in a row read as one word too.
  const spelled = folded
    .split(/[^a-z]+/)
    .filter(Boolean)
    .reduce<string[]>(
      (runs, w) => {
        if (w.length === 1) runs[runs.length - 1] += w;
        else runs.push('');
        return runs;
      },
      [''],
    )
    .filter((r) => r.length > 1);
  for (const w of WHOLE) if (words.has(w) || spelled.includes(w)) return w;
  return null;
}

export const SENSITIVE_WORDS: readonly string[] = [...CONTAINED, ...WHOLE];
