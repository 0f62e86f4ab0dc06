import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from 'shared-sdk';
import { englishDefaults } from '../../i18n/defaults';
import { setSiteLanguage } from 'shared-sdk';
import { DownloadDialog } from './DownloadDialog';

function renderDialog(i18n: Parameters<typeof I18nextProvider>[0]['i18n']) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <DownloadDialog prefix={null} onClose={() => undefined} onNavigate={() => undefined} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

// The steps are one text each with their markup (<b>, the menu icon): the words around the
// icon are the translator's, in the language's order.
test('the steps in English before i18next loads: bold browser names and the named menu icon', () => {
  renderDialog(englishDefaults());
  const android = screen.getByText(/open the browser menu/).closest('li')!;
  expect(android.textContent).toBe(
    'Android (Chrome): open the browser menu  and choose “Add to Home screen”.',
  );
  expect(android.querySelector('strong')?.textContent).toBe('Android (Chrome):');
  expect(screen.getByRole('img', { name: '(three dots)' })).toBeTruthy();
});

test('the steps in German with i18next running: the same markup around the translated words', async () => {
  setSiteLanguage('de');
  await import('../../../i18n');
  const i18n = await initI18n();
  await i18n.loadNamespaces('shell');
  renderDialog(i18n);
  expect(await screen.findByRole('dialog', { name: 'Hol dir LivCam aufs Handy' })).toBeTruthy();
  const android = screen.getByText(/Öffne das Browsermenü/).closest('li')!;
  expect(android.querySelector('strong')?.textContent).toBe('Android (Chrome):');
  expect(screen.getByRole('img', { name: '(drei Punkte)' })).toBeTruthy();
});
