import { noticeText } from './notice';

test.each([
  [
    'a welcome with the name',
    { noticeKey: 'welcome.notifications', noticeValues: { name: 'Zoë' } },
    { key: 'chat:notice.welcome.notifications', values: { name: 'Zoë' } },
  ],
  [
    'the team welcome',
    { noticeKey: 'welcome.team', noticeValues: { name: 'Zoë' } },
    { key: 'chat:notice.welcome.team' },
  ],
  ['the income welcome', { noticeKey: 'welcome.income' }, { key: 'chat:notice.welcome.income' }],
  [
    'a gift income: points are the count',
    { noticeKey: 'income.gift', noticeValues: { sender: 'Ann', gift: 'Rose', points: 20 } },
    { key: 'chat:notice.income.gift', values: { sender: 'Ann', gift: 'Rose', count: 20 } },
  ],
  [
    'a name with markup words: the spec 1 §5 sanitizing',
    { noticeKey: 'welcome.notifications', noticeValues: { name: '<script>x' } },
    { key: 'chat:notice.welcome.notifications', values: { name: '*script*x' } },
  ],
  ['no key', {}, null],
  ['an unknown key (a newer server)', { noticeKey: 'welcome.moon', noticeValues: {} }, null],
  ['a key of the prototype', { noticeKey: 'toString' }, null],
  ['a welcome without its name', { noticeKey: 'welcome.notifications', noticeValues: {} }, null],
  [
    'points that are not a number',
    { noticeKey: 'income.gift', noticeValues: { sender: 'Ann', gift: 'Rose', points: '20' } },
    null,
  ],
])('%s', (_name, m, want) => {
  expect(noticeText(m)).toEqual(want);
});
