import Coins from 'lucide/dist/esm/icons/coins.mjs';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { goldNumAtom, Icon, pathFor, type LanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { BALANCE_ENTRY_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';
import { AppLink } from './AppLink';
import styles from './Account.module.css';

/**
 * The coin balance as a link to the shop (spec 3 §2 "Shell"): the shop's widget
 * (`mfe_shop/BalanceEntry`: the balance and, while a limited offer runs, its countdown), and the
 * host's own link while it loads or if the shop is down. Both read `goldNumAtom` (its one writer
 * is the SDK's `applyBalance`). `compact`: one row for the phone's top bar.
 */
export function BalanceEntrySlot({
  prefix,
  compact = false,
}: {
  prefix: LanguagePrefix | null;
  compact?: boolean;
}) {
  return (
    <RemoteSlot
      id={BALANCE_ENTRY_ID}
      props={{ compact }}
      variant="widget"
      quiet
      fallback={<BalanceLink prefix={prefix} />}
    />
  );
}

function BalanceLink({ prefix }: { prefix: LanguagePrefix | null }) {
  const { t, i18n } = useTranslation(NS);
  const gold = useAtomValue(goldNumAtom);
  const coins = new Intl.NumberFormat(i18n.language || 'en').format(gold);
  return (
    <AppLink
      to={pathFor('CoinPage', {}, { prefix })}
      loginSource="coins"
      className={styles.coins}
      aria-label={t('account.balance', 'Coin balance: {{coins}}', { coins })}
    >
      <Icon icon={Coins} size={18} /> {coins}
    </AppLink>
  );
}
