import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  Dialog,
  EmptyState,
  NavButton,
  PageFrame,
  navigate,
  showToast,
  userAtom,
  type SavedCard,
} from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { bdiTags, TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { LoadError, Skeleton } from '../../common/components/LoadError';
import { money } from '../../common/money';
import { useLoad } from '../../common/hooks/useLoad';
import { usePack } from '../hooks/usePack';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { readSelection, selectionQuery } from '../state/selection';
import styles from './checkout.module.css';
import { OrderFeedback } from './OrderFeedback';
import { OtherMethodsButton } from './PackGate';
import { PackSummary } from './PackSummary';
import { CODE_NETWORK } from 'shared-sdk/constants';

/**
 * Route cardList: the saved cards. In the checkout (the address names a card method) each card
 * pays for the pack; "Use a new card" opens the card form. Anywhere, a card can be deleted
 * (after a confirmation).
 */
export function CardListPage() {
  const { t } = useTranslation(NS);
  const userId = useAtomValue(userAtom)?.id ?? null;
  const sel = readSelection(useLocation().search);
  const paying = !!sel?.channel;
  const pack = usePack(paying ? sel : null);
  const cards = useLoad(userId === null ? null : `cards|${userId}`, () =>
    shopApi.cardList(userId as number),
  );
  const order = usePlaceOrder();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const price = pack.status === 'ready' && pack.data ? pack.data.channel : null;

  async function remove(card: SavedCard) {
    setDeleting(null);
    const r = await shopApi.deleteCard(userId as number, card.cardId);
    if (r.ok) {
      showToast(t('cards.deleted', 'Card •••• {{last4}} deleted', { last4: card.last4 }));
      await cards.refresh();
    } else
      showToast(
        r.code === CODE_NETWORK ? t('load.network', 'Check your connection and try again.') : r.msg,
      );
  }

  return (
    <PageFrame
      title={t('cards.title', 'Saved cards')}
      actions={
        paying ? (
          <OtherMethodsButton sel={sel} />
        ) : (
          <NavButton to="CoinPage" secondary>
            {t('common.shop', 'Coin shop')}
          </NavButton>
        )
      }
    >
      {paying && pack.status === 'ready' && pack.data && <PackSummary info={pack.data} />}
      {cards.status === 'loading' ? (
        <Skeleton count={2} />
      ) : cards.status === 'error' ? (
        <LoadError
          title={t('cards.loadFailed', 'Could not load your cards')}
          code={cards.code}
          msg={cards.msg}
          onRetry={cards.retry}
        />
      ) : cards.data.list.length === 0 ? (
        <EmptyState
          title={t('cards.emptyTitle', 'No saved cards')}
          text={t(
            'cards.emptyText',
            'When you pay by card, tick "Save this card" to find it here next time.',
          )}
        >
          {paying && (
            <NavButton to="paymentInfoAdd" options={{ query: selectionQuery(sel) }}>
              {t('cards.useNew', 'Use a new card')}
            </NavButton>
          )}
        </EmptyState>
      ) : (
        <ul className={ui.list}>
          {cards.data.list.map((c) => (
            <li key={c.cardId} className={ui.card}>
              <div className={styles.cardRow}>
                <span className={styles.brand}>
                  {c.brand === 'unknown' ? t('cards.card', 'Card') : c.brand}
                </span>
                <div style={{ flex: 1 }}>
                  <p className={ui.h2}>
                    <bdi dir="ltr">•••• {c.last4}</bdi>
                  </p>
                  <p className={ui.muted}>
                    <TransText
                      ns={NS}
                      i18nKey="cards.expires"
                      defaults="Expires <expiry>{{expiry}}</expiry>"
                      values={{ expiry: c.expiry }}
                      components={bdiTags(['expiry'], 'ltr')}
                    />{' '}
                    · <bdi>{c.holderName}</bdi>
                  </p>
                </div>
                {paying && sel?.channel && (
                  <button
                    type="button"
                    className={ui.primary}
                    disabled={!price}
                    onClick={() =>
                      void order.place({
                        coinId: sel.coinId,
                        channelCode: sel.channel as string,
                        countryCode: sel.country,
                        offerId: sel.offerId ?? undefined,
                        cardId: c.cardId,
                      })
                    }
                  >
                    {price ? (
                      <TransText
                        ns={NS}
                        i18nKey="cards.payWith"
                        defaults="Pay {{amount}} with <card>•••• {{last4}}</card>"
                        values={{ amount: money(price.price, price.currency), last4: c.last4 }}
                        components={bdiTags(['card'], 'ltr')}
                      />
                    ) : (
                      t('card.pay', 'Pay')
                    )}
                  </button>
                )}
                <button
                  type="button"
                  className={ui.danger}
                  onClick={() => setDeleting(c)}
                  aria-label={t('cards.deleteLabel', 'Delete card •••• {{last4}}', {
                    last4: c.last4,
                  })}
                >
                  {t('cards.delete', 'Delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {paying && cards.status === 'ready' && cards.data.list.length > 0 && (
        <button
          type="button"
          className={ui.secondary}
          onClick={() => navigate('paymentInfoAdd', {}, { query: selectionQuery(sel) })}
        >
          {t('cards.useNew', 'Use a new card')}
        </button>
      )}
      {deleting && (
        <Dialog
          title={t('cards.confirmTitle', 'Delete this card?')}
          onClose={() => setDeleting(null)}
          closeLabel={t('common.close', 'Close')}
        >
          <div className={ui.stack}>
            <p style={{ margin: 0 }}>
              <TransText
                ns={NS}
                i18nKey="cards.confirmText"
                defaults="Card <card>•••• {{last4}}</card> will no longer be offered when you pay. Subscriptions paid with it stop renewing."
                values={{ last4: deleting.last4 }}
                components={bdiTags(['card'], 'ltr')}
              />
            </p>
            <div className={ui.row}>
              <button type="button" className={ui.danger} onClick={() => void remove(deleting)}>
                {t('cards.confirmDelete', 'Delete card')}
              </button>
              <button type="button" className={ui.secondary} onClick={() => setDeleting(null)}>
                {t('common.cancel', 'Cancel')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
      <OrderFeedback spinning={order.spinning} confirm={order.confirm} />
    </PageFrame>
  );
}
