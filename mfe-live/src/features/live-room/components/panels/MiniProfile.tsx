import MapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../../../i18n';
import type { LiveInfo } from '../../engine';
import { Avatar } from './Avatar';
import { FollowButton } from './FollowButton';
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
  const detail = live.hostDetail;
  const countryId = detail?.countryId ?? null;
  const table = useLoad(countryId ? 'countries' : null, countryTable);
  const country =
    table.status === 'ready' ? table.data.find((c) => c.id === countryId)?.name : undefined;
  const age = hostAge(live);
  const groups = [
    { label: t('liveRoom.profile.languages', 'Languages'), items: detail?.languageNames ?? [] },
    { label: t('liveRoom.profile.interests', 'Interests'), items: detail?.interestLabels ?? [] },
  ].filter((g) => g.items.length > 0);
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
            <span>
              {t('liveRoom.profile.age', '{{count, number}} years', {
                count: age,
                defaultValue_one: '{{count, number}} year',
              })}
            </span>
          )}
          {country && (
            <span className={styles.country}>
              <Icon icon={MapPin} size={14} />
              <bdi>{country}</bdi>
            </span>
          )}
        </div>
      </div>
      {groups.map((g) => (
        <section key={g.label} className={styles.group} aria-label={g.label}>
          <h3 className={styles.label}>{g.label}</h3>
          <ul className={styles.chips}>
            {g.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className={ui.actions}>
        <FollowButton name={live.name} followed={followed} onFollow={onFollow} />
      </div>
    </Sheet>
  );
}
