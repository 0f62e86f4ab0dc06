import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, friendApi, showToast } from 'shared-sdk';
import { FRIEND_RELATION, FRIEND_STICK } from 'shared-sdk/constants';
import { useFormat } from 'shared-sdk/locale';
import type { ConversationEntry } from '../rules/conversations';
import { useChatDbState, useConversations, useMessageStore } from '../store/react';
import { NS } from '../../../i18n';
import { NO_SELECTION, selectable, selectionReducer } from '../state/selection';
import { useLivingFriends } from '../../live-friends/hooks/useLivingFriends';
import { ConversationRow, useEntryName } from './ConversationRow';
import { QuickMenu } from './QuickMenu';
import styles from './Messages.module.css';

type Tab = 'all' | 'favourites';

/**
 * The message list (spec 2 §2 "Message list with a favourites-only filter"; §5 quick menu,
 * select-all): everything comes from the message store (useConversations), which builds
 * the list with the spec's rules (system entries first, the say-hi group, merge and sort).
 */
export function ConversationList({
  selectedId,
  onOpen,
}: {
  selectedId: number | null;
  onOpen(entry: ConversationEntry): void;
}) {
  const { t } = useTranslation([NS, 'chat']);
  const { num } = useFormat();
  const nameOf = useEntryName();
  const store = useMessageStore();
  const conv = useConversations();
  const db = useChatDbState();
  const [tab, setTab] = useState<Tab>('all');
  const [sel, dispatch] = useReducer(selectionReducer, NO_SELECTION);
  const [menu, setMenu] = useState<{ entry: ConversationEntry; x: number; y: number } | null>(null);
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const list = tab === 'all' ? conv.list : conv.favourites;
  // The people in the list (at most one page, CHAT_PAGE_SIZE): who of them is living.
  const people = useMemo(() => list.map((e) => e.friendId).filter((id) => id > 0), [list]);
  const liveOf = useLivingFriends(people);

  // Time labels move on (today → yesterday) while the page stays open.
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => dispatch({ type: 'prune', list: conv.list }), [conv.list]);

  const remove = async (ids: number[]) => {
    if (!store) return;
    setBusy(true);
    const results = await Promise.all(ids.map((id) => store.deleteConversation(id)));
    setBusy(false);
    setConfirm(null);
    dispatch({ type: 'end' });
    const failed = results.filter((r) => !r.ok).length;
    showToast(
      failed
        ? t(
            'messages.deletePartly',
            'Deleted on this device. The server could not be told about {{count, number}} of them; they may come back.',
            {
              count: failed,
              defaultValue_one:
                'Deleted on this device. The server could not be told about one of them; it may come back.',
            },
          )
        : t('messages.deleted', 'Deleted.'),
    );
  };

  const toggleFavourite = async (e: ConversationEntry) => {
    const stick = e.stick === FRIEND_STICK.on ? FRIEND_STICK.off : FRIEND_STICK.on;
    const r = await friendApi.stick({ friendUserId: e.friendId, stick });
    if (!r.ok) return showToast(r.msg || t('messages.failed', 'Something went wrong. Try again.'));
    await store?.refreshConversations().catch(() => undefined);
  };

  const loading = !store || conv.status === 'loading' || db.state === 'opening';
  const dbProblem = db.state === 'failed' || db.state === 'rebuilding' ? db.messageKey : null;
  const onlySystem = list.every((e) => e.friendId < 0);

  return (
    <>
      <div className={styles.listHeader}>
        <h1 className={styles.title}>{t('messages.title', 'Messages')}</h1>
        {sel.active ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => dispatch({ type: 'end' })}
          >
            {t('messages.done', 'Done')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.textButton}
            disabled={loading || onlySystem}
            onClick={() => dispatch({ type: 'start' })}
          >
            {t('messages.select', 'Select')}
          </button>
        )}
      </div>
      <div className={styles.tabs} role="group" aria-label={t('messages.filter', 'Show')}>
        <button
          type="button"
          className={styles.tab}
          aria-pressed={tab === 'all'}
          onClick={() => setTab('all')}
        >
          {t('messages.tabAll', 'All')}
        </button>
        <button
          type="button"
          className={styles.tab}
          aria-pressed={tab === 'favourites'}
          onClick={() => setTab('favourites')}
        >
          {t('messages.tabFavourites', 'Favourites')}
        </button>
      </div>
      {dbProblem && (
        <p className={styles.alert} role="alert">
          {t(dbProblem)}
        </p>
      )}
      {conv.error && !dbProblem && (
        <p className={styles.alert} role="alert">
          <span>{t(conv.error)}</span>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => void store?.refreshConversations().catch(() => undefined)}
          >
            {t('messages.retry', 'Try again')}
          </button>
        </p>
      )}
      {loading ? (
        <div aria-busy="true" aria-label={t('messages.loading', 'Loading conversations')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('messages.listLabel', 'Conversations')}>
          {list.map((e) => (
            <ConversationRow
              key={e.croomId}
              entry={e}
              now={now}
              selected={e.friendId === selectedId}
              selecting={sel.active}
              checked={selectable(e.friendId) ? sel.ids.has(e.friendId) : null}
              live={e.friendId > 0 ? liveOf(e.friendId) : null}
              onOpen={() => onOpen(e)}
              onToggle={() => dispatch({ type: 'toggle', friendId: e.friendId })}
              onMenu={(x, y) => setMenu({ entry: e, x, y })}
            />
          ))}
          {onlySystem && (
            <li className={styles.note}>
              {tab === 'all'
                ? t(
                    'messages.noMessage',
                    'No conversations yet. Say hi to someone from their profile or a call.',
                  )
                : t(
                    'messages.noFavourites',
                    'No favourites yet. Mark a friend as a favourite to keep them here.',
                  )}
            </li>
          )}
          {tab === 'all' && conv.hasMore && (
            <li className={styles.note}>
              <button
                type="button"
                className={styles.secondary}
                disabled={conv.loadingMore}
                onClick={() => void store?.loadMoreConversations().catch(() => undefined)}
              >
                {t('messages.more', 'Show more conversations')}
              </button>
            </li>
          )}
        </ul>
      )}
      {sel.active && (
        <div className={styles.selectBar}>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => dispatch({ type: 'all', list })}
          >
            {t('messages.selectAll', 'Select all')}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={!sel.ids.size}
            onClick={() => setConfirm([...sel.ids])}
          >
            {t('messages.deleteN', 'Delete ({{n}})', { n: num(sel.ids.size) })}
          </button>
        </div>
      )}
      {menu && (
        <QuickMenu
          x={menu.x}
          y={menu.y}
          label={t('messages.menuFor', 'Actions for {{name}}', { name: nameOf(menu.entry) })}
          onClose={() => setMenu(null)}
          items={[
            ...(menu.entry.relation === FRIEND_RELATION.friend
              ? [
                  {
                    label:
                      menu.entry.stick === FRIEND_STICK.on
                        ? t('messages.unfavourite', 'Remove from favourites')
                        : t('messages.favourite', 'Add to favourites'),
                    onSelect: () => void toggleFavourite(menu.entry),
                  },
                ]
              : []),
            {
              label: t('messages.selectSome', 'Select conversations'),
              onSelect: () => dispatch({ type: 'start', friendId: menu.entry.friendId }),
            },
            {
              label: t('messages.delete', 'Delete conversation'),
              onSelect: () => setConfirm([menu.entry.friendId]),
            },
          ]}
        />
      )}
      {confirm && (
        <Dialog
          title={t('messages.deleteTitle', 'Delete conversations?')}
          onClose={() => !busy && setConfirm(null)}
          closeLabel={t('messages.close', 'Close')}
        >
          <p>
            {t(
              'messages.deleteText',
              'Delete {{count, number}} conversations and their messages from this device? The other people keep their copies.',
              {
                count: confirm.length,
                defaultValue_one:
                  'Delete this conversation and its messages from this device? The other person keeps their copy.',
              },
            )}
          </p>
          <div className={styles.dialogActions}>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => setConfirm(null)}
            >
              {t('messages.cancel', 'Cancel')}
            </button>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => void remove(confirm)}
            >
              {t('messages.confirmDelete', 'Delete')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
