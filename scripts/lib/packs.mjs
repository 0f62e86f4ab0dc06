// Where each translation namespace keeps its pack for a language (relative to the repo root):
// read by scripts/i18n-report.mjs and the e2e specs that name controls in a language.
export const PACK_FILES = {
  common: (lng) => `shared-sdk/src/i18n/locales/${lng}/common.json`,
  errors: (lng) => `shared-sdk/src/i18n/locales/${lng}/errors.json`,
  shell: (lng) => `host-shell/src/locales/${lng}.json`,
  auth: (lng) => `mfe-auth/src/locales/${lng}.json`,
  callChat: (lng) => `mfe-call-chat/src/locales/${lng}.json`,
  chat: (lng) => `mfe-call-chat/src/locales/chat/${lng}.json`,
  shop: (lng) => `mfe-shop/src/locales/${lng}.json`,
  live: (lng) => `mfe-live/src/locales/${lng}.json`,
  tasks: (lng) => `mfe-tasks/src/locales/${lng}.json`,
};
