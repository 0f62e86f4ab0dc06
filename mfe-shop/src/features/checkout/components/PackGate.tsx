import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButton } from 'shared-sdk';
import { NS } from '../../../i18n';
import { LoadError, Skeleton } from '../../common/components/LoadError';
import type { PackInfo, usePack } from '../hooks/usePack';
import { selectionQuery, type Selection } from '../state/selection';
import { NoPack } from './CheckoutPage';

/**
 * The checkout pages' common states for the pack being bought: none named (or gone) → the way
 * back to the shop; loading; a failed load with Retry; else the page's content.
 */
export function PackGate({
  sel,
  pack,
  children,
}: {
  sel: Selection | null;
  pack: ReturnType<typeof usePack>;
  children: (info: PackInfo, sel: Selection) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (!sel || pack.data === false) return <NoPack />;
  if (pack.status === 'loading') return <Skeleton count={1} />;
  if (pack.status === 'error')
    return (
      <LoadError
        title={t('checkout.loadFailed', 'Could not load your order')}
        code={pack.code}
        msg={pack.msg}
        onRetry={pack.retry}
      />
    );
  return <>{children(pack.data, sel)}</>;
}

/** Back to the method list for the same pack (card form, saved cards, provider pages). */
export function OtherMethodsButton({ sel }: { sel: Selection }) {
  const { t } = useTranslation(NS);
  return (
    <NavButton
      to="paymentMethodsList"
      options={{ query: selectionQuery({ ...sel, channel: null, provider: null }) }}
      secondary
    >
      {t('common.otherMethods', 'Other payment methods')}
    </NavButton>
  );
}
