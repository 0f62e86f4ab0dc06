import UserCheck from 'lucide/dist/esm/icons/user-check.mjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { FOLLOW_COST_COINS } from 'shared-sdk/constants';
import { NS } from '../../../../i18n';
import ui from './ui.module.css';

/**
 * Follow the host, saying the price first (spec 3 §5: "Following the host costs 9 gold, stated
 * in the confirmation text"): Follow → the price with Cancel and "Follow for 9 coins" →
 * `onFollow`. While `busy` the confirmation stays, its buttons off; `followed` shows Following.
 */
export function FollowButton({
  name,
  followed,
  busy = false,
  onFollow,
}: {
  name: string;
  followed: boolean;
  busy?: boolean;
  onFollow(): void;
}) {
  const { t } = useTranslation(NS);
  const [confirming, setConfirming] = useState(false);
  if (followed)
    return (
      <p className={ui.followed}>
        <Icon icon={UserCheck} size={18} />
        {t('liveRoom.profile.following', 'Following')}
      </p>
    );
  if (!confirming && !busy)
    return (
      <button type="button" className={ui.primary} onClick={() => setConfirming(true)}>
        {t('liveRoom.profile.follow', 'Follow')}
      </button>
    );
  return (
    <div className={ui.actions}>
      <p className={ui.line}>
        {t('liveRoom.profile.followCost', 'Following {{name}} costs {{count, number}} coins.', {
          name,
          count: FOLLOW_COST_COINS,
          defaultValue_one: 'Following {{name}} costs {{count, number}} coin.',
        })}
      </p>
      <button
        type="button"
        className={ui.secondary}
        disabled={busy}
        onClick={() => setConfirming(false)}
      >
        {t('liveRoom.profile.cancel', 'Cancel')}
      </button>
      <button
        type="button"
        className={ui.primary}
        disabled={busy}
        onClick={() => {
          setConfirming(false);
          onFollow();
        }}
      >
        {busy
          ? t('liveRoom.profile.sending', 'Following…')
          : t('liveRoom.profile.confirmFollow', 'Follow for {{count, number}} coins', {
              count: FOLLOW_COST_COINS,
              defaultValue_one: 'Follow for {{count, number}} coin',
            })}
      </button>
    </div>
  );
}
