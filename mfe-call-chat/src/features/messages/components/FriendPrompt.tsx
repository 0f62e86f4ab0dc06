import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  applyBalance,
  friendApi,
  goldNumAtom,
  refreshBalance,
  showToast,
} from 'shared-sdk';
import { ADD_WAY, FOLLOW_COST_COINS, FRIEND_CODE, FRIEND_RELATION } from 'shared-sdk/constants';
import { TransText, useFormat } from 'shared-sdk/locale';
import { useMessageStore } from '../store/react';
import { NS } from '../../../i18n';
import { RechargeDialog } from '../../gifts/components/RechargeDialog';
import type { ChatPeer } from '../hooks/useChatPeer';
import styles from './Chat.module.css';

/**
 * spec 2 §4 "Relation 4: tapping the message input asks to add the friend, costing 9 coins";
 * "Relation 3: an accept-friend prompt appears; accepting makes the user a friend". 20001 opens
 * the recharge dialog (spec 2 §8). The balance goes through applyBalance.
 */
export function useFriendPrompt(peer: ChatPeer & { refresh(): void }) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const store = useMessageStore();
  const balance = useAtomValue(goldNumAtom);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [noCoins, setNoCoins] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setBusy(true);
    setError(null);
    const r = await friendApi.addFriend({ addWay: ADD_WAY.chat, friendUserId: peer.friendId });
    setBusy(false);
    setAsking(false);
    if (r.ok && r.data) {
      applyBalance({ goldNum: r.data.goldNum, seq: r.data.balanceSeq, source: 'friend-add' });
      showToast(
        r.data.relation === FRIEND_RELATION.friend
          ? t('chat.nowFriends', 'You and {{name}} are now friends.', { name: peer.name })
          : t(
              'chat.requestSent',
              'Friend request sent to {{name}}. You can say hi while you wait.',
              { name: peer.name },
            ),
      );
      peer.refresh();
      void store?.refreshConversations().catch(() => undefined);
      return;
    }
    if (r.code === FRIEND_CODE.notEnoughCoins) {
      void refreshBalance('friend-add');
      return setNoCoins(true);
    }
    setError(r.msg || t('chat.addFailed', 'The friend request could not be sent. Try again.'));
  };

  const needsAdd =
    peer.relation === FRIEND_RELATION.notFriend && !peer.requested && !peer.blacklisted;
  const canAccept = peer.relation === FRIEND_RELATION.pendingAccept;

  const bar =
    needsAdd || canAccept || error ? (
      <div className={styles.prompt}>
        <span className={error ? styles.error : undefined} role={error ? 'alert' : undefined}>
          {error ??
            (canAccept
              ? t('chat.acceptPrompt', '{{name}} wants to be your friend.', { name: peer.name })
              : t('chat.addPrompt', 'Add {{name}} as a friend to chat.', { name: peer.name }))}
        </span>
        {canAccept ? (
          <button type="button" className={styles.send} disabled={busy} onClick={() => void add()}>
            {t('chat.accept', 'Accept')}
          </button>
        ) : needsAdd ? (
          <button
            type="button"
            className={styles.send}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t('chat.addFriend', 'Add friend · {{count, number}} coins', {
              count: FOLLOW_COST_COINS,
              defaultValue_one: 'Add friend · {{count, number}} coin',
            })}
          </button>
        ) : null}
      </div>
    ) : null;

  const dialogs = (
    <>
      {asking && (
        <Dialog
          title={
            <TransText
              ns={NS}
              i18nKey="chat.addTitle"
              defaults="Add <bdi>{{name}}</bdi> as a friend?"
              values={{ name: peer.name }}
            />
          }
          onClose={() => !busy && setAsking(false)}
          closeLabel={t('chat.close', 'Close')}
        >
          <p>
            {t(
              'chat.addText',
              'A friend request costs {{count, number}} coins. You have {{balance}}. You can say hi while you wait for an answer.',
              {
                count: FOLLOW_COST_COINS,
                balance: num(balance),
                defaultValue_one:
                  'A friend request costs {{count, number}} coin. You have {{balance}}. You can say hi while you wait for an answer.',
              },
            )}
          </p>
          <div
            className={styles.prompt}
            style={{ background: 'none', border: 0, padding: 0, justifyContent: 'flex-end' }}
          >
            <button
              type="button"
              className={styles.iconButton}
              disabled={busy}
              onClick={() => setAsking(false)}
            >
              {t('chat.cancel', 'Cancel')}
            </button>
            <button
              type="button"
              className={styles.send}
              disabled={busy}
              onClick={() => void add()}
            >
              {t('chat.addConfirm', 'Add for {{count, number}} coins', {
                count: FOLLOW_COST_COINS,
                defaultValue_one: 'Add for {{count, number}} coin',
              })}
            </button>
          </div>
        </Dialog>
      )}
      {noCoins && (
        <RechargeDialog
          price={FOLLOW_COST_COINS}
          balance={balance}
          returnTo={{ kind: 'chat', peer: { id: peer.friendId, userName: peer.name } }}
          onClose={() => setNoCoins(false)}
        />
      )}
    </>
  );

  return { bar, dialogs, blocked: needsAdd, ask: () => setAsking(true) };
}
