import MapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import UserCheck from 'lucide/dist/esm/icons/user-check.mjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { FOLLOW_COST_COINS } from 'shared-sdk/constants';
import { NS } from '../../../../i18n';
import type { LiveInfo } from '../../engine';
import { Avatar } from './Avatar';
import { countryTable, hostAge, hostAvatar } from './hostFacts';
import { Sheet } from './Sheet';
import { useLoad } from './useLoad';
import styles from './MiniProfile.module.css';
import ui from './ui.module.css';

/**
 * The mini host profile (spec 3 §2, §3 hostDetail; §4: it opens by itself after 60 s when the
 * host is not followed): avatar, name, age, country, languages, interests, and follow, which
 * says its price first (spec 3 §5: 9 coins, in the confirmation text).
 */
export function MiniProfile({
  live,
  followed,
  onFollow,
  onClose,
}: {
  live: LiveInfo;
  followed: boolean;
  onFollow(): void;
  onClose(): void;
}) {
  const { t } = useTranslation(NS);
  const [confirming, setConfirming] = useState(false);
  const detail = live.hostDetail;
  const countryId = detail?.countryId ?? null;
  const table = useLoad(countryId ? 'countries' : null, countryTable);
  const country =
    table.status === 'ready' ? table.data.find((c) => c.id === countryId)?.name : undefined;
  const age = hostAge(live);
  const languages = detail?.languageNames ?? [];
  const interests = detail?.interestLabels ?? [];
  return (
    <Sheet
      title={live.name}
      closeLabel={t('liveRoom.profile.close', 'Close the profile')}
      onClose={onClose}
    >
      <div className={styles.top}>
        <Avatar src={hostAvatar(live)} name={live.name} size={72} />
        <div className={styles.facts}>
          {age !== null && (
            <span>{t('liveRoom.profile.age', '{{count}} years', { count: age })}</span>
          )}
          {country && (
            <span className={styles.country}>
              <Icon icon={MapPin} size={14} />
              {country}
            </span>
          )}
        </div>
      </div>
      {languages.length > 0 && (
        <section className={styles.group} aria-label={t('liveRoom.profile.languages', 'Languages')}>
          <h3 className={styles.label}>{t('liveRoom.profile.languages', 'Languages')}</h3>
          <ul className={styles.chips}>
            {languages.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      )}
      {interests.length > 0 && (
        <section className={styles.group} aria-label={t('liveRoom.profile.interests', 'Interests')}>
          <h3 className={styles.label}>{t('liveRoom.profile.interests', 'Interests')}</h3>
          <ul className={styles.chips}>
            {interests.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </section>
      )}
      <div className={ui.actions}>
        {followed ? (
          <p className={styles.followed}>
            <Icon icon={UserCheck} size={18} />
            {t('liveRoom.profile.following', 'Following')}
          </p>
        ) : confirming ? (
          <>
            <p className={styles.confirm}>
              {t('liveRoom.profile.followCost', 'Following {{name}} costs {{count}} coins.', {
                name: live.name,
                count: FOLLOW_COST_COINS,
              })}
            </p>
            <button type="button" className={ui.secondary} onClick={() => setConfirming(false)}>
              {t('liveRoom.profile.cancel', 'Cancel')}
            </button>
            <button
              type="button"
              className={ui.primary}
              onClick={() => {
                setConfirming(false);
                onFollow();
              }}
            >
              {t('liveRoom.profile.confirmFollow', 'Follow for {{count}} coins', {
                count: FOLLOW_COST_COINS,
              })}
            </button>
          </>
        ) : (
          <button type="button" className={ui.primary} onClick={() => setConfirming(true)}>
            {t('liveRoom.profile.follow', 'Follow')}
          </button>
        )}
      </div>
    </Sheet>
  );
}
