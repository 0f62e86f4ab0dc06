import { fireEvent, screen } from '@testing-library/react';
import { type ApiResult } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { renderWithApp } from 'shared-sdk/testing';
import { AddCardPage } from './AddCardPage';

const none = <T,>(): Promise<ApiResult<T>> =>
  Promise.resolve({ ok: false, code: -1, msg: 'network', data: null });
beforeEach(() => {
  jest.spyOn(shopApi, 'getCoinAndChannel').mockImplementation(none as never);
  jest.spyOn(shopApi, 'getPayExtParams').mockResolvedValue({
    ok: true,
    code: 200,
    msg: '',
    data: { name: 'Ana Lima', email: 'ana@example.com', extFields: {} },
  });
  jest.spyOn(shopApi, 'placeOrder').mockImplementation(none as never);
});
afterEach(() => jest.restoreAllMocks());

const AT = '/paymentInfoAdd?coin=2&country=US&channel=checkout:2:US&provider=checkout';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('each field shows its own message, keeps what was typed, and nothing is sent', async () => {
  renderWithApp(<AddCardPage />, { loggedIn: true, at: AT });
  // Billing details come back from last time.
  expect(await screen.findByDisplayValue('Ana Lima')).toBeTruthy();
  fireEvent.change(input('Name on card'), { target: { value: '' } });
  fireEvent.change(input('Billing e-mail'), { target: { value: 'ana@' } });
  fireEvent.change(input('Card number'), { target: { value: '4242424242424241' } });
  fireEvent.change(input('Expiry (MM/YY)'), { target: { value: '0120' } });
  fireEvent.change(input('Security code (CVV)'), { target: { value: '12' } });
  fireEvent.submit(screen.getByRole('button', { name: /^Pay/ }).closest('form') as HTMLFormElement);
  expect(screen.getByText('Enter the name on the card')).toBeTruthy();
  expect(screen.getByText('Enter a valid billing e-mail, like name@example.com')).toBeTruthy();
  expect(screen.getByText('This card number is not valid: check for a typo')).toBeTruthy();
  expect(screen.getByText('This card has expired')).toBeTruthy();
  expect(screen.getByText('The security code has 3 digits for this card')).toBeTruthy();
  expect(input('Card number').value).toBe('4242 4242 4242 4241');
  expect(input('Expiry (MM/YY)').value).toBe('01/20');
  expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
  expect(shopApi.placeOrder).not.toHaveBeenCalled();
});

test('an American Express card asks for 4 digits; a fixed field loses its message', async () => {
  renderWithApp(<AddCardPage />, { loggedIn: true, at: AT });
  await screen.findByDisplayValue('Ana Lima');
  fireEvent.change(input('Card number'), { target: { value: '378282246310005' } });
  fireEvent.change(input('Security code (CVV)'), { target: { value: '123' } });
  fireEvent.blur(input('Security code (CVV)'));
  expect(screen.getByText('The security code has 4 digits for this card')).toBeTruthy();
  fireEvent.change(input('Security code (CVV)'), { target: { value: '1234' } });
  expect(screen.queryByText(/The security code has/)).toBeNull();
});
