/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { Icon, type IconNode } from './icon';

const SQUARE: IconNode = [
  ['rect', { x: 3, y: 3, width: 18, height: 18, rx: 2 }],
  ['path', { d: 'M9 12h6' }],
];

test('a decorative icon is hidden from screen readers and never focusable', () => {
  const { container } = render(<Icon icon={SQUARE} size={16} />);
  const svg = container.querySelector('svg')!;
  expect(svg.getAttribute('aria-hidden')).toBe('true');
  expect(svg.getAttribute('focusable')).toBe('false');
  expect(svg.getAttribute('width')).toBe('16');
  expect(svg.querySelectorAll('rect, path')).toHaveLength(2);
  expect(svg.querySelector('path')!.getAttribute('d')).toBe('M9 12h6');
});

test('an icon with a label is an image with that name', () => {
  render(<Icon icon={SQUARE} label="Close" />);
  const img = screen.getByRole('img', { name: 'Close' });
  expect(img.getAttribute('aria-hidden')).toBeNull();
  expect(img.getAttribute('stroke')).toBe('currentColor');
});
