import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  friendApi,
  sanitizeUserName,
  type ApiResult,
  type OnlineRemindEntry,
  type PageResult,
} from 'shared-sdk';
import { FRIEND_CODE, ONLINE_REMINDER_CAP, ONLINE_REMINDER_PAGE_SIZE } from 'shared-sdk/constants';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { setReminder } from '../hooks/friendActions';
import { usePagedList } from '../hooks/usePagedList';
import { reminderCapLabel } from '../state/rules';
import { Avatar, LoadMore } from './Bits';
import { RowSkeletons } from './FriendRow';
import styles from './Friends.module.css';

/**
 * Online reminders (spec 2 §3, §9): a switch per friend, at most 50 on, shown as x/50. Turning
 * one on past the cap is refused with "online reminder limit reached" (spec 2 §8).
 */
export function RemindersTab() {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const [remindNum, setRemindNum] = useState<number | null>(null);
  const fetchPage = useCallback(
    async (page: number): Promise<ApiResult<PageResult<OnlineRemindEntry>>> => {
      const r = await friendApi.onlineRemindList({ page, size: ONLINE_REMINDER_PAGE_SIZE });
      if (!r.ok) return r;
      setRemindNum(r.data.remindNum);
      return { ...r, data: r.data.relationFriends };
    },
    [],
  );
  const list = usePagedList(fetchPage);
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (e: OnlineRemindEntry) => {
    const on = !e.remindSwitch;
    setPending(e.id);
    setError(null);
    const r = await setReminder(e.id, on);
    setPending(null);
    if (!r.ok) {
      return setError(
        r.code === FRIEND_CODE.remindLimit
          ? t(
              'reminders.limit',
              'Online reminder limit reached: at most {{count, number}} friends.',
              {
                count: ONLINE_REMINDER_CAP,
                defaultValue_one:
                  'Online reminder limit reached: at most {{count, number}} friend.',
              },
            )
          : r.msg || t('common.failed', 'Something went wrong. Try again.'),
      );
    }
    setRemindNum(r.data!.remindNum);
    list.update((items) => items.map((x) => (x.id === e.id ? { ...x, remindSwitch: on } : x)));
  };

  if (list.status === 'loading') return <RowSkeletons n={2} />;
  if (list.status === 'error')
    return (
      <div className={styles.box} role="alert">
        <p>{t('reminders.loadFailed', 'Your reminders could not be loaded.')}</p>
        <button type="button" className={styles.small} onClick={list.reload}>
          {t('common.retry', 'Retry')}
        </button>
      </div>
    );
  const count = remindNum ?? 0;
  return (
    <div className={styles.panel}>
      <p className={styles.note}>
        {t('reminders.intro', 'Get a notice when these friends come online.')}{' '}
        <strong
          aria-label={t('reminders.countLabel', '{{on}} of {{count, number}} reminders on', {
            on: num(count),
            count: ONLINE_REMINDER_CAP,
            defaultValue_one: '{{on}} of {{count, number}} reminder on',
          })}
        >
          {reminderCapLabel(count, ONLINE_REMINDER_CAP, num)}
        </strong>
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {list.items.length === 0 ? (
        <div className={styles.box}>
          <p>{t('reminders.empty', 'Add friends to get a notice when they come online.')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('reminders.listLabel', 'Online reminders')}>
          {list.items.map((e) => {
            const name = sanitizeUserName(e.userName);
            return (
              <li key={e.id} className={styles.row}>
                <Avatar name={name} src={e.headImg} status={e.status} />
                <div className={styles.who}>
                  <p className={styles.name}>
                    <bdi>{name}</bdi>
                  </p>
                </div>
                <button
                  type="button"
                  role="switch"
                  className={styles.switch}
                  aria-checked={e.remindSwitch}
                  disabled={pending === e.id}
                  aria-label={t('reminders.switchFor', 'Online reminder for {{name}}', { name })}
                  onClick={() => void toggle(e)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={list} label={t('blocked.more', 'Show more')} />
    </div>
  );
}
