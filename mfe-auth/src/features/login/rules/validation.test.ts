import {
  AUTH_MESSAGE_KEYS as K,
  ageOn,
  checkAge,
  checkCode,
  checkEmail,
  checkEmailPassword,
  checkNickname,
  checkPhonePassword,
  checkProfile,
  defaultBirthday,
  digitsOnly,
  emailPasswordButtonEnabled,
  formatYmd,
  pickerDays,
  pickerMonths,
  pickerYears,
  snapDay,
} from './validation';
import { checkPhone, nationalNumberOf } from './phone';

const x = (n: number, c = 'a') => c.repeat(n);

describe('phone password (spec 1 §5: 8–30, letters, digits, ~!@#$%^&*()_+{}:"><?)', () => {
  test.each([
    [x(7), K.phonePassword],
    [x(8), null],
    [x(30), null],
    [x(31), K.phonePassword],
    ['Abc123~!@#$%^&*()_+{}:"><?', null],
    ['abcdefg h', K.phonePassword], // space
    ['abcdefgh-', K.phonePassword], // '-' is not in the list
    ['abcdefgé', K.phonePassword],
  ])('%j → %s', (pw, want) => expect(checkPhonePassword(pw)).toBe(want));
});

describe('e-mail password (6–16, same characters; the button enables above 5)', () => {
  test.each([
    [x(5), K.emailPassword],
    [x(6), null],
    [x(16), null],
    [x(17), K.emailPassword],
    ['pass/word', K.emailPassword],
  ])('%j → %s', (pw, want) => expect(checkEmailPassword(pw)).toBe(want));
  test('button', () => {
    expect(emailPasswordButtonEnabled(x(5))).toBe(false);
    expect(emailPasswordButtonEnabled(x(6))).toBe(true);
  });
});

test('e-mail format', () => {
  expect(checkEmail('a@b.co')).toBeNull();
  expect(checkEmail(' someone@example.test ')).toBeNull();
  for (const bad of ['', 'a', 'a@b', 'a@b.c', 'a b@c.de', '@c.de', 'a@.de'])
    expect(checkEmail(bad)).toBe(K.email);
});

test('code: exactly 6 digits; inputs keep digits only', () => {
  expect(checkCode('123456')).toBeNull();
  for (const bad of ['12345', '1234567', '12345a', '']) expect(checkCode(bad)).toBe(K.code);
  expect(digitsOnly('12-34 56 78', 6)).toBe('123456');
});

describe('nickname (required, max 30, forbidden characters)', () => {
  test.each([
    ['', K.nicknameMissing],
    ['   ', K.nicknameMissing],
    [x(30), null],
    [x(31), K.nicknameTooLong],
    ['😀'.repeat(30), null], // 30 characters, 60 UTF-16 units
    ['Anna <3', K.nicknameChars],
    ['a/b', K.nicknameChars],
    ['tab\there', K.nicknameChars],
    ["Zoë O'Neil-Smith", null],
  ])('%j → %s', (n, want) => expect(checkNickname(n)).toBe(want));
});

