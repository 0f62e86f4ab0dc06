import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, friendApi, sanitizeUserName, type Friend } from 'shared-sdk';
import { FRIEND_STICK, SEARCH_DEBOUNCE_MS } from 'shared-sdk/constants';
import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import {
  blockUser,
  deleteFriend,
  logConfirmCancel,
  reloadHome,
  setFavourite,
} from '../hooks/friendActions';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useRelationChanges } from '../hooks/useRelationChanges';
import { useOnlineStatuses, useVisibleIds } from '../hooks/useOnlineStatuses';
import { useLivingFriends } from '../../live-friends/hooks/useLivingFriends';
import { usePagedList } from '../hooks/usePagedList';
import { parseUserId } from '../state/rules';
import { ConfirmDialog, LoadMore, RouteLink } from './Bits';
import { FindPerson } from './FindPerson';
import { FriendRow, RowSkeletons } from './FriendRow';
import styles from './Friends.module.css';
import { RemarkDialog } from './RemarkDialog';
import { ReportPopup } from '../../reports/components/ReportPopup';
import { REPORT_TYPE } from '../../reports/hooks/submitReport';

type Open = { kind: 'more' | 'remark' | 'block' | 'delete' | 'report'; friend: Friend } | null;

const fetchFriends = (page: number) => friendApi.getFriendList({ page, size: 100 });

