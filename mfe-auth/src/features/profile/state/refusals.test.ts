import { PROFILE_CODE } from 'shared-sdk/constants';
import { fieldOfRefusal, rebindRefusal, sameIds, toggleChoice } from './refusals';

test('each refusal of /user/update goes under its field', () => {
  expect(fieldOfRefusal(10001, true)).toBe('nickname');
  expect(fieldOfRefusal(20101, false)).toBe('nickname');
  expect(fieldOfRefusal(40006, true)).toBe('nickname');
  expect(fieldOfRefusal(40006, false)).toBeUndefined();
  expect(fieldOfRefusal(PROFILE_CODE.tooYoung, false)).toBe('birthday');
  expect(fieldOfRefusal(PROFILE_CODE.birthdayChanged, false)).toBe('birthday');
  expect(fieldOfRefusal(PROFILE_CODE.genderFixed, false)).toBe('gender');
  expect(fieldOfRefusal(PROFILE_CODE.tooManyInterests, false)).toBe('interests');
  expect(fieldOfRefusal(PROFILE_CODE.tooManyLanguages, false)).toBe('languages');
  expect(fieldOfRefusal(-1, true)).toBeUndefined();
});

test('a rebind refusal is read from 10025 with a known reason only', () => {
  expect(rebindRefusal(10025, { reason: 'taken' })).toEqual({ reason: 'taken' });
  expect(rebindRefusal(10025, { reason: 'locked', availableAt: 5 })).toEqual({
    reason: 'locked',
    availableAt: 5,
  });
  expect(rebindRefusal(10025, { reason: 'other' })).toBeNull();
  expect(rebindRefusal(10025, null)).toBeNull();
  expect(rebindRefusal(60003, { reason: 'taken' })).toBeNull();
});

test('a choice toggles within its maximum; one too many is refused', () => {
  expect(toggleChoice([1, 2], 3, 3)).toEqual([1, 2, 3]);
  expect(toggleChoice([1, 2, 3], 4, 3)).toBeNull();
  expect(toggleChoice([1, 2, 3], 2, 3)).toEqual([1, 3]);
  expect(sameIds([1, 2], [2, 1])).toBe(true);
  expect(sameIds([1, 2], [1])).toBe(false);
});
