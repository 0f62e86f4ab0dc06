import { groupLabel } from './countryLabel';

const extra = (code: string) => (code === 'MYC' ? 'Malaysia (Chinese region)' : null);

test.each<[string, string, string]>([
  ['BR', 'Brezilya', 'Brezilya'], // the server's name, in the device's language
  ['AD', 'Andorra', 'Andorra'], // a group without hosts is named by the server too
  ['DE', 'Duitsland', 'Duitsland'],
  ['MYC', 'MYC', 'Malaysia (Chinese region)'], // the table's own codes
  ['MYNC', 'MYNC', 'MYNC'], // nothing knows it: the code
  ['XX', '', 'XX'], // no name at all: the code
])('group %s (named %j by the server) is called %s', (groupName, countryName, label) => {
  expect(groupLabel({ groupName, countryName }, extra)).toBe(label);
});
