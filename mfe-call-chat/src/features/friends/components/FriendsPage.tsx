import { useAtomValue } from 'jotai';
import { useId, useState, type KeyboardEvent } from 'react';
import { tabStep } from '../state/tabKeys';
import { useTranslation } from 'react-i18next';
import { PageFrame, formatBadge, userAtom } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useCopyText } from '../../messages/hooks/useCopyText';
import { BlockedTab } from './BlockedTab';
import { FriendsTab } from './FriendsTab';
import styles from './Friends.module.css';
import { RemindersTab } from './RemindersTab';
import { RequestsTab, useFriendRequests } from './RequestsTab';

const TABS = ['friends', 'requests', 'blocked', 'reminders'] as const;
type Tab = (typeof TABS)[number];

/**
 * Route FriendsPage (/friends): the friends list with search, friend requests, the blocklist
 * and the online-reminder panel (spec 2 §2). Your own ID is shown so people can find you.
 */
export function FriendsPage() {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userAtom);
  const [tab, setTab] = useState<Tab>('friends');
  const [blockedGen, setBlockedGen] = useState(0);
  const { requests } = useFriendRequests();
  const base = useId();
  const labels: Record<Tab, string> = {
    friends: t('friends.tabFriends', 'Friends'),
    requests: t('friends.tabRequests', 'Requests'),
    blocked: t('friends.tabBlocked', 'Blocked'),
    reminders: t('friends.tabReminders', 'Online reminders'),
  };
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const dir = getComputedStyle(e.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const step = tabStep(e.key, dir);
    const next = step === null ? null : i + step;
    if (next === null) return;
    e.preventDefault();
    const n = TABS[(next + TABS.length) % TABS.length]!;
    setTab(n);
    document.getElementById(`${base}-tab-${n}`)?.focus();
  };
  const copy = useCopyText();
  const copyId = async () => {
    if (!me) return;
    await copy(
      String(me.id),
      t('friends.copyFailed', 'Copying failed. Your ID is {{id}}.', { id: me.id }),
    );
  };

  return (
    <PageFrame
      title={t('friends.title', 'Friends')}
      actions={
        me && (
          <span className={styles.myId}>
            <span>{t('friends.myId', 'Your ID: {{id}}', { id: me.id })}</span>
            <button type="button" className={styles.quiet} onClick={() => void copyId()}>
              {t('friends.copyId', 'Copy ID')}
            </button>
          </span>
        )
      }
    >
      <div
        role="tablist"
        aria-label={t('friends.title', 'Friends')}
        className={styles.tabs}
        onKeyDown={onKey}
      >
        {TABS.map((k) => (
          <button
            key={k}
            id={`${base}-tab-${k}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === k}
            aria-controls={`${base}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
          >
            {labels[k]}
            {k === 'requests' && requests.length > 0 && (
              <span
                className={styles.badge}
                aria-label={t('friends.newRequests', '{{count, number}} new', {
                  count: requests.length,
                  defaultValue_one: '{{count, number}} new',
                })}
              >
                {formatBadge(requests.length)}
              </span>
            )}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${tab}`}>
        {tab === 'friends' && (
          <FriendsTab myId={me?.id ?? 0} onBlocked={() => setBlockedGen((g) => g + 1)} />
        )}
        {tab === 'requests' && <RequestsTab />}
        {tab === 'blocked' && <BlockedTab key={blockedGen} />}
        {tab === 'reminders' && <RemindersTab />}
      </div>
    </PageFrame>
  );
}
