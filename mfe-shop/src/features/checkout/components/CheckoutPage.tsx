import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState, NavButton, PageFrame, navigate } from 'shared-sdk';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { usePack } from '../hooks/usePack';
import { readSelection, selectionQuery } from '../state/selection';
import { PackGate } from './PackGate';
import { PackSummary } from './PackSummary';

/** Route CoinsPayPage (/pay?coin&country[&offer]): the order summary, then the payment methods. */
export function CheckoutPage() {
  const { t } = useTranslation(NS);
  const sel = readSelection(useLocation().search);
  const pack = usePack(sel);
  return (
    <PageFrame
      title={t('checkout.title', 'Checkout')}
      actions={
        <NavButton to="CoinPage" secondary>
          {t('common.shop', 'Coin shop')}
        </NavButton>
      }
    >
      <PackGate sel={sel} pack={pack}>
        {(info, s) => (
          <div className={ui.stack}>
            <PackSummary info={info} />
            {info.pack.rcpCoinCountry.period && (
              <p className={ui.notice}>
                {t(
                  'checkout.subscriptionNote',
                  'Renews automatically on your card until you cancel. Cancelling keeps it until the end of the period you paid for.',
                )}
              </p>
            )}
            <p className={ui.muted}>{t('checkout.vipNote', 'Buying any pack makes you a VIP.')}</p>
            <button
              type="button"
              className={`${ui.primary} ${ui.wide}`}
              onClick={() => navigate('paymentMethodsList', {}, { query: selectionQuery(s) })}
            >
              {t('checkout.continue', 'Choose how to pay')}
            </button>
          </div>
        )}
      </PackGate>
    </PageFrame>
  );
}

/** The address names no pack (or an offer that ended): say so and lead back to the shop. */
export function NoPack() {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      title={t('checkout.noPackTitle', 'Pick a coin pack first')}
      text={t(
        'checkout.noPackText',
        'This pack or offer is not available any more. Choose a pack in the coin shop.',
      )}
    >
      <NavButton to="CoinPage">{t('common.shop', 'Coin shop')}</NavButton>
    </EmptyState>
  );
}
