import {
  charCount,
  noteNameCounter,
  parseUserId,
  pollableIds,
  reminderCapLabel,
  statusClass,
} from './rules';

test.each([
  ['', 0, '0/30', false],
  ['Anna', 4, '4/30', false],
  ['x'.repeat(30), 30, '30/30', false],
  ['x'.repeat(31), 31, '31/30', true],
  ['  padded  ', 6, '6/30', false],
  ['😀'.repeat(30), 30, '30/30', false],
])('note-name counter of %j', (text, n, label, over) => {
  expect(noteNameCounter(text)).toEqual({ n, max: 30, label, over });
});

test('an emoji counts as one character, as the backend counts', () => {
  expect(charCount('a😀b')).toBe(3);
});

test.each([
  [
    [3, 1, 2, 2],
    [1, 2, 3],
  ],
  [[0, -1, -2, -3, -4, 5], [5]],
  [[Number.NaN, 1.5, 7], [7]],
  [[], []],
])('polled ids of %j: positive, unique, never system ids', (ids, out) => {
  expect(pollableIds(ids)).toEqual(out);
});

test('at most 200 ids are polled at once (the batch call limit)', () => {
  expect(pollableIds(Array.from({ length: 250 }, (_, i) => i + 1))).toHaveLength(200);
});

test.each([
  [0, 's-0'],
  [1, 's-1'],
  [2, 's-2'],
  [3, 's-3'],
  [7, 's-0'],
  [undefined, 's-0'],
])('status %j has class %s', (status, cls) => {
  expect(statusClass(status)).toBe(cls);
});

test.each([
  ['12345', 12345],
  [' 42 ', 42],
  ['0', null],
  ['anna', null],
  ['12a', null],
  ['1'.repeat(16), null],
])('parseUserId(%j)', (q, id) => {
  expect(parseUserId(q)).toBe(id);
});

test('reminder cap label', () => {
  expect(reminderCapLabel(3, 50)).toBe('3/50');
  expect(reminderCapLabel(3, 50, (n) => `<${n}>`)).toBe('<3>/<50>');
});
