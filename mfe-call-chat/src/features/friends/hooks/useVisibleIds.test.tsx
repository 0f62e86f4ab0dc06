import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { useVisibleIds } from './useOnlineStatuses';

// Rows' refs run on every render; the hook must settle (the friends page once looped forever:
// React error #185) and still report the rows on screen (jsdom: no IntersectionObserver, so
// every observed row counts as visible).
function Rows({ ids }: { ids: number[] }) {
  const { visible, observe } = useVisibleIds();
  const [, setTick] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setTick((n) => n + 1)}>
        again
      </button>
      <output>{visible.join(',')}</output>
      {ids.map((id) => (
        <p key={id} ref={observe(id)}>
          row {id}
        </p>
      ))}
    </div>
  );
}

test('rows on screen are reported once and re-renders settle', () => {
  const { rerender } = render(<Rows ids={[3, 1, 2]} />);
  expect(screen.getByRole('status').textContent).toBe('1,2,3');
  act(() => screen.getByRole('button', { name: 'again' }).click());
  expect(screen.getByRole('status').textContent).toBe('1,2,3');
  rerender(<Rows ids={[3, 1]} />);
  expect(screen.getByRole('status').textContent).toBe('1,3');
});
