import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, navigate, pathFor, splitLanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { statusClass } from '../state/rules';
import styles from './Friends.module.css';

/** A real link to a named route (works with a middle click) that navigates in place on a click. */
export function RouteLink({
  to,
  params,
  className,
  label,
  children,
}: {
  to: string;
  params?: Record<string, string | number>;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const prefix =
    typeof window === 'undefined' ? null : splitLanguagePrefix(window.location.pathname).prefix;
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to, params);
  };
  return (
    <a
      href={pathFor(to, params, { prefix })}
      className={className}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

/** A round picture, or the first letter of the (already sanitized) name, with a status dot. */
export function Avatar({
  name,
  src,
  status,
  large = false,
}: {
  name: string;
  src?: string;
  status?: number;
  large?: boolean;
}) {
  const { t } = useTranslation(NS);
  const cls = statusClass(status);
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <span className={large ? styles.avatarLarge : styles.avatar}>
        {src ? (
          <img src={src} alt="" loading="lazy" />
        ) : (
          <span aria-hidden="true">{Array.from(name)[0]?.toUpperCase() ?? '?'}</span>
        )}
      </span>
      {status !== undefined && (
        <span
          className={`${styles.dot} ${cls}`}
          data-status={cls}
          role="img"
          aria-label={statusText(t, status)}
        />
      )}
    </span>
  );
}

type T = ReturnType<typeof useTranslation>['t'];
export function statusText(t: T, status: number | undefined): string {
  switch (status) {
    case 1:
      return t('status.busy', 'Busy');
    case 2:
      return t('status.online', 'Online');
    default:
      return t('status.offline', 'Offline');
  }
}

/** Are you sure? Confirm runs the action; cancel (or Escape) closes. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  text: string;
  confirm: string;
  busy?: boolean;
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('common.close', 'Close')}>
      <p className={styles.note}>{text}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.quiet} onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </button>
        <button type="button" className={styles.danger} disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}

/** spec 2 §8: 20001 (add friend) → the gold_not_enough dialog offering CoinPage. */
export function NotEnoughCoinsDialog({ price, onClose }: { price: number; onClose(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      title={t('coins.gold_not_enough', 'Not enough coins')}
      onClose={onClose}
      closeLabel={t('common.close', 'Close')}
    >
      <p className={styles.note}>
        {t(
          'coins.addFriendNeeds',
          'Adding a friend costs {{count, number}} coins. Top up to send the request.',
          {
            count: price,
            defaultValue_one:
              'Adding a friend costs {{count, number}} coin. Top up to send the request.',
          },
        )}
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.quiet} onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={styles.small}
          onClick={() => {
            onClose();
            navigate('CoinPage');
          }}
        >
          {t('coins.getCoins', 'Get coins')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * "Load more" under a paged list (usePagedList): disabled while a page loads, and says so when
 * the last page failed (a tap tries again).
 */
export function LoadMore({
  list,
  label,
}: {
  list: { hasMore: boolean; loadingMore: boolean; moreFailed: boolean; loadMore(): void };
  label: string;
}) {
  const { t } = useTranslation(NS);
  if (!list.hasMore) return null;
  return (
    <button
      type="button"
      className={styles.quiet}
      disabled={list.loadingMore}
      onClick={list.loadMore}
    >
      {list.moreFailed ? t('friends.moreFailed', 'Loading failed. Load more') : label}
    </button>
  );
}
