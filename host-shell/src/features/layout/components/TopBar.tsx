import { useTranslation } from 'react-i18next';
import type { LanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { TASK_ENTRY_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';
import { BrandLink } from './BrandLink';
import { BalanceEntrySlot } from './BalanceLink';
import styles from './Account.module.css';

/**
 * The phone's top bar for a signed-in user (layout ≤ 680 px): what the desktop sidebar shows
 * besides the menu — the coin balance (or, with it, the limited offer's countdown) leading to the
 * shop, and the task entry (spec 3 §2 "Shell"; TaskList is a route on phones) — one tap away on
 * every page with the shell. It stays at the top while the page scrolls. Loaded after sign-in
 * (lazy in ShellFrame, its place kept meanwhile). Test-facing: `header[aria-label="Account"]`.
 */
export function TopBar({ prefix }: { prefix: LanguagePrefix | null }) {
  const { t } = useTranslation(NS);
  return (
    <header className={styles.topBar} aria-label={t('nav.account', 'Account')}>
      <BrandLink prefix={prefix} className={styles.topBrand} />
      <div className={styles.topActions}>
        <RemoteSlot id={TASK_ENTRY_ID} variant="widget" quiet />
        <BalanceEntrySlot prefix={prefix} compact />
      </div>
    </header>
  );
}
