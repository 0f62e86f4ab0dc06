import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configApi, type CountryEntry } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { resetCountriesForTests } from '../state/countries';
import { CountryPicker } from './CountryPicker';

const entry = (ab: string, name: string, phoneCode: string) =>
  ({ ab, name, phoneCode }) as unknown as CountryEntry;
const LIST = [entry('GB', 'United Kingdom', '44'), entry('TR', 'Turkey', '90')];

beforeEach(() => {
  resetCountriesForTests();
  jest
    .spyOn(configApi, 'getCountryList')
    .mockResolvedValue({ ok: true, code: 200, msg: '', data: { list: LIST } } as never);
});
afterEach(() => jest.restoreAllMocks());

async function openPicker() {
  const onChange = jest.fn();
  renderWithApp(<CountryPicker value={LIST[0]!} onChange={onChange} />);
  const toggle = screen.getByRole('button', { name: 'Country code' });
  fireEvent.click(toggle);
  await screen.findByRole('list', { name: 'Countries' });
  return { onChange, toggle };
}

test('search narrows the list; picking closes it', async () => {
  const { onChange, toggle } = await openPicker();
  fireEvent.change(screen.getByLabelText('Search country'), { target: { value: 'tur' } });
  expect(screen.queryByRole('button', { name: /^United Kingdom/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /^Turkey/ }));
  expect(onChange).toHaveBeenCalledWith(LIST[1]);
  expect(screen.queryByRole('list', { name: 'Countries' })).toBeNull();
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
});

test('Escape and a tap outside close the open list without a change', async () => {
  const { onChange, toggle } = await openPicker();
  fireEvent.keyDown(screen.getByLabelText('Search country'), { key: 'Escape' });
  expect(screen.queryByRole('list', { name: 'Countries' })).toBeNull();
  fireEvent.click(toggle);
  await screen.findByRole('list', { name: 'Countries' });
  // Inside the list nothing closes it; outside the picker it closes.
  act(() => void fireEvent.pointerDown(screen.getByLabelText('Search country')));
  expect(screen.getByRole('list', { name: 'Countries' })).toBeTruthy();
  act(() => void fireEvent.pointerDown(document.body));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Countries' })).toBeNull());
  expect(onChange).not.toHaveBeenCalled();
});
