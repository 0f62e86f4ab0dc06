import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
// Initialises i18next as the host does (no packs: the English defaults).
import 'shared-sdk/testing';
import { NS } from '../../../i18n';
import fr from '../../../locales/fr.json';
import { providerFor } from '../state/registry';
import { useChannelLabel, useProviderLabel } from './useProviderLabel';

afterEach(() => act(() => void i18next.changeLanguage('en')));

test('a worded label is translated, a brand stays as it is', () => {
  i18next.addResourceBundle('fr', NS, fr, true, true);
  act(() => void i18next.changeLanguage('fr'));
  const label = renderHook(() => useProviderLabel()).result.current;
  expect(label(providerFor('stripe')!)).toBe(fr.provider.stripe);
  expect(label(providerFor('stripe')!)).not.toBe('Card (Stripe)');
  expect(label(providerFor('ideal')!)).toBe('iDEAL');
});

test('a channel the server names: the client’s label by provider id, else the server’s name', () => {
  i18next.addResourceBundle('fr', NS, fr, true, true);
  act(() => void i18next.changeLanguage('fr'));
  const channel = renderHook(() => useChannelLabel()).result.current;
  expect(channel('checkout', 'Credit / debit card')).toBe(fr.provider.checkout);
  expect(channel('livpay', 'LivPay wallet')).toBe(fr.provider.livpay);
  expect(channel('payermax', 'PayerMax local methods')).toBe('PayerMax');
  expect(channel('newpay', 'NewPay wallet')).toBe('NewPay wallet');
});

test('in English the labels read as before', () => {
  const channel = renderHook(() => useChannelLabel()).result.current;
  expect(channel('stripe', 'Card, Apple Pay, Google Pay')).toBe('Card (Stripe)');
  expect(channel('checkout', 'Credit / debit card')).toBe('Credit / debit card');
});
