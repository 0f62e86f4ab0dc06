import { IM_TEXT_MAX_CHARS, IMAGE_MAX_BYTES } from 'shared-sdk';
import { checkComposer, checkPicture, isSendKey, pictureBox } from './composer';

test.each([
  ['', false, 0],
  ['   ', false, 0],
  ['hi', true, 2],
  ['  hi  ', true, 2],
  ['😀👍', true, 2],
  ['x'.repeat(IM_TEXT_MAX_CHARS), true, IM_TEXT_MAX_CHARS],
  ['x'.repeat(IM_TEXT_MAX_CHARS + 1), false, IM_TEXT_MAX_CHARS + 1],
  // Emoji near the limit: one character each (two UTF-16 units), as the store and the server count.
  ['😀'.repeat(IM_TEXT_MAX_CHARS), true, IM_TEXT_MAX_CHARS],
  [` ${'😀'.repeat(IM_TEXT_MAX_CHARS)}\n`, true, IM_TEXT_MAX_CHARS],
  ['😀'.repeat(IM_TEXT_MAX_CHARS + 1), false, IM_TEXT_MAX_CHARS + 1],
])('checkComposer(%j): canSend %s, %s characters', (text, canSend, count) => {
  const c = checkComposer(text);
  expect(c.canSend).toBe(canSend);
  expect(c.count).toBe(count);
  expect(c.over).toBe(count > IM_TEXT_MAX_CHARS);
});

test('the counter shows from 80% of the limit', () => {
  expect(checkComposer('x'.repeat(1599)).showCounter).toBe(false);
  expect(checkComposer('x'.repeat(1600)).showCounter).toBe(true);
  expect(checkComposer(' a👍b ').count).toBe(3);
});

test.each([
  [{ key: 'Enter', shiftKey: false }, true],
  [{ key: 'Enter', shiftKey: true }, false],
  [{ key: 'Enter', shiftKey: false, isComposing: true }, false],
  [{ key: 'Enter', shiftKey: false, keyCode: 229 }, false],
  [{ key: 'a', shiftKey: false }, false],
])('isSendKey(%j) is %s', (e, sends) => expect(isSendKey(e)).toBe(sends));

test.each([
  [{ type: 'image/png', size: 1000 }, null],
  [{ type: 'image/jpeg', size: IMAGE_MAX_BYTES }, null],
  [{ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }, 'too_large'],
  [{ type: 'application/pdf', size: 1000 }, 'not_image'],
  [{ type: '', size: 1000 }, 'not_image'],
  [{ type: 'image/svg+xml', size: 1000 }, 'not_image'],
  [{ type: 'image/gif', size: 0 }, 'empty'],
])('checkPicture(%j) → %s', (file, problem) => expect(checkPicture(file)).toBe(problem));

test('pictures are 152 px wide, keeping their ratio', () => {
  expect(pictureBox(800, 600, 152)).toEqual({ width: 152, height: 114 });
  expect(pictureBox(100, 1000, 152)).toEqual({ width: 152, height: 304 });
  expect(pictureBox(undefined, undefined, 152)).toEqual({ width: 152, height: 152 });
});
