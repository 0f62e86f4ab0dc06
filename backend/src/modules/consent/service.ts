import type { ConsentRecordInput, ProtocolStatus } from 'shared-sdk/node';
import type { DB } from '../../db';
import { EU_COUNTRIES } from '../../sdk';

const EU = new Set<string>(EU_COUNTRIES);

/** Whether EU consent rules apply to a country (spec 3 §4 "Consent": EU_COUNTRIES). */
export const euRulesApply = (country: string): boolean => EU.has(country.toUpperCase());

interface Row {
  agree_button: number;
  saved_at: number;
}

export interface ConsentDeps {
  db: DB;
  now: () => number;
  /** The account's own country (its country_id as a two-letter code), or null when unset. */
  accountCountry(userId: number): string | null;
}

/**
 * The consent record (spec 3 §3 "Consent record", §4 "Consent"). EU rules apply by the
 * account's country, else by the request's (country/byip): the popup shows only there, until a
 * choice is saved for the protocol type. Saving stores the choice with its record (the text's
 * version, how it was given, the country decided on, when).
 */
export function createConsent(d: ConsentDeps) {
  const st = {
    get: d.db.prepare(
      'SELECT agree_button, saved_at FROM user_protocols WHERE user_id = ? AND protocol_type = ?',
    ),
    save: d.db.prepare(
      `INSERT INTO user_protocols (user_id, protocol_type, agree_button, saved_at, consent_string, cmp_version, event_name, country)
       VALUES (@userId, @type, @agree, @at, @consentString, @cmpVersion, @eventName, @country)
       ON CONFLICT (user_id, protocol_type) DO UPDATE SET agree_button = excluded.agree_button,
         saved_at = excluded.saved_at, consent_string = excluded.consent_string,
         cmp_version = excluded.cmp_version, event_name = excluded.event_name, country = excluded.country`,
    ),
  };

  function status(userId: number, protocolType: number, requestCountry: string): ProtocolStatus {
    const country = d.accountCountry(userId) ?? requestCountry;
    const euRules = euRulesApply(country);
    const row = st.get.get(userId, protocolType) as Row | undefined;
    return {
      showPop: euRules && row === undefined,
      protocolType,
      euRules,
      country,
      agreeButton: row?.agree_button ?? null,
      saveTime: row?.saved_at ?? null,
    };
  }

  return {
    status,
    save(
      userId: number,
      choice: { protocolType: number; agreeButton: number } & ConsentRecordInput,
      requestCountry: string,
    ): ProtocolStatus {
      st.save.run({
        userId,
        type: choice.protocolType,
        agree: choice.agreeButton,
        at: d.now(),
        consentString: choice.consentString ?? null,
        cmpVersion: choice.cmpVersion ?? null,
        eventName: choice.eventName ?? null,
        country: d.accountCountry(userId) ?? requestCountry,
      });
      return status(userId, choice.protocolType, requestCountry);
    },
  };
}

export type Consent = ReturnType<typeof createConsent>;
