import { useTranslation } from 'react-i18next';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';

/** A real country's code: two capital letters (ISO 3166-1 alpha-2). */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * What the shop calls a payment region, in the interface language: 'GL' (every other country)
 * is the shop's own "Global"; a country code is named by Intl.DisplayNames. The server's English
 * name stays for a code neither knows.
 */
export function useRegionName(): (code: string, serverName: string) => string {
  const { t } = useTranslation(NS);
  const { locale } = useFormat();
  return (code, serverName) => {
    // Checked first: GL is Greenland's ISO code, which the shop uses for its Global region.
    if (code === 'GL') return t('region.GL', 'Global');
    if (!COUNTRY_CODE.test(code)) return serverName;
    try {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      return names.of(code) ?? serverName;
    } catch {
      return serverName;
    }
  };
}
