import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { takeOver } from '../../prerender/state/takeover';
import { RemoteLoadError } from '../runtime/fallback';
import { forgetResolved, useRemoteComponent } from '../hooks/useRemoteComponent';
import { remoteNameOf, useRemoteLoader } from '../state/loaderContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RetryCard } from './RetryCard';
import styles from './RemoteSlot.module.css';

export interface RemoteSlotProps {
  /** `remote/module`, e.g. `mfe_shop/CoinPage` (docs/CONTRACTS.md "What each remote exposes"). */
  id: string;
  props?: Record<string, unknown>;
  /** Loading placeholder size: a page fills the region, a widget stays small. */
  variant?: 'page' | 'widget' | 'overlay';
  /** Offered on the retry card when the slot is a popup (the login popup). */
  onDismiss?: () => void;
  /**
   * Optional widgets (task entry, live hosts row) collapse instead of showing a card, so one
   * broken remote shows one card — on its page — rather than one per widget.
   */
  quiet?: boolean;
  /**
   * What the region shows while the remote loads and, for a quiet slot, when it fails (e.g. the
   * host's own balance link in place of the shop's widget). Default: the spinner / nothing.
   */
  fallback?: ReactNode;
}

/**
 * A page's content has committed (or its retry card has): the app may take over from the
 * pre-rendered landing in this same frame (features/prerender).
 */
function PageSettled() {
  useLayoutEffect(() => takeOver(), []);
  return null;
}

/**
 * Lazily loads a remote's module and mounts it inside an error boundary. A load failure, a
 * hang (manifest timeout) or a throw shows the retry card in this region only; Retry forgets
 * the runtime's cached failure (`resetRemote`) and loads again, or re-mounts after a throw.
 */
export function RemoteSlot({
  id,
  props,
  variant = 'page',
  onDismiss,
  quiet = false,
  fallback,
}: RemoteSlotProps) {
  const loader = useRemoteLoader();
  const remoteName = remoteNameOf(id);
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent(id, attempt);
  const { t } = useTranslation(NS);

  const retry = useCallback(
    (error?: unknown) => {
      const loadFailed = state.status === 'failed' || error instanceof RemoteLoadError;
      if (loadFailed) {
        forgetResolved(id);
        loader.reset(remoteName);
      }
      setAttempt((n) => n + 1);
    },
    [id, loader, remoteName, state.status],
  );

  if (state.status === 'loading') {
    if (fallback !== undefined) return <>{fallback}</>;
    return (
      <div className={styles[variant]} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.srOnly}>{t('remotes.loading', 'Loading…')}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    if (quiet) return <>{fallback ?? null}</>;
    return (
      <>
        <RetryCard
          remoteName={remoteName}
          onRetry={() => retry()}
          onDismiss={onDismiss}
          error={state.error}
        />
        {variant === 'page' && <PageSettled />}
      </>
    );
  }
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      remoteName={remoteName}
      onRetry={retry}
      onDismiss={onDismiss}
      quiet={quiet}
      fallback={fallback}
    >
      <Component {...props} />
      {variant === 'page' && <PageSettled />}
    </RemoteErrorBoundary>
  );
}
