// One lint setup for every package.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

// The shared router's names: tools/shared/router.mjs is shared as 'react-router-dom'
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
    selector:
      "ImportDeclaration[source.value='react-router-dom'][importKind!='type'] > :matches(ImportNamespaceSpecifier, ImportDefaultSpecifier)",
    message:
      'Use named imports from react-router-dom: names not in the shared router (tools/shared/router-exports.json) do not exist at run time.',
  },
  {
    selector:
      'ImportDeclaration[source.value=/^react-router($|\\/)/], ImportExpression[source.value=/^react-router/], ExportNamedDeclaration[source.value=/^react-router/], ExportAllDeclaration[source.value=/^react-router/]',
    message:
      "Import router names from 'react-router-dom' (the shared singleton) with named imports, not from 'react-router'.",
  },
];

// The shared react-i18next's names: tools/shared/react-i18next.mjs is shared as
// 'react-i18next' with only these; `Trans` is the SDK's TransText (shared-sdk/locale).
const I18N_NAMES = createRequire(import.meta.url)(
  './tools/shared/react-i18next-exports.json',
).names;
const I18N_ONLY = `/^(${I18N_NAMES.join('|')})$/`;
const I18N_RULES = [
  {
    selector: `ImportDeclaration[source.value='react-i18next'][importKind!='type'] > ImportSpecifier[importKind!='type']:not([imported.name=${I18N_ONLY}])`,
    message:
      "This react-i18next name is not in the shared react-i18next: add it to tools/shared/react-i18next-exports.json and tools/shared/react-i18next.mjs (Trans: the SDK's TransText, from shared-sdk/locale).",
  },
  {
    selector:
      "ImportDeclaration[source.value='react-i18next'][importKind!='type'] > :matches(ImportNamespaceSpecifier, ImportDefaultSpecifier)",
    message:
      'Use named imports from react-i18next: names not in the shared react-i18next (tools/shared/react-i18next-exports.json) do not exist at run time.',
  },
];

// Icons: Lucide's drawings one module each, drawn by the SDK's Icon (shared-sdk/src/ui/icon.tsx).
// The package index would pull all ~4,000 into the build's module graph, lucide-react a runtime of
// its own onto the landing's path.
const ICON_RULES = [
  {
    selector:
      'ImportDeclaration[source.value=/^lucide/]:not([source.value=/^lucide\\/dist\\/esm\\/icons\\/[a-z0-9-]+\\.mjs$/]), ImportExpression[source.value=/^lucide/]',
    message:
      "Import one icon's drawing, e.g. `import X from 'lucide/dist/esm/icons/x.mjs'`, and draw it with the SDK's <Icon icon={X} />.",
  },
];

// The SDK's entries (docs/CONTRACTS.md "SDK entries"): the host and the remotes import
// `shared-sdk` and its shared entries `shared-sdk/chat`, `/shop` (plus `/dev` for the standalone
// pages, `/testing` for tests), never an SDK file by path or by an unlisted subpath.
const SDK_ENTRY_ONLY = [
  {
    regex: '^shared-sdk/(?!(constants|chat|shop|live|locale|dev|testing)$)',
    message:
      "Import from 'shared-sdk' or one of its entries: shared-sdk/constants, /chat, /shop, /live, /locale (dev, testing).",
  },
  {
    // One Trans for every part, loaded with the pages that need it (never by the landing).
    regex: '^react-i18next/TransWithoutContext$',
    message:
      "A sentence with markup or data in it is the SDK's <TransText> (shared-sdk/locale); a plural one, <TaggedText>.",
  },
];
const SDK_NO_INTERNALS = [
  ...SDK_ENTRY_ONLY,
  {
    regex: '(^|/)shared-sdk/src(/|$)',
    message: "SDK internals are not a contract: import from 'shared-sdk' or one of its entries.",
  },
];
// Parts never import each other's files: they talk through the SDK (ARCHITECTURE.md "Contracts").
const NO_OTHER_PARTS = [
  {
    regex: '(^|/)mfe-call-chat(/|$)|(^|/)call/engine(/|$)|(^|/)messages/(store|db|outbox)(/|$)',
    message:
      "Calls and the chat belong to mfe-call-chat: start a call with requestCall; read callPhaseAtom, unreadSummaryAtom (unreadTotalAtom, unreadChatsAtom) from 'shared-sdk'.",
  },
  {
    regex: '(^|/)(host-shell|mfe-[\\w-]+)/',
    message: "Parts never import each other's files: they talk through 'shared-sdk'.",
  },
];
// Inside mfe-call-chat the call engine (features/call/engine/) is used through its index only.
const ENGINE_INDEX_ONLY = [
  {
    regex: '(^|/)engine/[^/]+$',
    message: "Import the call engine from its index ('…/call/engine'), not its files.",
  },
];
const OWN_PARTS_ONLY = NO_OTHER_PARTS.slice(1);
const restrict = (...groups) => ['error', { patterns: groups.flat() }];

