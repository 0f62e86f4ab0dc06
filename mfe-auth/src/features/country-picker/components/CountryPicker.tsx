import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryEntry } from 'shared-sdk';
import { NS } from '../../../i18n';
import { defaultCountry, loadCountries, searchCountries } from '../state/countries';
import { flagUrl } from '../state/flags';
import styles from './CountryPicker.module.css';

/** A flag file (asset module); `lazy` so an open list fetches only the flags scrolled into view. */
function Flag({ ab }: { ab: string }) {
  const src = flagUrl(ab);
  return src ? (
    <img
      className={styles.flag}
      src={src}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      decoding="async"
    />
  ) : null;
}

/**
 * spec 1 §2.2 step 2 country-code picker: short code, dial code, English name and flag for every
 * country of the backend's list, a search box over name, code and dial code; the first choice is
 * the last one used, else the country by IP. A failed list load shows Retry.
 */
export function CountryPicker({
  value,
  onChange,
  preferred,
}: {
  value: CountryEntry | null;
  onChange(c: CountryEntry): void;
  /** Short code to start with (the last number's country). */
  preferred?: string;
}) {
  const { t } = useTranslation(NS);
  const [list, setList] = useState<CountryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();

  const load = () => {
    let live = true;
    loadCountries()
      .then(async (l) => {
        if (!live) return;
        setList(l);
        if (!value) {
          const first = await defaultCountry(l, preferred);
          if (live) onChange(first);
        }
      })
      .catch(() => live && setFailed(true));
    return () => void (live = false);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, []);
  const shown = useMemo(() => (list ? searchCountries(list, query) : []), [list, query]);
  const close = () => (setOpen(false), setQuery(''));
  // A tap outside the open list closes it, as on any sheet.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) =>
      root.current && !root.current.contains(e.target as Node) && close();
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  if (failed)
    return (
      <p role="alert" className={styles.failed}>
        {t('country.failed', 'The country list could not be loaded.')}{' '}
        <button type="button" onClick={() => (setFailed(false), load())}>
          {t('country.retry', 'Retry')}
        </button>
      </p>
    );
  return (
    <div
      ref={root}
      className={styles.picker}
      onKeyDown={(e) => open && e.key === 'Escape' && (e.stopPropagation(), close())}
    >
      <button
        type="button"
        className={styles.current}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('country.label', 'Country code')}
        disabled={!value}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {value ? (
          <>
            <Flag ab={value.ab} />{' '}
            <bdi dir="ltr">
              {value.ab} +{value.phoneCode}
            </bdi>
          </>
        ) : (
          t('country.loading', 'Loading…')
        )}
      </button>
      {open && (
        <div className={styles.panel} id={listId}>
          <label className={styles.search}>
            <span>{t('country.search', 'Search country')}</span>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoFocus
            />
          </label>
          <ul className={styles.list} aria-label={t('country.list', 'Countries')}>
            {shown.map((c) => (
              <li key={c.ab}>
                <button
                  type="button"
                  aria-pressed={value?.ab === c.ab}
                  onClick={() => {
                    onChange(c);
                    close();
                  }}
                >
                  <Flag ab={c.ab} />
                  <span className={styles.name}>{c.name}</span>
                  <bdi dir="ltr" className={styles.code}>
                    {c.ab} +{c.phoneCode}
                  </bdi>
                </button>
              </li>
            ))}
            {shown.length === 0 && (
              <li className={styles.empty}>{t('country.none', 'No country matches.')}</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
