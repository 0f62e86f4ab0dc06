// One lint setup for every package (issue 2 "Workspace").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

// The shared router's names (issue 9): tools/shared/router.mjs is shared as 'react-router-dom'
// with only these, so importing any other name would be undefined at run time.
const ROUTER_NAMES = createRequire(import.meta.url)('./tools/shared/router-exports.json').names;
const ROUTER_ONLY = `/^(${ROUTER_NAMES.join('|')})$/`;
const ROUTER_RULES = [
  {
    selector: `ImportDeclaration[source.value='react-router-dom'][importKind!='type'] > ImportSpecifier[importKind!='type']:not([imported.name=${ROUTER_ONLY}])`,
    message:
      'This react-router-dom name is not in the shared router: add it to tools/shared/router-exports.json and tools/shared/router.mjs.',
  },
  {
    selector: "ImportDeclaration[source.value='react-router-dom'][importKind!='type'] > :matches(ImportNamespaceSpecifier, ImportDefaultSpecifier)",
    message: 'Use named imports from react-router-dom: names not in the shared router (tools/shared/router-exports.json) do not exist at run time.',
  },
  {
    selector: "ImportDeclaration[source.value=/^react-router($|\\/)/], ImportExpression[source.value=/^react-router/], ExportNamedDeclaration[source.value=/^react-router/], ExportAllDeclaration[source.value=/^react-router/]",
    message: "Import router names from 'react-router-dom' (the shared singleton) with named imports, not from 'react-router'.",
  },
];

// The shared react-i18next's names (issue 9): tools/shared/react-i18next.mjs is shared as
// 'react-i18next' with only these; `Trans` comes from 'react-i18next/TransWithoutContext'.
const I18N_NAMES = createRequire(import.meta.url)('./tools/shared/react-i18next-exports.json').names;
const I18N_ONLY = `/^(${I18N_NAMES.join('|')})$/`;
const I18N_RULES = [
  {
    selector: `ImportDeclaration[source.value='react-i18next'][importKind!='type'] > ImportSpecifier[importKind!='type']:not([imported.name=${I18N_ONLY}])`,
    message:
      "This react-i18next name is not in the shared react-i18next: add it to tools/shared/react-i18next-exports.json and tools/shared/react-i18next.mjs (Trans: import it from 'react-i18next/TransWithoutContext' and pass the i18n instance).",
  },
  {
    selector: "ImportDeclaration[source.value='react-i18next'][importKind!='type'] > :matches(ImportNamespaceSpecifier, ImportDefaultSpecifier)",
    message: 'Use named imports from react-i18next: names not in the shared react-i18next (tools/shared/react-i18next-exports.json) do not exist at run time.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/.runtime/**', 'backend/data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: user text must go through React escaping.' },
        ...ROUTER_RULES,
        ...I18N_RULES,
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
