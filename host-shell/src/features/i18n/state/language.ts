import {
  appStore,
  getLocal,
  getSiteLanguage,
  onSiteLanguageChange,
  setLocal,
  setSiteLanguage,
  splitLanguagePrefix,
  textDirection,
  userApi,
  userAtom,
} from 'shared-sdk';
import {
  ROUTE_LANGUAGE_PREFIXES,
  STORAGE_KEYS,
  type InterfaceLanguage,
} from 'shared-sdk/constants';

/**
 * The interface language on the page and on the account (spec 1 §9, §2.1; spec 3 "Localisation"):
 * - the document's lang and dir follow the site language (Arabic and Hebrew right to left);
 * - a /tr/ or /nl/ (or /gb/) link sets the language of that visit, not the stored choice;
 * - a choice in settings is stored on the device and saved to the account, and a sign-in on any
 *   device applies the account's choice. A save that did not go through is kept on the device
 *   and sent again when the user is next known, so the old choice on the server cannot win.
 */

/** lang and dir on <html>: the whole page mirrors at once for a right-to-left language. */
export function applyDocumentLanguage(lng: string, doc: Document = document): void {
  const root = doc.documentElement;
  if (root.lang !== lng) root.lang = lng;
  const dir = textDirection(lng);
  if (root.dir !== dir) root.dir = dir;
}

/** The language a path's prefix names (/tr/…, /nl/…, /gb/…), or null. */
export function prefixLanguage(pathname: string): InterfaceLanguage | null {
  const { prefix } = splitLanguagePrefix(pathname);
  return prefix ? ROUTE_LANGUAGE_PREFIXES[prefix] : null;
}

/** Before the first render: the prefix's language for this visit, and the document's lang/dir. */
export function startLanguage(pathname: string): InterfaceLanguage {
  const fromPrefix = prefixLanguage(pathname);
  const lng = fromPrefix ? setSiteLanguage(fromPrefix, { remember: false }) : getSiteLanguage();
  applyDocumentLanguage(lng);
  onSiteLanguageChange((next) => applyDocumentLanguage(next));
  return lng;
}

async function saveForUser(lng: InterfaceLanguage): Promise<void> {
  setLocal(STORAGE_KEYS.siteLanguageUnsaved, lng);
  const res = await userApi.update({ interfaceLanguage: lng }).catch(() => null);
  // Only the latest choice clears the flag: a slower save of an earlier one leaves it.
  if (res?.ok && getLocal<string>(STORAGE_KEYS.siteLanguageUnsaved) === lng)
    setLocal(STORAGE_KEYS.siteLanguageUnsaved, null);
}

/** The settings picker's choice: this device now, the account when someone is signed in. */
export function chooseLanguage(lng: InterfaceLanguage): Promise<void> {
  const next = setSiteLanguage(lng);
  return appStore.get(userAtom) ? saveForUser(next) : Promise.resolve();
}

/**
 * A user became known (sign-in, or the stored session confirmed at start-up): an unsaved choice
 * made on this device is saved now; otherwise the account's choice, if any, is applied here.
 */
export function userLanguageArrived(saved: InterfaceLanguage | undefined): Promise<void> {
  const unsaved = getLocal<InterfaceLanguage>(STORAGE_KEYS.siteLanguageUnsaved);
  if (unsaved) return saveForUser(unsaved);
  if (saved && saved !== getSiteLanguage()) setSiteLanguage(saved);
  return Promise.resolve();
}

/** Calls userLanguageArrived whenever the signed-in user changes (not on balance updates). */
export function followUserLanguage(): () => void {
  let lastId: number | null = null;
  const check = () => {
    const user = appStore.get(userAtom);
    const id = user?.id ?? null;
    if (id === lastId) return;
    lastId = id;
    if (user) void userLanguageArrived(user.interfaceLanguage);
  };
  check();
  return appStore.sub(userAtom, check);
}
