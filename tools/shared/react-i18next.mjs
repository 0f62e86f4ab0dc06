// The shared `react-i18next` singleton, tree-shaken: like the
// router (router.mjs), every build shares THIS file under the name 'react-i18next'
// (tools/index.cjs `import:`), so the landing loads only what is re-exported here (~2.6 KB gz
// instead of ~10.5: no Trans, whose HTML parser the landing never needs). The list is a checked
// contract: tools/shared/react-i18next-exports.json, enforced by eslint.config.mjs and
// tools/test/react-i18next.test.js. `Trans` is the SDK's: shared-sdk/locale's TransText imports
// it from 'react-i18next/TransWithoutContext' and hands it the shared instance; that entry loads
// with the pages that show such sentences.
// 'react-i18next-real' is an alias of the installed package (tools/index.cjs): 'react-i18next'
// is the shared key itself and would resolve back to this file.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-real';
