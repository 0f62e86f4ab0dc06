import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButton, PageFrame } from 'shared-sdk';
import { CALL_LOCATION } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useStartCall } from '../../call/hooks/useStartCall';
import { HostCard } from '../../landing/components/HostCard';
import { useHostCountries, useHostSearch } from '../hooks/useHostSearch';
import styles from './SearchPage.module.css';

/** Route SearchPage (/search): browse and search hosts by name or id and by country; Call any. */
export function SearchPage() {
  const { t } = useTranslation(NS);
  const [query, setQuery] = useState('');
  const [countryId, setCountryId] = useState<number | null>(null);
  const { state, retry } = useHostSearch(query, countryId);
  const countries = useHostCountries();
  const { call } = useStartCall();
  return (
    <PageFrame
      title={t('search.title', 'Search')}
      actions={<NavButton to="MatchPage">{t('common.randomMatch', 'Random match')}</NavButton>}
    >
      <div className={styles.filters} role="search">
        <input
          type="search"
          className={styles.input}
          value={query}
          maxLength={50}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('search.placeholder', 'Name or ID')}
          aria-label={t('search.label', 'Search hosts by name or ID')}
        />
        <select
          className={styles.select}
          value={countryId ?? ''}
          onChange={(e) => setCountryId(e.target.value ? Number(e.target.value) : null)}
          aria-label={t('search.country', 'Country')}
        >
          <option value="">{t('search.allCountries', 'All countries')}</option>
          {countries.map((c) => (
            <option key={c.countryId} value={c.countryId}>
              {c.name} ({c.count})
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <p className={styles.note}>{t('search.loading', 'Loading hosts…')}</p>
        )}
        {state.status === 'failed' && (
          <p className={styles.note}>
            {t('search.failed', 'The host list could not load.')}{' '}
            <button type="button" className={styles.retry} onClick={retry}>
              {t('search.retry', 'Retry')}
            </button>
          </p>
        )}
        {state.status === 'ready' && state.hosts.length === 0 && (
          <p className={styles.note}>{t('search.none', 'No hosts match your search.')}</p>
        )}
        {state.status === 'ready' && state.hosts.length > 0 && (
          <ul className={styles.grid} aria-label={t('search.results', 'Hosts')}>
            {state.hosts.map((h) => (
              <HostCard
                key={h.id}
                host={h}
                onCall={() =>
                  call(
                    {
                      id: h.id,
                      userName: h.name,
                      headImg: h.headImg,
                      gender: h.gender,
                      isHost: true,
                    },
                    CALL_LOCATION.search,
                  )
                }
              />
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}
