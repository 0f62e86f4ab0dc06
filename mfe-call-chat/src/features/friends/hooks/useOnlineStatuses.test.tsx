import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useVisibleIds } from './useOnlineStatuses';

// The friends list gives each row `ref={observe(id)}`. A page that re-renders (a status poll, a
// favourite) must not make React detach and attach every row again, and a flush that changes
// nothing must not render again: together they looped ("Maximum update depth exceeded").
function Rows({ ids }: { ids: number[] }) {
  const { visible, observe } = useVisibleIds();
  const [n, setN] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setN((x) => x + 1)}>
        render {n}
      </button>
      <p>visible {visible.join(',')}</p>
      <ul>
        {ids.map((id) => (
          <li key={id} ref={observe(id)}>
            row {id}
          </li>
        ))}
      </ul>
    </>
  );
}

test('rows observed by id stay observed through re-renders without an update loop', () => {
  const { rerender } = render(<Rows ids={[1, 2]} />);
  // jsdom has no IntersectionObserver: every observed row counts as visible.
  expect(screen.getByText('visible 1,2')).toBeTruthy();
  for (let i = 0; i < 5; i++) act(() => screen.getByRole('button').click());
  expect(screen.getByText('render 5')).toBeTruthy();
  expect(screen.getByText('visible 1,2')).toBeTruthy();
  rerender(<Rows ids={[2, 3]} />);
  expect(screen.getByText('visible 2,3')).toBeTruthy();
});
