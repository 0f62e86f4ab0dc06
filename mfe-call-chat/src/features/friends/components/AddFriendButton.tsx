import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance, showToast } from 'shared-sdk';
import { ADD_WAY, FOLLOW_COST_COINS, FRIEND_RELATION } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { addFriend, addMatchFriend } from '../hooks/friendActions';
import { NotEnoughCoinsDialog } from './Bits';
import styles from './Friends.module.css';

/**
 * Add friend / accept / request sent (spec 2 §4 "Relation 4 … costing 9 coins", "Relation 3: …
 * accepting makes the user a friend"). 20001 opens the gold_not_enough dialog (spec 2 §8).
 */
export function AddFriendButton({
  userId,
  name,
  relation,
  requested,
  addWay = ADD_WAY.chat,
  flag,
  matchId,
  friendsNoteElsewhere = false,
  onChange,
}: {
  userId: number;
  name: string;
  relation: number;
  requested: boolean;
  addWay?: number;
  /** The call room when added from a call (spec 2 §7 "flag"): the other side gets the prompt. */
  flag?: string;
  /** In a match call: the request goes through the match's own add-friend call (spec 2 §7). */
  matchId?: string;
  /**
   * In a call the server pushes the success note (add-friend state times 2) to both parties, and
   * the call window shows it: no toast saying the same thing underneath.
   */
  friendsNoteElsewhere?: boolean;
  onChange(next: { relation: number; requested: boolean }): void;
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noCoins, setNoCoins] = useState(false);

  if (relation === FRIEND_RELATION.friend || relation === FRIEND_RELATION.self) return null;
  if (requested)
    return (
      <button type="button" className={styles.quiet} disabled>
        {t('add.requested', 'Request sent')}
      </button>
    );

  const accept = relation === FRIEND_RELATION.pendingAccept;
  const run = async () => {
    setBusy(true);
    setError(null);
    const r = matchId
      ? await addMatchFriend(userId, matchId)
      : await addFriend(userId, addWay, flag);
    setBusy(false);
    switch (r.kind) {
      case 'friends':
        if (!friendsNoteElsewhere)
          showToast(t('add.nowFriends', 'You and {{name}} are now friends.', { name }));
        return onChange({ relation: FRIEND_RELATION.friend, requested: false });
      case 'requested':
      case 'alreadyRequested':
        showToast(t('add.sent', 'Friend request sent to {{name}}.', { name }));
        return onChange({ relation: r.result.relation, requested: true });
      case 'notEnoughCoins':
        // The refusal carries no balance through the swallowing client: read it again.
        void refreshBalance('friend-add');
        return setNoCoins(true);
      default:
        return setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
    }
  };

  return (
    <>
      <button type="button" className={styles.small} disabled={busy} onClick={() => void run()}>
        {accept
          ? t('add.accept', 'Accept friend request')
          : t('add.add', 'Add friend · {{count, number}} coins', {
              count: FOLLOW_COST_COINS,
              defaultValue_one: 'Add friend · {{count, number}} coin',
            })}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {noCoins && (
        <NotEnoughCoinsDialog price={FOLLOW_COST_COINS} onClose={() => setNoCoins(false)} />
      )}
    </>
  );
}
