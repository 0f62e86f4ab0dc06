/**
 * @jest-environment jsdom
 */
import {
  CARD_DRAFT_KEY,
  CARD_DRAFT_TTL_MS,
  clearCardDraft,
  readCardDraft,
  saveCardDraft,
} from './cardDraft';

const form = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvv: '123',
};
beforeEach(() => sessionStorage.clear());

test('kept for Back from the provider: every value but the security code, never stored', () => {
  saveCardDraft({ userId: 7, channel: 'checkout:1:US', form, save: true });
  expect(sessionStorage.getItem(CARD_DRAFT_KEY)).not.toContain('123"');
  expect(JSON.parse(sessionStorage.getItem(CARD_DRAFT_KEY)!).form).not.toHaveProperty('cvv');
  expect(readCardDraft(7, 'checkout:1:US')).toMatchObject({
    form: {
      name: 'Ana Lima',
      email: 'ana@example.com',
      number: '4242 4242 4242 4242',
      expiry: '12/34',
    },
    save: true,
  });
});

test('only for the same user and checkout, while fresh; cleared after a payment', () => {
  saveCardDraft({ userId: 7, channel: 'checkout:1:US', form, save: false });
  expect(readCardDraft(8, 'checkout:1:US')).toBeNull();
  expect(readCardDraft(7, 'checkout:2:US')).toBeNull();
  const at = JSON.parse(sessionStorage.getItem(CARD_DRAFT_KEY)!).at as number;
  expect(readCardDraft(7, 'checkout:1:US', at + CARD_DRAFT_TTL_MS + 1)).toBeNull();
  clearCardDraft();
  expect(readCardDraft(7, 'checkout:1:US')).toBeNull();
  sessionStorage.setItem(CARD_DRAFT_KEY, '{broken');
  expect(readCardDraft(7, 'checkout:1:US')).toBeNull();
});