/** The friends list (page 100), the 500 ms search, and each friend's actions (spec 2 §2–§5). */
export function FriendsTab({ myId, onBlocked }: { myId: number; onBlocked(): void }) {
  const { t } = useTranslation(NS);
  const list = usePagedList(fetchFriends);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<{ q: string; ok: boolean; list: Friend[] } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const searchId = useId();

  useEffect(() => {
    if (!q) return; // `found` belongs to its query: an old one is never shown
    let live = true;
    void friendApi.search({ searchQ: q }).then((r) => {
      if (live) setFound({ q, ok: r.ok, list: r.ok ? r.data.list : [] });
    });
    return () => {
      live = false;
    };
  }, [q]);

  // Someone accepted, a friendship was restored or ended elsewhere: the list is read again.
  useRelationChanges(() => list.refresh());

  const shown = q ? (found?.q === q ? found.list : null) : list.items;
  const { visible, observe } = useVisibleIds();
  const polled = useOnlineStatuses(visible);
  const liveOf = useLivingFriends(visible);
  const statusOf = (f: Friend) => polled.get(f.id) ?? Number(f.status);

  const patch = useCallback(
    (id: number, p: Partial<Friend>) => {
      list.update((items) => items.map((f) => (f.id === id ? { ...f, ...p } : f)));
      setFound((s) =>
        s ? { ...s, list: s.list.map((f) => (f.id === id ? { ...f, ...p } : f)) } : s,
      );
    },
    [list],
  );
  const drop = useCallback(
    (id: number) => {
      list.update((items) => items.filter((f) => f.id !== id));
      setFound((s) => (s ? { ...s, list: s.list.filter((f) => f.id !== id) } : s));
    },
    [list],
  );

  const favourite = async (f: Friend) => {
    setPending(f.id);
    const on = f.stick !== FRIEND_STICK.on;
    const r = await setFavourite(f.id, on);
    setPending(null);
    if (r.ok) patch(f.id, { stick: on ? 1 : 0 });
    else setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
  };

  const confirmAction = async () => {
    if (!open || (open.kind !== 'block' && open.kind !== 'delete')) return;
    setBusy(true);
    setError(null);
    const r =
      open.kind === 'block' ? await blockUser(open.friend.id) : await deleteFriend(open.friend.id);
    setBusy(false);
    if (!r.ok) return setError(r.msg || t('common.failed', 'Something went wrong. Try again.'));
    if (open.kind === 'delete') return reloadHome();
    drop(open.friend.id);
    setOpen(null);
    onBlocked();
  };

  const friendIdQuery = useMemo(() => parseUserId(q), [q]);
  const name = open ? sanitizeUserName(open.friend.userName) : '';

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <label className={styles.searchLabel} htmlFor={searchId}>
          {t('friends.searchLabel', 'Search your friends, or find someone by their ID')}
          <input
            id={searchId}
            type="search"
            className={styles.search}
            value={query}
            maxLength={100}
            placeholder={t('friends.searchPlaceholder', 'Name or user ID')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
      </div>
      {error && !open && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      {friendIdQuery !== null &&
        !found?.list.some((f) => f.id === friendIdQuery) &&
        found?.q === q && <FindPerson userId={friendIdQuery} myId={myId} />}

      {list.status === 'loading' && !q ? (
        <RowSkeletons />
      ) : list.status === 'error' && !q ? (
        <div className={styles.box} role="alert">
          <p>{t('friends.loadFailed', 'Your friends could not be loaded.')}</p>
          <button type="button" className={styles.small} onClick={list.reload}>
            {t('common.retry', 'Retry')}
          </button>
        </div>
      ) : shown === null ? (
        <p className={styles.note} role="status">
          {t('friends.searching', 'Searching…')}
        </p>
      ) : q && found && !found.ok ? (
        <p className={styles.error} role="alert">
          {t('friends.searchFailed', 'The search failed. Check your connection and try again.')}
        </p>
      ) : shown.length === 0 ? (
        q ? (
          friendIdQuery === null && (
            <p className={styles.note}>
              {t('friends.noMatch', 'None of your friends matches “{{q}}”.', { q })}
            </p>
          )
        ) : (
          <div className={styles.box}>
            <p>
              <strong>{t('friends.emptyFriends', 'No friends yet')}</strong>
            </p>
            <p className={styles.note}>
              {t(
                'friends.emptyHint',
                'Share your ID with someone, or type theirs in the search box to send a friend request.',
              )}
            </p>
          </div>
        )
      ) : (
        <ul className={styles.list} aria-label={t('friends.listLabel', 'Your friends')}>
          {shown.map((f) => (
            <FriendRow
              key={f.id}
              friend={f}
              status={statusOf(f)}
              live={liveOf(f.id)}
              rowRef={observe(f.id)}
              busy={pending === f.id}
              onFavourite={(x) => void favourite(x)}
              onMore={(x) => {
                setError(null);
                setOpen({ kind: 'more', friend: x });
              }}
            />
          ))}
        </ul>
      )}
      {!q && list.status === 'ready' && (
        <LoadMore list={list} label={t('friends.more', 'Load more friends')} />
      )}

      {open?.kind === 'more' && (
        <Dialog title={name} onClose={() => setOpen(null)} closeLabel={t('common.close', 'Close')}>
          <div className={styles.sheet}>
            <RouteLink
              to="FriendPage"
              params={{ friendId: open.friend.id }}
              className={styles.quiet}
            >
              {t('friends.viewProfile', 'View profile')}
            </RouteLink>
            <RouteLink
              to="IMMessageSession"
              params={{ friendId: open.friend.id }}
              className={styles.quiet}
            >
              {t('friends.sendMessage', 'Send a message')}
            </RouteLink>
            <button
              type="button"
              className={styles.quiet}
              onClick={() => setOpen({ ...open, kind: 'remark' })}
            >
              {t('friends.setRemark', 'Set note name')}
            </button>
            <button
              type="button"
              className={styles.danger}
              onClick={() => setOpen({ ...open, kind: 'report' })}
            >
              {t('friends.report', 'Report')}
            </button>
            <button
              type="button"
              className={styles.danger}
              onClick={() => setOpen({ ...open, kind: 'block' })}
            >
              {t('friends.block', 'Block')}
            </button>
            <button
              type="button"
              className={styles.danger}
              onClick={() => setOpen({ ...open, kind: 'delete' })}
            >
              {t('friends.delete', 'Delete friend')}
            </button>
          </div>
        </Dialog>
      )}
      {open?.kind === 'remark' && (
        <RemarkDialog
          friendId={open.friend.id}
          name={name}
          initial={open.friend.remark}
          onClose={() => setOpen(null)}
          onSaved={(userName, remark) => {
            patch(open.friend.id, { userName, remark });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'report' && (
        <ReportPopup
          userId={open.friend.id}
          name={name}
          reportType={REPORT_TYPE.profile}
          site="FriendsPage"
          onClose={() => setOpen(null)}
          onBlocked={() => {
            drop(open.friend.id);
            onBlocked();
          }}
        />
      )}
      {(open?.kind === 'block' || open?.kind === 'delete') && (
        <ConfirmDialog
          title={
            open.kind === 'block' ? (
              <TransText
                ns={NS}
                i18nKey="block.title"
                defaults="Block <bdi>{{name}}</bdi>?"
                values={{ name }}
              />
            ) : (
              <TransText
                ns={NS}
                i18nKey="delete.title"
                defaults="Delete <bdi>{{name}}</bdi>?"
                values={{ name }}
              />
            )
          }
          text={
            open.kind === 'block'
              ? t(
                  'block.textFriend',
                  'They can no longer message you or send you gifts. Your chat history with them is removed. If you unblock them, you will be friends again.',
                )
              : t(
                  'delete.text',
                  'You will no longer be friends. Your chat history with them is removed, and the app returns to the home page.',
                )
          }
          confirm={
            open.kind === 'block'
              ? t('friends.block', 'Block')
              : t('friends.delete', 'Delete friend')
          }
          busy={busy}
          error={error}
          onConfirm={() => void confirmAction()}
          onClose={() => {
            logConfirmCancel(open.kind as 'block' | 'delete', open.friend.id);
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
