import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { TransText } from 'shared-sdk/locale';
import { englishDefaults } from './defaults';

function Texts({ seconds }: { seconds: number }) {
  const { t } = useTranslation('call');
  return (
    <ul>
      <li>{t('call.recharge', 'Recharge within {{seconds}} s to keep talking.', { seconds })}</li>
      <li>{t('call.unread', { defaultValue: '{{count}} unread', count: 3 })}</li>
      <li>
        {t('call.more', {
          count: 1,
          defaultValue_one: 'One more',
          defaultValue_other: '{{count}} more',
        })}
      </li>
      <li>{t('call.noDefault')}</li>
      <li>
        {t('call.coins', '{{count, number}} coins', {
          count: 12500,
          defaultValue_one: '{{count, number}} coin',
        })}
      </li>
    </ul>
  );
}

test('before i18next loads: the English defaults with their values, and no react-i18next warning', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <I18nextProvider i18n={englishDefaults()}>
      <Texts seconds={52} />
    </I18nextProvider>,
  );
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Recharge within 52 s to keep talking.',
    '3 unread',
    'One more',
    'call.noDefault',
    '12,500 coins',
  ]);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

test('TransText with the stand-in: the default text with its components and values', () => {
  const i18n = englishDefaults();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nextProvider i18n={i18n}>
      <p data-testid="terms">
        <TransText
          ns="auth"
          i18nKey="login.terms"
          defaults="I am {{age}} and agree to the <tos>Terms</tos>."
          values={{ age: 18 }}
          components={{ tos: <a href="/terms" /> }}
        />
      </p>
    </I18nextProvider>,
  );
  expect(screen.getByTestId('terms').textContent).toBe('I am 18 and agree to the Terms.');
  expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
