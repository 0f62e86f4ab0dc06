import { hashPhonePassword } from './auth';

test('spec 1 §5 phone password hashed: SHA-256, upper-case hex (WebCrypto)', async () => {
  expect(await hashPhonePassword('abc')).toBe(
    'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD',
  );
  expect(await hashPhonePassword('Secret#123')).toMatch(/^[0-9A-F]{64}$/);
});
