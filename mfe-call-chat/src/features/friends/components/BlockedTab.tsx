import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, showToast } from 'shared-sdk';
import { blacklistApi } from 'shared-sdk/chat';
import { BLOCKLIST_PAGE_SIZE } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { unblockUser } from '../hooks/friendActions';
import { usePagedList } from '../hooks/usePagedList';
import { Avatar, LoadMore } from './Bits';
import { RowSkeletons } from './FriendRow';
import styles from './Friends.module.css';

const fetchBlocked = (page: number) => blacklistApi.blacklists({ page, size: BLOCKLIST_PAGE_SIZE });

/**
 * The blocklist (page 20, spec 2 §7, §9) with Unblock; empty: blacklist_empty (spec 2 §2).
 * Unblocking someone who was a friend makes you friends again, free, and says so.
 */
export function BlockedTab() {
  const { t } = useTranslation(NS);
  const list = usePagedList(fetchBlocked);
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const unblock = async (id: number, name: string) => {
    setPending(id);
    setError(null);
    const r = await unblockUser(id);
    setPending(null);
    if (!r.ok) return setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
    list.update((items) => items.filter((u) => u.id !== id));
    showToast(unblockedText(t, name, !!r.data?.restored));
  };

  if (list.status === 'loading') return <RowSkeletons n={2} />;
  if (list.status === 'error')
    return (
      <div className={styles.box} role="alert">
        <p>{t('blocked.loadFailed', 'Your blocklist could not be loaded.')}</p>
        <button type="button" className={styles.small} onClick={list.reload}>
          {t('common.retry', 'Retry')}
        </button>
      </div>
    );
  return (
    <div className={styles.panel}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {list.items.length === 0 ? (
        <div className={styles.box}>
          <p>{t('blocked.blacklist_empty', 'You have not blocked anyone.')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('blocked.listLabel', 'Blocked people')}>
          {list.items.map((u) => {
            const name = sanitizeUserName(u.userName);
            return (
              <li key={u.id} className={styles.row}>
                <Avatar name={name} src={u.headImg} />
                <div className={styles.who}>
                  <p className={styles.name}>
                    <bdi>{name}</bdi>
                  </p>
                  <p className={styles.meta}>{t('find.id', 'ID {{id}}', { id: u.id })}</p>
                </div>
                <button
                  type="button"
                  className={styles.quiet}
                  disabled={pending === u.id}
                  aria-label={t('blocked.unblockName', 'Unblock {{name}}', { name })}
                  onClick={() => void unblock(u.id, name)}
                >
                  {t('blocked.unblock', 'Unblock')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={list} label={t('blocked.more', 'Show more')} />
    </div>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** What an unblock did: friends again (the block had ended a friendship), or only unblocked. */
export function unblockedText(t: T, name: string, restored: boolean): string {
  return restored
    ? t('blocked.restored', '{{name}} is unblocked. You are friends again.', { name })
    : t('profile.unblocked', '{{name}} is no longer blocked.', { name });
}
