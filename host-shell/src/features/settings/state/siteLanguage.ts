import { getSiteLanguage as sdkSiteLanguage, i18n, setLocal } from 'shared-sdk';
import {
  DEFAULT_LANGUAGE,
  INTERFACE_LANGUAGES,
  STORAGE_KEYS,
  type InterfaceLanguage,
} from 'shared-sdk/constants';

/*
 * TODO(integrator): shared-sdk's main entry exports getSiteLanguage but not setSiteLanguage
 * (it lives in shared-sdk/src/i18n/languages.ts). Export it from shared-sdk/src/index.ts, then
 * replace this file with `export { getSiteLanguage, setSiteLanguage } from 'shared-sdk'`. Until
 * then this stand-in stores the choice where the SDK reads it (the SDK's own getSiteLanguage,
 * used for the request's language id, sees it only after a reload) and switches i18next.
 */

let chosen: InterfaceLanguage | null = null;

/** The language the interface is in. */
export function getSiteLanguage(): InterfaceLanguage {
  return chosen ?? sdkSiteLanguage();
}

/** Keeps the choice on this device and switches the interface to it. */
export function setSiteLanguage(lng: string): InterfaceLanguage {
  const next = (INTERFACE_LANGUAGES as readonly string[]).includes(lng)
    ? (lng as InterfaceLanguage)
    : DEFAULT_LANGUAGE;
  setLocal(STORAGE_KEYS.siteLanguage, next);
  chosen = next;
  if (i18n.isInitialized) void i18n.changeLanguage(next);
  return next;
}
