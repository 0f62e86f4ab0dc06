import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { getLocal, initI18n } from 'shared-sdk';
import { INTERFACE_LANGUAGES, STORAGE_KEYS } from 'shared-sdk/constants';
import { englishDefaults } from '../../i18n/defaults';
import { getSiteLanguage, setSiteLanguage } from 'shared-sdk';
import { LanguagePicker, ownName } from './LanguagePicker';

function renderPicker() {
  return render(
    <I18nextProvider i18n={englishDefaults()}>
      <LanguagePicker />
    </I18nextProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('every interface language, each in its own name and marked with its language', () => {
  setSiteLanguage('en');
  renderPicker();
  const select = screen.getByRole('combobox', { name: 'Language' });
  const options = screen.getAllByRole('option') as HTMLOptionElement[];
  expect(options.map((o) => o.value)).toEqual([...INTERFACE_LANGUAGES]);
  const byValue = (lng: string) => options.find((o) => o.value === lng)!;
  expect(byValue('de').textContent).toBe('Deutsch');
  expect(byValue('tr').textContent).toBe('Türkçe');
  expect(byValue('fr').textContent).toBe('Français');
  expect(byValue('ja').textContent).toBe('日本語');
  expect(byValue('ar').textContent).toBe('العربية');
  expect(byValue('he').textContent).toBe('עברית');
  expect(byValue('ar').getAttribute('lang')).toBe('ar');
  expect((select as HTMLSelectElement).value).toBe('en');
});

test('its value is the site language; choosing one sets it, keeps it on the device and shows it', () => {
  setSiteLanguage('nl');
  renderPicker();
  const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
  expect(select.value).toBe('nl');
  fireEvent.change(select, { target: { value: 'tr' } });
  expect(getSiteLanguage()).toBe('tr');
  expect(getLocal(STORAGE_KEYS.siteLanguage)).toBe('tr');
  expect(select.value).toBe('tr');
});

test('a language without a name of its own falls back to its code', () => {
  expect(ownName('no')).toMatch(/^Norsk/);
  jest.spyOn(Intl, 'DisplayNames').mockImplementation(() => {
    throw new RangeError('unsupported');
  });
  expect(ownName('de')).toBe('de');
});

test('with i18next running, choosing a language switches the texts on screen', async () => {
  setSiteLanguage('en');
  // The host's namespace registered as the app does (src/i18n.ts), then the shared instance.
  await import('../../../i18n');
  const i18n = await initI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <LanguagePicker />
    </I18nextProvider>,
  );
  const select = await screen.findByRole('combobox', { name: 'Language' });
  fireEvent.change(select, { target: { value: 'de' } });
  expect(await screen.findByRole('combobox', { name: 'Sprache' })).toBe(select);
  expect(i18n.language).toBe('de');
});
