import { checkPack, pluralForms } from './packCheck';
import { textsInCode } from './i18nDefaults';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const en = {
  'nav.home': 'Home',
  'call.recharge': 'Recharge within {{seconds}} s',
  'login.terms': 'I agree to the <tos>Terms</tos>',
  'pack.coins_one': '{{count}} coin',
  'pack.coins_other': '{{count}} coins',
};
const de = {
  'nav.home': 'Startseite',
  'call.recharge': 'Lade innerhalb von {{seconds}} s auf',
  'login.terms': 'Ich stimme den <tos>AGB</tos> zu',
  'pack.coins_one': '{{count}} Münze',
  'pack.coins_other': '{{count}} Münzen',
};

test('a complete pack has no problems', () => {
  expect(checkPack('de', en, de)).toEqual([]);
});

test('a removed, empty or extra key, a lost placeholder or tag is named', () => {
  const { 'nav.home': _removed, ...rest } = de;
  expect(checkPack('de', en, rest)).toEqual(['de: missing nav.home']);
  expect(checkPack('de', en, { ...de, 'nav.home': ' ' })).toEqual(['de: empty nav.home']);
  expect(checkPack('de', en, { ...de, 'nav.old': 'Alt' })).toEqual([
    'de: nav.old is not an English key',
  ]);
  expect(checkPack('de', en, { ...de, 'call.recharge': 'Lade {{sec}} s auf' })).toEqual([
    'de: call.recharge has {{sec}}, English {{seconds}}',
  ]);
  expect(checkPack('de', en, { ...de, 'login.terms': 'Ich stimme den AGB zu' })).toEqual([
    'de: login.terms has tags <>, English <tos>',
  ]);
});

test("plural texts need exactly the language's forms: six in Arabic, one in Japanese", () => {
  expect(pluralForms('ar')).toEqual(
    expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']),
  );
  const ar = {
    'nav.home': 'الرئيسية',
    'call.recharge': 'اشحن خلال {{seconds}} ث',
    'login.terms': 'أوافق على <tos>الشروط</tos>',
    'pack.coins_zero': 'لا عملات',
    'pack.coins_one': 'عملة واحدة',
    'pack.coins_two': 'عملتان',
    'pack.coins_few': '{{count}} عملات',
    'pack.coins_many': '{{count}} عملة',
  };
  expect(checkPack('ar', en, ar)).toEqual(['ar: missing pack.coins_other']);
  const { 'pack.coins_one': _one, 'pack.coins_other': other, ...ja } = de;
  expect(checkPack('ja', en, { ...ja, 'pack.coins_other': other })).toEqual([]);
  expect(checkPack('ja', en, de)).toEqual(['ja: pack.coins_one is not an English key']);
});

test('textsInCode reads a plural text as key_one / key_other', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'texts-'));
  fs.writeFileSync(
    path.join(dir, 'A.tsx'),
    "t('pack.coins', '{{count}} coins', { count: n, defaultValue_one: '{{count}} coin' });\n" +
      "t('call.recharge', 'Recharge within {{seconds}} s', { seconds });\n",
  );
  expect(textsInCode(dir)).toEqual({
    'pack.coins_one': '{{count}} coin',
    'pack.coins_other': '{{count}} coins',
    'call.recharge': 'Recharge within {{seconds}} s',
  });
});
