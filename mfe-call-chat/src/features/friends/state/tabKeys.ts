/**
 * Arrow keys on the Friends tabs (WAI-ARIA tabs): the next tab lies at the inline end, so in a
 * right-to-left page ArrowLeft moves forward. Answers +1, -1, or null for any other key.
 */
export function tabStep(key: string, direction: 'ltr' | 'rtl'): 1 | -1 | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === back ? -1 : null;
}
