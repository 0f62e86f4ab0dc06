import { COPY_SHORT_TEXT_MAX_CHARS, isLongCopy } from './clipboard';

test.each([
  ['', false],
  ['12345', false],
  ['x'.repeat(COPY_SHORT_TEXT_MAX_CHARS), false],
  ['x'.repeat(COPY_SHORT_TEXT_MAX_CHARS + 1), true],
  // Emojis count once each (20 of them are still short).
  ['😀'.repeat(COPY_SHORT_TEXT_MAX_CHARS), false],
  ['Hello Bob 👋 how are you?', true],
])('isLongCopy(%j) → %s', (text, long) => expect(isLongCopy(text)).toBe(long));
