import { render } from '@testing-library/react';
import { TaggedText } from './TaggedText';

test('marked parts go into their elements, the rest stays text', () => {
  const { container } = render(
    <TaggedText text="Get <b>200 coins</b> now <x>!</x>" tags={{ b: <strong /> }} />,
  );
  expect(container.innerHTML).toBe('Get <strong>200 coins</strong> now !');
});

test('markup in the words is shown as text, not HTML', () => {
  const { container } = render(<TaggedText text="<img src=x>" tags={{}} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toBe('<img src=x>');
});
