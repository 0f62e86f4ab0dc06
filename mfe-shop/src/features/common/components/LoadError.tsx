import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { CODE_NETWORK } from 'shared-sdk/constants';

/** A failed load with the reason and a Retry that really loads again. */
export function LoadError({
  title,
  code,
  msg,
  onRetry,
}: {
  /** What could not be loaded, as one whole sentence ("Could not load your cards"). */
  title: string;
  code: number | null;
  msg: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  const reason =
    code === CODE_NETWORK
      ? t('load.network', 'Check your connection and try again.')
      : msg || t('load.unknown', 'Something went wrong.');
  return (
    <div className={ui.card} role="alert">
      <div className={ui.stack}>
        <p className={ui.h2}>{title}</p>
        <p className={ui.muted}>{reason}</p>
        <div>
          <button type="button" className={ui.primary} onClick={onRetry}>
            {t('load.retry', 'Retry')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function Skeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation(NS);
  return (
    <div className={ui.grid} aria-busy="true">
      <span className={ui.srOnly}>{t('load.loading', 'Loading…')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={ui.skeleton} />
      ))}
    </div>
  );
}
