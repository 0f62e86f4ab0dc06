// CSS lint for every package: physical left/right is out, so Arabic and Hebrew pages (html
// dir="rtl") mirror. Top/bottom and width/height stay physical on purpose: the block axis is
// the same in both directions. Rules inside a `:dir(rtl)` / `:dir(ltr)` selector are the
// deliberate per-direction overrides and are not checked (stylelint-use-logical skips them).

// Four values whose inline sides differ (`margin: 0 4px 0 8px`); parts with brackets (calc, env)
// are not matched, so `0 calc(a + b)` is not mistaken for four values.
const PART = String.raw`[^\s()/,]+`;
const ASYMMETRIC_FOUR = String.raw`/^\s*${PART}\s+(${PART})\s+${PART}\s+(?!\1\s*$)${PART}\s*$/`;
// border-radius corners: start-start start-end end-end end-start (1 to 4 values); it mirrors
// only when each row's two corners are equal.
const RADIUS_TWO = String.raw`/^\s*(${PART})\s+(?!\1\s*$)${PART}\s*$/`;
const RADIUS_THREE = String.raw`/^\s*(${PART})\s+(?!\1\s)${PART}\s+${PART}\s*$|^\s*(${PART})\s+${PART}\s+(?!\2\s*$)${PART}\s*$/`;
const RADIUS_FOUR = String.raw`/^\s*(${PART})\s+(?!\1\s)${PART}\s+${PART}\s+${PART}\s*$|^\s*${PART}\s+${PART}\s+(${PART})\s+(?!\2\s*$)${PART}\s*$/`;

export default {
  plugins: ['stylelint-use-logical'],
  ignoreFiles: ['**/node_modules/**', '**/dist*/**', 'e2e/**', 'bench/**'],
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  reportDescriptionlessDisables: true,
  rules: {
    'csstools/use-logical': [
      'always',
      {
        except: [
          'top',
          'bottom',
          /^(min-|max-)?(width|height)$/,
          /^(margin|padding)-(top|bottom)$/,
          /^border-(top|bottom)(-(color|style|width))?$/,
        ],
      },
    ],
    'declaration-property-value-disallowed-list': [
      {
        '/^(margin|padding|inset|scroll-margin|scroll-padding)$/': [ASYMMETRIC_FOUR],
        'border-radius': [RADIUS_TWO, RADIUS_THREE, RADIUS_FOUR],
      },
      {
        message: (prop, value) =>
          `"${prop}: ${value}" differs on the left and right: use the logical longhands (margin-inline-start, border-start-end-radius, ...) so right-to-left pages mirror.`,
      },
    ],
  },
};
