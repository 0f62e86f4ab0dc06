import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { englishDefaults } from './defaults';

function Texts({ seconds }: { seconds: number }) {
  const { t } = useTranslation('call');
  return (
    <ul>
      <li>{t('call.recharge', 'Recharge within {{seconds}} s to keep talking.', { seconds })}</li>
      <li>{t('call.unread', { defaultValue: '{{count}} unread', count: 3 })}</li>
      <li>{t('call.more', { count: 1, defaultValue_one: 'One more', defaultValue_other: '{{count}} more' })}</li>
      <li>{t('call.noDefault')}</li>
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
  ]);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});
