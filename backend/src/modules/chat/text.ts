/** Characters as a person counts them (code points: an emoji is one); the spec's limits count these. */
export const charCount = (s: string) => Array.from(s).length;
