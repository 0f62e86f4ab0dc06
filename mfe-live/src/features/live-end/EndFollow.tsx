import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance, isLoggedInAtom, requireLogin, showToast } from 'shared-sdk';
import { FOLLOW_COST_COINS, FOLLOW_NOT_ENOUGH_GOLD } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';
import { NS } from '../../i18n';
import { FollowButton } from '../live-room/components/panels/FollowButton';
import { useRoomToastText } from '../live-room/components/panels/useRoomText';
import { LIVE_ACTION_LOGIN_SOURCE } from '../live-room/constants';
import ui from '../live-room/components/panels/ui.module.css';

type Phase = 'idle' | 'sending' | 'followed' | 'short';

/**
 * Follow on the live-ended page (spec 3 §7 addWay 102, §8: 20001 not enough gold → recharge
 * dialog; any other failure a toast 'error'), its price said first (FollowButton). The ended
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
  const toastText = useRoomToastText();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [phase, setPhase] = useState<Phase>('idle');
  const follow = async () => {
    setPhase('sending');
    const r = await liveApi.follow(channelId);
    if (r.ok) {
      const { goldNum, balanceSeq } = r.data;
      applyBalance({ goldNum, seq: balanceSeq, source: 'live-follow' });
      return setPhase('followed');
    }
    setPhase(r.code === FOLLOW_NOT_ENOUGH_GOLD ? 'short' : 'idle');
    if (r.code !== FOLLOW_NOT_ENOUGH_GOLD) showToast(toastText('error'));
  };
  if (!loggedIn && !followed)
    return (
      <button
        type="button"
        className={ui.primary}
        onClick={() => void requireLogin(LIVE_ACTION_LOGIN_SOURCE).catch(() => undefined)}
      >
        {t('liveRoom.profile.follow', 'Follow')}
      </button>
    );
  if (phase === 'short')
    return (
      <div
        className={ui.actions}
        role="alertdialog"
        aria-label={t('liveEnd.noCoinsTitle', 'Not enough coins')}
      >
        <p className={ui.line}>
          {t(
            'liveEnd.noCoins',
            'Following costs {{count, number}} coins. Recharge to follow {{name}}.',
            {
              count: FOLLOW_COST_COINS,
              defaultValue_one:
                'Following costs {{count, number}} coin. Recharge to follow {{name}}.',
              name,
            },
          )}
        </p>
        <button type="button" className={ui.secondary} onClick={() => setPhase('idle')}>
          {t('liveRoom.profile.cancel', 'Cancel')}
        </button>
        <button type="button" className={ui.primary} onClick={onRecharge}>
          {t('liveRoom.gifts.recharge', 'Recharge')}
        </button>
      </div>
    );
  return (
    <FollowButton
      name={name}
      followed={followed || phase === 'followed'}
      busy={phase === 'sending'}
      onFollow={() => void follow()}
    />
  );
}
