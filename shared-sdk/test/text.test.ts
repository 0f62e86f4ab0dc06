import { sanitizeUserName } from '../src/text';

describe('sanitizeUserName (spec 1 §5)', () => {
  it.each([
    ['<script>alert(1)</script>', '*script*alert(1)*/script*'],
    ['<img src=x onerror=1>', '*img src=x onerror=1*'],
    ['a<b src=1', 'a*b src=1'],
    ['<a href="x">me</a>', '*a href="x"*me*/a*'],
    ['<video>', '*video*'],
    ['<IFRAME>', '*IFRAME*'],
    ['<style>', '*style*'],
    ['Anna>script', 'Anna*script'],
  ])('%s → %s', (input, out) => {
    expect(sanitizeUserName(input)).toBe(out);
  });

  it.each(['<3 Anna', 'Tom <the best>', 'a > b', '<<Zoe>>'])(
    'brackets without those words stay: %s',
    (name) => {
      expect(sanitizeUserName(name)).toBe(name);
    },
  );

  it.each(['script kiddie', 'Video star', 'img', 'stylish Sam'])(
    'words without brackets stay: %s',
    (name) => {
      expect(sanitizeUserName(name)).toBe(name);
    },
  );

  it('handles empty input', () => {
    expect(sanitizeUserName('')).toBe('');
    expect(sanitizeUserName(undefined)).toBe('');
    expect(sanitizeUserName(null)).toBe('');
  });
});