describe('birthday picker and the 18+ gate', () => {
  const today = new Date(2026, 10, 22); // 22 Nov 2026
  test('years from now−18 down to 1930', () => {
    const ys = pickerYears(today);
    expect(ys[0]).toBe(2008);
    expect(ys[ys.length - 1]).toBe(1930);
    expect(ys).toHaveLength(2008 - 1930 + 1);
  });
  test('months 1–12; days per month (leap years included)', () => {
    expect(pickerMonths()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pickerDays(2000, 2)).toHaveLength(29); // divisible by 400: leap
    expect(pickerDays(1900, 2)).toHaveLength(28); // divisible by 100 only: not leap
    expect(pickerDays(2001, 4)).toHaveLength(30);
    expect(pickerDays(2001, 12).at(-1)).toBe(31);
  });
  test('the bounds: now−18 is offered, now−17 is not; 1930 is offered, 1929 is not', () => {
    const ys = pickerYears(today);
    expect(ys).toContain(2008);
    expect(ys).not.toContain(2009);
    expect(ys).toContain(1930);
    expect(ys).not.toContain(1929);
  });
  test('day snaps to the last day of a shorter month (and to 28 in a non-leap February)', () => {
    expect(snapDay({ year: 2000, month: 2, day: 31 })).toEqual({ year: 2000, month: 2, day: 29 });
    expect(snapDay({ year: 2001, month: 2, day: 29 })).toEqual({ year: 2001, month: 2, day: 28 });
    expect(snapDay({ year: 2001, month: 4, day: 31 })).toEqual({ year: 2001, month: 4, day: 30 });
    expect(snapDay({ year: 2001, month: 5, day: 31 })).toEqual({ year: 2001, month: 5, day: 31 });
  });
  test('default about 20 years ago; 29 February snaps', () => {
    expect(defaultBirthday(today)).toEqual({ year: 2006, month: 11, day: 22 });
    expect(defaultBirthday(new Date(2028, 1, 29))).toEqual({ year: 2008, month: 2, day: 29 });
    expect(defaultBirthday(new Date(2024, 1, 29))).toEqual({ year: 2004, month: 2, day: 29 });
    expect(defaultBirthday(new Date(2025, 1, 28))).toEqual({ year: 2005, month: 2, day: 28 });
  });
  test('exactly 18 today passes; one day short does not', () => {
    expect(checkAge({ year: 2008, month: 11, day: 22 }, today)).toBeNull();
    expect(checkAge({ year: 2008, month: 11, day: 23 }, today)).toBe(K.tooYoung);
    expect(ageOn({ year: 1930, month: 1, day: 1 }, today)).toBe(96);
  });
  test('profile: all three required, then nickname and age', () => {
    const b = { year: 2000, month: 1, day: 1 };
    expect(checkProfile({ nickname: 'Sam', birthday: b, gender: 1 }, today)).toBeNull();
    expect(checkProfile({ nickname: '', birthday: b, gender: 1 }, today)).toBe(K.nicknameMissing);
    expect(checkProfile({ nickname: 'Sam', birthday: null, gender: 1 }, today)).toBe(
      K.nicknameMissing,
    );
    expect(checkProfile({ nickname: 'Sam', birthday: b, gender: null }, today)).toBe(
      K.nicknameMissing,
    );
    expect(
      checkProfile(
        { nickname: 'Sam', birthday: { year: 2010, month: 1, day: 1 }, gender: 2 },
        today,
      ),
    ).toBe(K.tooYoung);
    expect(formatYmd({ year: 2001, month: 2, day: 3 })).toBe('2001-02-03');
  });
});

describe('phone valid for the selected country (libphonenumber, full metadata)', () => {
  // [country, a valid national number, an invalid one]
  test.each([
    ['GB', '7400123456', '7400123'],
    ['US', '2015550123', '1015550123'],
    ['NL', '612345678', '61234567'],
    ['TR', '5012345678', '501234567'],
    ['DE', '15123456789', '1512'],
    ['FR', '612345678', '012345678'],
    ['IN', '9123456789', '912345678'],
    ['BR', '11961234567', '1196123'],
    ['MY', '123456789', '12345'],
    ['MYC', '123456789', '12345'],
    ['ID', '812345678', '81234'],
    ['PH', '9051234567', '905123'],
    ['EG', '1001234567', '100123'],
    ['XK', '43201234', '4320'],
  ])('%s', (country, good, bad) => {
    expect(checkPhone(country, good)).toBeNull();
    expect(checkPhone(country, bad)).toBe(K.phone);
  });
  test('digits only, at most 20', () => {
    expect(checkPhone('GB', '7400 123456')).toBe(K.phone);
    expect(checkPhone('GB', '+447400123456')).toBe(K.phone);
    expect(checkPhone('GB', '1'.repeat(21))).toBe(K.phone);
    expect(checkPhone('ZZ', '7400123456')).toBe(K.phone);
  });
  test('a leading trunk 0 is accepted', () => expect(checkPhone('GB', '07400123456')).toBeNull());
  test('the number sent drops a trunk 0, but not where the 0 is part of it (Italy)', () => {
    expect(nationalNumberOf('GB', '07400123456')).toBe('7400123456');
    expect(nationalNumberOf('GB', '7400123456')).toBe('7400123456');
    expect(nationalNumberOf('IT', '0612345678')).toBe('0612345678');
    expect(nationalNumberOf('MYNC', '0123456789')).toBe('123456789');
  });
});
