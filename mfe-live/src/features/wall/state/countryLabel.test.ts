import type { HostCard } from 'shared-sdk';
import { groupLabel } from './countryLabel';

const named = (countryName: string) => [{ countryName } as HostCard];
const extra = (code: string) => (code === 'MYC' ? 'Malaysia (Chinese region)' : null);

test.each<[string, HostCard[], string, string]>([
  ['BR', named('Brezilya'), 'tr', 'Brezilya'], // the server's name, in the device's language
  ['AD', [], 'en', 'Andorra'], // no hosts: the browser's region name
  ['AD', [], 'nl', 'Andorra'],
  ['DE', [], 'nl', 'Duitsland'],
  ['MYC', named('MYC'), 'en', 'Malaysia (Chinese region)'], // the table's own codes
  ['MYNC', [], 'en', 'MYNC'], // nothing knows it: the code
])('group %s (%j, %s) is called %s', (code, hosts, lang, label) => {
  expect(groupLabel(code, hosts, lang, extra)).toBe(label);
});
