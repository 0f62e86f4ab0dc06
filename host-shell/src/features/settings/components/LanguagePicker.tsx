import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSiteLanguage } from 'shared-sdk';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { chooseLanguage } from '../../i18n/state/language';

/** A language's name in that language ("Deutsch", "Türkçe", "العربية"), capitalised its way. */
export function ownName(lng: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([lng], { type: 'language' }).of(lng);
  } catch {
    name = undefined;
  }
  if (!name) return lng;
  return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1);
}

/**
 * The interface language (spec 1 §9): every interface language in its own name, so a person
 * finds theirs whatever the screen is in now. A native <select>: the phone's own picker, and
 * the keyboard's arrows and letters on a computer.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [lng, setLng] = useState(getSiteLanguage);
  return (
    <div className={className}>
      <label htmlFor={id}>{t('settings.language', 'Language')}</label>
      <select
        id={id}
        value={lng}
        onChange={(e) => {
          const next = e.target.value as InterfaceLanguage;
          setLng(next);
          // This device now; the account too when someone is signed in (features/i18n).
          void chooseLanguage(next);
        }}
      >
        {INTERFACE_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {ownName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
