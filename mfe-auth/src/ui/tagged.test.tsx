import { render } from '@testing-library/react';
import { Tagged } from './tagged';

test('the tagged part is drawn apart, the rest stays text', () => {
  const { container } = render(
    <p>
      <Tagged
        text="We sent a code to <to>+44 7700 900123</to>."
        tag="to"
        render={(v) => <bdi dir="ltr">{v}</bdi>}
      />
    </p>,
  );
  expect(container.textContent).toBe('We sent a code to +44 7700 900123.');
  expect(container.querySelector('bdi')?.textContent).toBe('+44 7700 900123');
});

test('a translation that lost its tags still shows, as plain text', () => {
  const { container } = render(
    <p>
      <Tagged text="1,234 people" tag="count" render={(v) => <strong>{v}</strong>} />
    </p>,
  );
  expect(container.textContent).toBe('1,234 people');
  expect(container.querySelector('strong')).toBeNull();
});
