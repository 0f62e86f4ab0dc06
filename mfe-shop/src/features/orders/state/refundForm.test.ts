import { checkBillImage, checkRefundForm, reasonsFor } from './refundForm';

test('an unpaid order can only report missing coins; a paid one asks for the money back', () => {
  expect(reasonsFor('failed')).toEqual([1]);
  expect(reasonsFor('pending')).toEqual([1]);
  expect(reasonsFor('success')).toEqual([2, 3, 4, 5]);
  expect(reasonsFor('refunded')).toEqual([]);
});

test('each field has its own problem', () => {
  expect(
    checkRefundForm(
      { reason: null, description: 'x'.repeat(201), email: 'nope', captcha: '' },
      [3],
    ),
  ).toEqual({
    reason: 'required',
    description: 'tooLong',
    email: 'invalid',
    captcha: 'required',
  });
  expect(checkRefundForm({ reason: 1, description: '', email: '', captcha: '12' }, [3])).toEqual({
    reason: 'required',
    captcha: 'invalid',
  });
  expect(
    checkRefundForm(
      { reason: 3, description: 'Wrong pack', email: 'a@b.co', captcha: '1234' },
      [3],
    ),
  ).toEqual({});
});

test('receipt pictures: JPEG, PNG or WebP up to 5M, three at most', () => {
  expect(checkBillImage({ type: 'image/png', size: 1000 }, 0)).toBeNull();
  expect(checkBillImage({ type: 'image/gif', size: 1000 }, 0)).toBe('type');
  expect(checkBillImage({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, 0)).toBe('size');
  expect(checkBillImage({ type: 'image/webp', size: 10 }, 3)).toBe('count');
});
