import { formatDateTime, formatDayTime, formatNumber } from './format';

test('numbers are written the way the language writes them', () => {
  expect(formatNumber(1250, 'en')).toBe('1,250');
  expect(formatNumber(1250, 'de')).toBe('1.250');
  expect(formatNumber(1250, 'ar')).toBe(new Intl.NumberFormat('ar').format(1250));
  expect(formatNumber(1250, undefined)).toBe('1,250');
});

test('an unknown language tag falls back to the plain figure', () => {
  expect(formatNumber(1250, 'not a tag!')).toBe('1250');
});

test('dates and times follow the language', () => {
  const ms = Date.UTC(2026, 10, 26, 18, 5);
  expect(formatDateTime(ms, 'en')).toBe(
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
  );
  expect(formatDateTime(ms, 'de')).not.toBe(formatDateTime(ms, 'en'));
});

test('a near date leaves out the year', () => {
  const ms = new Date(2026, 10, 26, 18, 5).getTime();
  expect(formatDayTime(ms, 'en')).toMatch(/^Nov 26, 0?6:05\sPM$/);
  expect(formatDayTime(ms, 'de')).toContain('18:05');
});
