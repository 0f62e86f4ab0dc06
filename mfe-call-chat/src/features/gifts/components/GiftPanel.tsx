import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog, type Gift } from 'shared-sdk';
import { GIFT_PAGE } from 'shared-sdk/constants';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { useBackpack, type Loaded } from '../hooks/useGifts';
import type { GiftSendState } from '../hooks/useGiftSender';
import { GiftTile } from './GiftTile';
import styles from './Gifts.module.css';

export interface GiftPick {
  giftId: number;
  /** GIFT_PAGE: 0 from the backpack (no coins), 1 popular (paid). */
  giftPage: number;
  gold: number;
  name: string;
}

/** Why a send failed, in words (null unless it failed): a lost connection can be sent again, charged once. */
export function giftSendError(t: TFunction, s: GiftSendState): string | null {
  if (s.status !== 'error') return null;
  return s.network
    ? t(
        'gifts.networkError',
        'The gift could not be sent: no connection. Press Send again; you will be charged once.',
      )
    : s.msg || t('gifts.failed', 'The gift could not be sent. Try again.');
}

/** The gift panel (spec 2 §2 "Gift panel (tabs: backpack = 0, popular = 1)"). */
export function GiftPanel({
  catalogue,
  pick,
  onPick,
  sending,
  balance,
  onSend,
  onClose,
  error,
}: {
  catalogue: Loaded<Gift> & { retry(): void };
  pick: GiftPick | null;
  onPick(p: GiftPick): void;
  sending: boolean;
  balance: number;
  onSend(p: GiftPick): void;
  onClose(): void;
  /** Why the last send failed, shown above the Send button. */
  error?: string | null;
}) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const [tab, setTab] = useState<number>(GIFT_PAGE.popular);
  const bag = useBackpack('backpackGiftList', tab === GIFT_PAGE.backpack);
  const tabs = [
    { page: GIFT_PAGE.backpack, label: t('gifts.tabBackpack', 'Backpack') },
    { page: GIFT_PAGE.popular, label: t('gifts.tabPopular', 'Popular') },
  ];
  const list = tab === GIFT_PAGE.popular ? catalogue : bag;
  return (
    <Dialog
      title={t('gifts.title', 'Send a gift')}
      onClose={onClose}
      closeLabel={t('gifts.close', 'Close')}
      wide
    >
      <div className={styles.tabs} role="tablist">
        {tabs.map((x) => (
          <button
            key={x.page}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === x.page}
            onClick={() => setTab(x.page)}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {list.status === 'loading' && (
          <p className={styles.note}>{t('gifts.loading', 'Loading gifts…')}</p>
        )}
        {list.status === 'error' && (
          <p className={styles.note}>
            {t('gifts.listFailed', 'The gifts could not load.')}{' '}
            <button type="button" className={styles.secondary} onClick={list.retry}>
              {t('gifts.retry', 'Try again')}
            </button>
          </p>
        )}
        {list.status === 'ready' && !list.list.length && (
          <p className={styles.note}>
            {tab === GIFT_PAGE.backpack
              ? t('gifts.bagEmpty', 'Your backpack is empty. Gifts you receive or win appear here.')
              : t('gifts.none', 'No gifts are available right now.')}
          </p>
        )}
        {list.status === 'ready' && list.list.length > 0 && (
          <div className={styles.grid}>
            {tab === GIFT_PAGE.popular
              ? catalogue.status === 'ready' &&
                catalogue.list.map((g) => (
                  <GiftTile
                    key={g.id}
                    image={g.giftImage}
                    name={g.name}
                    gold={g.gold}
                    selected={pick?.giftPage === GIFT_PAGE.popular && pick.giftId === g.id}
                    onSelect={() =>
                      onPick({
                        giftId: g.id,
                        giftPage: GIFT_PAGE.popular,
                        gold: g.gold,
                        name: g.name,
                      })
                    }
                  />
                ))
              : bag.status === 'ready' &&
                bag.list.map((g) => (
                  <GiftTile
                    key={g.id}
                    image={g.icon || g.giftImage}
                    name={g.name}
                    gold={g.gold}
                    count={g.goodsCount}
                    selected={pick?.giftPage === GIFT_PAGE.backpack && pick.giftId === g.giftId}
                    onSelect={() =>
                      onPick({
                        giftId: g.giftId,
                        giftPage: GIFT_PAGE.backpack,
                        gold: 0,
                        name: g.name,
                      })
                    }
                  />
                ))}
          </div>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.footer}>
        <span className={styles.balance}>
          {t('gifts.balance', 'Your coins: {{coins}}', { coins: num(balance) })}
        </span>
        <button
          type="button"
          className={styles.button}
          disabled={!pick || sending}
          onClick={() => pick && onSend(pick)}
        >
          {sending
            ? t('gifts.sending', 'Sending…')
            : pick
              ? t('gifts.sendNamed', 'Send {{name}}', { name: pick.name })
              : t('gifts.send', 'Send gift')}
        </button>
      </div>
    </Dialog>
  );
}
