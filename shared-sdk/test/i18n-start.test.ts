/** @jest-environment jsdom */

// The start of i18next on its own module registry: initI18n is a once-per-page singleton.

function browserLanguages(langs: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: langs, configurable: true });
}

type Languages = typeof import('../src/i18n/languages');
type Setup = typeof import('../src/i18n/setup');

function freshModules(): { languages: Languages; setup: Setup } {
  let languages!: Languages;
  let setup!: Setup;
  jest.isolateModules(() => {
    languages = jest.requireActual<Languages>('../src/i18n/languages');
    setup = jest.requireActual<Setup>('../src/i18n/setup');
  });
  return { languages, setup };
}

beforeEach(() => {
  localStorage.clear();
  browserLanguages(['en-US']);
});

test('a language set while i18next is still loading (the account’s choice on a new device) is the one it ends in', async () => {
  const { languages, setup } = freshModules();
  const started = setup.initI18n();
  languages.setSiteLanguage('ar');
  await started;
  expect(setup.i18n.language).toBe('ar');
  expect(setup.i18n.t('nav.home')).not.toBe('Home');
  expect(setup.i18n.hasResourceBundle('ar', 'common')).toBe(true);
});

test('with no change meanwhile it starts in the site language', async () => {
  const { languages, setup } = freshModules();
  languages.setSiteLanguage('tr', { remember: false });
  await setup.initI18n();
  expect(setup.i18n.language).toBe('tr');
  expect(setup.i18n.t('nav.home')).toBe('Ana sayfa');
});
