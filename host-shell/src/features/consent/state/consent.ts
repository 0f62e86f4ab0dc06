import { setLocal, setCookie, type ProtocolStatus } from 'shared-sdk';
import { COOKIE_ACCEPT, COOKIE_DAYS, STORAGE_KEYS } from 'shared-sdk/constants';

/**
 * The EU consent notice (spec 3 §4 "Consent"). The server decides whether EU rules apply (the
 * account's country, else the request's) and whether a choice is already stored (`showPop`); the
 * host shows the notice CONSENT_POPUP_DELAY_MS after sign-in, never while the settings popup is
 * open, and stores the record on the server and on the device.
 */

/** The version of the notice's text, stored with each choice (`cmpccsversion`). */
export const CONSENT_TEXT_VERSION = 'necessary-only-1';

/** Whether to show the notice now: the server asked for it, its delay passed, settings is closed. */
export function consentVisible(s: {
  status: Pick<ProtocolStatus, 'showPop'> | null;
  delayPassed: boolean;
  settingsOpen: boolean;
  saved: boolean;
}): boolean {
  return !!s.status?.showPop && s.delayPassed && !s.settingsOpen && !s.saved;
}

/** What the device keeps once the choice is stored (spec 3 §9 "Stored keys": consent record). */
export interface DeviceConsentRecord {
  userId: number;
  agreeButton: number;
  cmpVersion: string;
  eventName: string;
  country: string;
  saveTime: number;
}

/**
 * After the server stored the choice: the device's copy, and the accept-cookie flag — the notice
 * already asked what the settings popup's cookie flag would ask again.
 */
export function keepConsentOnDevice(
  userId: number,
  saved: ProtocolStatus,
  eventName: string,
): void {
  const record: DeviceConsentRecord = {
    userId,
    agreeButton: saved.agreeButton ?? 1,
    cmpVersion: CONSENT_TEXT_VERSION,
    eventName,
    country: saved.country,
    saveTime: saved.saveTime ?? Date.now(),
  };
  setLocal(STORAGE_KEYS.consent, record);
  setCookie(COOKIE_ACCEPT, '1', { days: COOKIE_DAYS });
}
