import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApp } from 'shared-sdk/testing';
import type { CallStatusOf } from '../engine';
import { NS } from '../../../i18n';
import ar from '../../../locales/ar.json';
import hi from '../../../locales/hi.json';
import tr from '../../../locales/tr.json';
import { DeviceDenied } from './CallDialogs';

// spec 3 §"Install, push, offers": the RTC limit popup (a browser that cannot call) is written in
// the browser's language when it is en, ar, hi, tr, id or ms, else in English — whatever the
// site's language. A blocked camera is explained in the site's language.
const snap = (problem: CallStatusOf<'deviceDenied'>['problem']) =>
  ({
    status: 'deviceDenied',
    peer: null,
    problem,
    dismiss: jest.fn(),
  }) as unknown as CallStatusOf<'deviceDenied'>;

const browser = (languages: string[]) =>
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

beforeAll(() => {
  i18next.addResourceBundle('ar', NS, ar);
  i18next.addResourceBundle('hi', NS, hi);
  i18next.addResourceBundle('tr', NS, tr);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});
afterAll(() => {
  for (const lng of ['ar', 'hi', 'tr']) i18next.removeResourceBundle(lng, NS);
});

const site = (lng: string) => act(() => i18next.changeLanguage(lng));
/** Renders and lets a language pack the dialog asked for arrive. */
const show = async (problem: CallStatusOf<'deviceDenied'>['problem']) => {
  const s = snap(problem);
  renderWithApp(<DeviceDenied snap={s} />);
  await act(async () => {});
  return s;
};

test('an Arabic browser on the Turkish site: the popup is in Arabic, right to left', async () => {
  browser(['ar-EG', 'tr-TR', 'en']);
  await site('tr');
  await show('unsupported');
  const dialog = screen.getByRole('dialog', { name: ar.call.deviceUnsupportedTitle });
  const body = dialog.querySelector('[lang]')!;
  expect(body.getAttribute('lang')).toBe('ar');
  expect(body.getAttribute('dir')).toBe('rtl');
  // The heading too: marked as Arabic on a Turkish page.
  const heading = screen.getByRole('heading', { name: ar.call.deviceUnsupportedTitle });
  expect(heading.querySelector('[lang="ar"][dir="rtl"]')).not.toBeNull();
  expect(dialog.textContent).toContain(ar.call.deviceUnsupported);
  expect(dialog.textContent).toContain(ar.call.deviceUnsupportedInApp);
  expect(screen.getByRole('button', { name: ar.call.ok })).toBeTruthy();
  expect(screen.getByRole('button', { name: ar.call.close })).toBeTruthy();
});

test('the first of the browser languages the popup knows: Hindi after French', async () => {
  browser(['fr-FR', 'hi-IN']);
  await site('tr');
  await show('unsupported');
  expect(
    screen.getByRole('dialog', { name: hi.call.deviceUnsupportedTitle }).textContent,
  ).toContain(hi.call.deviceUnsupported);
});

test('a browser in none of the popup languages gets English, not the site language', async () => {
  browser(['fr-FR', 'de']);
  await site('tr');
  await show('unsupported');
  const dialog = screen.getByRole('dialog', { name: 'Video calls do not work in this browser' });
  expect(dialog.textContent).toContain('This browser cannot make video calls.');
  expect(dialog.querySelector('[lang]')!.getAttribute('dir')).toBe('ltr');
  expect(dialog.textContent).not.toContain(tr.call.deviceUnsupported);
});

test('a blocked camera is explained in the site language, not the browser language', async () => {
  browser(['ar-EG']);
  await site('tr');
  await show('camera');
  const dialog = screen.getByRole('dialog', { name: tr.call.cameraDeniedTitle });
  expect(dialog.textContent).toContain(tr.call.cameraDenied);
  expect(dialog.querySelector('[lang]')!.getAttribute('lang')).toBe('tr');
});

test('a popup language whose pack has not arrived: English, marked as English', async () => {
  browser(['id-ID']);
  await show('unsupported');
  const dialog = screen.getByRole('dialog', { name: 'Video calls do not work in this browser' });
  expect(dialog.querySelector('[lang]')!.getAttribute('lang')).toBe('en');
});

test('OK closes the popup', async () => {
  browser(['ms-MY']);
  const s = await show('unsupported');
  screen.getByRole('button', { name: 'OK' }).click();
  expect(s.dismiss).toHaveBeenCalled();
});
