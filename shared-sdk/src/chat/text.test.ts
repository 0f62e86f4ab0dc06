import { IM_TEXT_MAX_CHARS } from '../constants/chat';
import { chatTextLength, chatTextProblem } from './text';

const MAX = IM_TEXT_MAX_CHARS;

describe('the chat text length rule: code points of the trimmed text', () => {
  test.each([
    ['', 0],
    ['   \n\t ', 0],
    ['  hi  ', 2],
    ['😀', 1],
    ['👍🏽', 2], // a hand and a skin tone: two code points
    ['a😀b', 3],
    ['\u00a0x\u00a0', 1], // no-break spaces are trimmed too
  ])('%j → %i', (text, n) => expect(chatTextLength(text)).toBe(n));

  test.each<[string, string, 'empty' | 'tooLong' | null]>([
    ['empty', '', 'empty'],
    ['spaces only', '    ', 'empty'],
    ['exactly the limit in letters', 'x'.repeat(MAX), null],
    ['one over in letters', 'x'.repeat(MAX + 1), 'tooLong'],
    // 4,000 UTF-16 units: a count of units would refuse what a person sees as 2,000 characters.
    ['exactly the limit in emoji', '😀'.repeat(MAX), null],
    ['one emoji over the limit', '😀'.repeat(MAX + 1), 'tooLong'],
    ['the limit in emoji with white space around', `  ${'😀'.repeat(MAX)}\n`, null],
    ['the limit less one, then an emoji', `${'x'.repeat(MAX - 1)}😀`, null],
    [
      'the limit less one, then a toned emoji (two code points)',
      `${'x'.repeat(MAX - 1)}👍🏽`,
      'tooLong',
    ],
  ])('%s', (_name, text, problem) => expect(chatTextProblem(text)).toBe(problem));
});
