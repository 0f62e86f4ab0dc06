import { renderHook } from '@testing-library/react';
import { CHECKIN_CODE, CHECKIN_ERROR_TEXT } from 'shared-sdk/constants';
// Initialises i18next as the host does (no packs: the English defaults).
import 'shared-sdk/testing';
import { useErrorText } from './CheckInCard';

test('the three check-in errors read as the spec and the server say', () => {
  const { result } = renderHook(() => useErrorText());
  expect(result.current('timeout')).toBe(CHECKIN_ERROR_TEXT[CHECKIN_CODE.timeout]);
  expect(result.current('alreadyToday')).toBe(CHECKIN_ERROR_TEXT[CHECKIN_CODE.alreadyToday]);
  expect(result.current('otherAccount')).toBe(CHECKIN_ERROR_TEXT[CHECKIN_CODE.otherAccount]);
});
