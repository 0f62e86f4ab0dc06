import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp as render } from 'shared-sdk/testing';
import { HEART_FLOAT_MS, PraiseButton } from './PraiseButton';

// The praise button: the count in the spec's W format, one onPraise per tap, and a heart per tap
// that goes when its float ends (the engine batches the taps; its table tests that).

test.each([
  [0, '0'],
  [9_999, '9999'],
  [10_000, '1.00W'],
  [123_456, '12.34W'],
])('%s likes show as %s', (count, shown) => {
  render(<PraiseButton count={count} onPraise={() => undefined} />);
  expect(screen.getByRole('button').getAttribute('aria-label')).toBe(
    `Like this live, ${shown} likes`,
  );
});

test('each tap praises once and floats a heart that goes after its animation', () => {
  jest.useFakeTimers();
  const onPraise = jest.fn();
  const { container } = render(<PraiseButton count={5} onPraise={onPraise} />);
  fireEvent.click(screen.getByRole('button'));
  fireEvent.click(screen.getByRole('button'));
  expect(onPraise).toHaveBeenCalledTimes(2);
  const hearts = () => container.querySelectorAll('.heart').length;
  expect(hearts()).toBe(2);
  act(() => jest.advanceTimersByTime(HEART_FLOAT_MS));
  expect(hearts()).toBe(0);
  jest.useRealTimers();
});
