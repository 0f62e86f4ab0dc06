import { NO_SELECTION, selectable, selectionReducer, type Selection } from './selection';

const list = [-1, -2, -3, -4, 7, 9].map((friendId) => ({ friendId }));
const ids = (s: Selection) => [...s.ids].sort((a, b) => a - b);

test('select-all skips the say-hi group (−4) and the team (−2)', () => {
  const s = selectionReducer(selectionReducer(NO_SELECTION, { type: 'start' }), {
    type: 'all',
    list,
  });
  expect(ids(s)).toEqual([-3, -1, 7, 9]);
  expect(selectable(-4)).toBe(false);
  expect(selectable(-2)).toBe(false);
  expect(selectable(-1)).toBe(true);
});

test('toggle, none, prune and end', () => {
  let s = selectionReducer(NO_SELECTION, { type: 'start', friendId: 7 });
  expect(ids(s)).toEqual([7]);
  s = selectionReducer(s, { type: 'toggle', friendId: 9 });
  s = selectionReducer(s, { type: 'toggle', friendId: 7 });
  expect(ids(s)).toEqual([9]);
  expect(selectionReducer(s, { type: 'toggle', friendId: -4 })).toBe(s);
  expect(ids(selectionReducer(s, { type: 'prune', list: [{ friendId: 7 }] }))).toEqual([]);
  expect(ids(selectionReducer(s, { type: 'none' }))).toEqual([]);
  expect(selectionReducer(s, { type: 'end' })).toBe(NO_SELECTION);
  // Nothing is selected outside select mode.
  expect(selectionReducer(NO_SELECTION, { type: 'toggle', friendId: 7 })).toBe(NO_SELECTION);
  expect(selectionReducer(NO_SELECTION, { type: 'all', list })).toBe(NO_SELECTION);
});
