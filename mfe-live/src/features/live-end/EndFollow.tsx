import UserCheck from 'lucide/dist/esm/icons/user-check.mjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, applyBalance, isLoggedInAtom, requireLogin, showToast } from 'shared-sdk';
import { FOLLOW_COST_COINS, FOLLOW_NOT_ENOUGH_GOLD } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';
import { NS } from '../../i18n';
import { LIVE_ACTION_LOGIN_SOURCE } from '../live-room/constants';
import styles from './EndPage.module.css';
import ui from '../live-room/components/panels/ui.module.css';

type Phase = 'idle' | 'confirming' | 'sending' | 'followed' | 'short';

/**
 * Follow on the live-ended page (spec 3 §7 addWay 102, §8: 20001 not enough gold → recharge
 * dialog; any other failure a toast 'error'). The price is said before (spec 3 §5). The ended
 * snapshot has no follow action, so this asks the live's addFriend call itself.
 */
export function EndFollow({
  channelId,
  name,
  followed,
  onRecharge,
}: {
  channelId: string;
  name: string;
  followed: boolean;
  /** Not enough coins: the way to the coin shop (the page closes the live, then CoinPage). */
  onRecharge(): void;
}) {
  const { t } = useTranslation(NS);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [phase, setPhase] = useState<Phase>(followed ? 'followed' : 'idle');
  const shown: Phase = followed ? 'followed' : phase;
  const follow = async () => {
    setPhase('sending');
    const r = await liveApi.follow(channelId);
    if (r.ok) {
      if (r.data)
        applyBalance({ goldNum: r.data.goldNum, seq: r.data.balanceSeq, source: 'live-follow' });
      return setPhase('followed');
    }
    if (r.code === FOLLOW_NOT_ENOUGH_GOLD) return setPhase('short');
    setPhase('idle');
    showToast(t('liveRoom.toast.error', 'Something went wrong. Please try again.'));
  };
  if (shown === 'followed')
    return (
      <p className={styles.followed}>
        <Icon icon={UserCheck} size={18} />
        {t('liveEnd.following', 'Following')}
      </p>
    );
  if (shown === 'short')
    return (
      <div
        className={styles.confirm}
        role="alertdialog"
        aria-label={t('liveEnd.noCoinsTitle', 'Not enough coins')}
      >
        <p>
          {t('liveEnd.noCoins', 'Following costs {{count}} coins. Recharge to follow {{name}}.', {
            count: FOLLOW_COST_COINS,
            name,
          })}
        </p>
        <button type="button" className={ui.secondary} onClick={() => setPhase('idle')}>
          {t('liveEnd.cancel', 'Cancel')}
        </button>
        <button type="button" className={ui.primary} onClick={onRecharge}>
          {t('liveEnd.recharge', 'Recharge')}
        </button>
      </div>
    );
  if (shown === 'confirming' || shown === 'sending')
    return (
      <div className={styles.confirm}>
        <p>
          {t('liveEnd.followCost', 'Following {{name}} costs {{count}} coins.', {
            name,
            count: FOLLOW_COST_COINS,
          })}
        </p>
        <button
          type="button"
          className={ui.secondary}
          onClick={() => setPhase('idle')}
          disabled={shown === 'sending'}
        >
          {t('liveEnd.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={ui.primary}
          onClick={() => void follow()}
          disabled={shown === 'sending'}
        >
          {shown === 'sending'
            ? t('liveEnd.sending', 'Following…')
            : t('liveEnd.confirmFollow', 'Follow for {{count}} coins', {
                count: FOLLOW_COST_COINS,
              })}
        </button>
      </div>
    );
  return (
    <button
      type="button"
      className={ui.primary}
      onClick={() =>
        loggedIn
          ? setPhase('confirming')
          : void requireLogin(LIVE_ACTION_LOGIN_SOURCE).catch(() => undefined)
      }
    >
      {t('liveEnd.follow', 'Follow')}
    </button>
  );
}