// The chat is mfe-call-chat's (its message store, outbox, IndexedDB layer and rules): the host
// mounts the remote's MessagingLayer and reads the unread summary from the SDK, nothing else of it.
const HOST_NO_CHAT = [
  {
    regex: '(^|/)messages/(store|db|outbox|rules)(/|$)|^(idb|fake-indexeddb)$',
    message:
      "The chat is mfe-call-chat's: mount its MessagingLayer (MESSAGING_LAYER_ID) and read unreadSummaryAtom, unreadTotalAtom or unreadChatsAtom from 'shared-sdk'.",
  },
];

// Inside the SDK, the secondary entries' files are bundled apart from the main entry: a value
// imported by path from a main-entry area that holds state (atoms, API client, storage, the
// messaging instance, i18n) would be a second copy at run time. They import those from 'shared-sdk'
// (shared-sdk/src/entries.test.ts checks the whole graph).
const SDK_SECONDARY_FILES = [
  'shared-sdk/src/chat/**/*.{ts,tsx}',
  'shared-sdk/src/shop/**/*.{ts,tsx}',
  'shared-sdk/src/locale/**/*.{ts,tsx}',
  'shared-sdk/src/realtime/connection.ts',
  'shared-sdk/src/realtime/messaging.ts',
];
const MAIN_STATE_BY_PATH = {
  patterns: [
    {
      regex: '^(\\.\\./)+(session|api|storage|i18n|routes|ui|auth|text)(/|$)',
      allowTypeImports: true,
      message:
        "A secondary SDK entry reaches the main entry's state through 'shared-sdk', not by path (one copy at run time).",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.runtime/**',
      'backend/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: user text must go through React escaping.',
        },
        ...ROUTER_RULES,
        ...I18N_RULES,
        ...ICON_RULES,
      ],
    },
  },
  {
    files: ['host-shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(SDK_NO_INTERNALS, NO_OTHER_PARTS) },
  },
  {
    // Tests and their kits may read the SDK's files (locale texts) by path.
    files: ['host-shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    ignores: ['**/src/**/!(*.test|*TestKit).{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(SDK_ENTRY_ONLY, NO_OTHER_PARTS) },
  },
  {
    // The calls' own remote: its engine through the engine's index.
    files: ['mfe-call-chat/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(SDK_NO_INTERNALS, OWN_PARTS_ONLY, ENGINE_INDEX_ONLY),
    },
  },
  {
    files: ['mfe-call-chat/**/*.{ts,tsx}'],
    ignores: ['**/src/**/!(*.test|*TestKit).{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(SDK_ENTRY_ONLY, OWN_PARTS_ONLY, ENGINE_INDEX_ONLY) },
  },
  {
    // The host, its tests included: none of the chat's internals.
    files: ['host-shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(SDK_NO_INTERNALS, NO_OTHER_PARTS, HOST_NO_CHAT) },
  },
  {
    files: ['host-shell/**/*.{ts,tsx}'],
    ignores: ['**/src/**/!(*.test|*TestKit).{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(SDK_ENTRY_ONLY, NO_OTHER_PARTS, HOST_NO_CHAT) },
  },
  {
    files: SDK_SECONDARY_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', MAIN_STATE_BY_PATH] },
  },
  {
    // e2e specs take `test` from the suite's own (support/test.ts: the console guard).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from '../support/test' (it fails a test on unexpected console errors).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
