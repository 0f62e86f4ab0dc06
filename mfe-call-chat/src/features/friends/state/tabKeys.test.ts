import { tabStep } from './tabKeys';

test.each([
  ['ArrowRight', 'ltr', 1],
  ['ArrowLeft', 'ltr', -1],
  ['ArrowLeft', 'rtl', 1],
  ['ArrowRight', 'rtl', -1],
  ['Enter', 'ltr', null],
  ['ArrowDown', 'rtl', null],
] as const)('%s in a %s page moves %p', (key, dir, step) => {
  expect(tabStep(key, dir)).toBe(step);
});
