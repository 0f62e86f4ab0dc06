import { getDraft, resetDrafts, setDraft } from './drafts';

beforeEach(() => resetDrafts());

test('drafts are kept per conversation and survive a reload of the module state', () => {
  setDraft(7, 'half a thought');
  setDraft(9, 'another');
  expect(getDraft(7)).toBe('half a thought');
  expect(JSON.parse(sessionStorage.getItem('livcam.chatDrafts')!)).toEqual({
    7: 'half a thought',
    9: 'another',
  });
  setDraft(7, '');
  expect(getDraft(7)).toBe('');
  expect(getDraft(9)).toBe('another');
});
