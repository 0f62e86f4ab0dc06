import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NavButton, PageFrame, goldNumAtom, userAtom } from 'shared-sdk';
import { SHOP_RETURN_FROM_QUERY, forgetShopReturn, shopApi } from 'shared-sdk/shop';
import { formatNumber } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { LoadError, Skeleton } from '../../common/components/LoadError';
import { useLoad } from '../../common/hooks/useLoad';
import { OfferCard } from '../../offer/components/OfferCard';
import { offerStore } from '../../offer/state/offerStore';
import { useRegionName } from '../hooks/useRegionName';
import { captureLinkSource } from '../state/coupon';
import { PackGrid } from './PackGrid';
import { Subscriptions } from './Subscriptions';
import styles from './CoinShopPage.module.css';
import { PAY_STATUS } from 'shared-sdk/constants';

/**
 * Route CoinPage (/shop): the balance (live), VIP, the limited offer, the first-purchase bonus,
 * the "up to 20% extra" bubble, coin packs for the chosen country and the subscribed packs.
 */
export function CoinShopPage() {
  const { t } = useTranslation(NS);
  const coins = useAtomValue(goldNumAtom);
  const user = useAtomValue(userAtom);
  const regionName = useRegionName();
  const { search } = useLocation();
  const [country, setCountry] = useState<string | null>(null);
  const packs = useLoad(`packs|${country ?? ''}|${user?.id ?? ''}`, () =>
    shopApi.getCoinAndChannel(country ?? undefined),
  );
  const countries = useLoad('countries', () => shopApi.queryCountryListHot());

  useEffect(() => captureLinkSource(search), [search]);
  // Opened from a not-enough-coins prompt (?from=call|chat) the way back is kept for the result
  // page; opened any other way, an older prompt's way back no longer applies.
  useEffect(() => {
    if (!new URLSearchParams(search).get(SHOP_RETURN_FROM_QUERY)) forgetShopReturn();
  }, [search]);
  // Visiting the shop may start the limited offer (backend campaign): read it again.
  useEffect(() => {
    if (packs.status === 'ready') void offerStore.ensure(user?.id ?? null, true);
  }, [packs.status, user?.id]);

  const vip = (packs.status === 'ready' && packs.data.vip) || user?.payStatus === PAY_STATUS.paying;
  const shown = packs.status === 'ready' ? packs.data.countryCode : country;
  return (
    <PageFrame
      title={t('coinShop.title', 'Coin shop')}
      actions={
        <>
          <NavButton to="PayOrderList" secondary>
            {t('common.orders', 'My orders')}
          </NavButton>
          <NavButton to="cardList" secondary>
            {t('common.savedCards', 'Saved cards')}
          </NavButton>
        </>
      }
    >
      <div className={styles.balance}>
        <span className={ui.coinBig} aria-hidden="true" />
        <span>{t('coinShop.balance', 'Your balance')}</span>
        <strong data-testid="coin-balance">{formatNumber(coins)}</strong>
        {vip ? (
          <span className={styles.vip}>{t('coinShop.vip', 'VIP')}</span>
        ) : (
          <span className={styles.vipHint}>
            {t('coinShop.vipHint', 'Buy any pack to become a VIP')}
          </span>
        )}
      </div>
      <OfferCard country={shown} />
      {packs.status === 'ready' && packs.data.firstPurchase && (
        <p className={styles.firstPurchase}>
          <strong>{t('coinShop.firstTitle', 'First purchase bonus')}</strong>{' '}
          {t('coinShop.firstText', '+{{percent}}% coins on your first pack', {
            percent: packs.data.firstPurchaseBonusPercent,
          })}
        </p>
      )}
      <div className={ui.between}>
        <div className={ui.row}>
          <h2 className={ui.h2}>{t('coinShop.packs', 'Coin packs')}</h2>
          {packs.status === 'ready' && (
            <span className={styles.bubble}>
              {t('coinShop.bubble', 'Up to {{percent}}% extra coins', {
                percent: packs.data.extraPercentMax,
              })}
            </span>
          )}
        </div>
        {countries.status === 'ready' && shown && (
          <label className={styles.country}>
            <span>{t('coinShop.country', 'Prices for')}</span>
            <select className={ui.input} value={shown} onChange={(e) => setCountry(e.target.value)}>
              {countries.data.list.map((c) => (
                <option key={c.countryCode} value={c.countryCode}>
                  {t('coinShop.countryOption', '{{region}} ({{currency}})', {
                    region: regionName(c.countryCode, c.name),
                    currency: c.currency,
                  })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {packs.status === 'loading' ? (
        <Skeleton count={6} />
      ) : packs.status === 'error' ? (
        <LoadError
          title={t('coinShop.loadFailed', 'Could not load the coin packs')}
          code={packs.code}
          msg={packs.msg}
          onRetry={packs.retry}
        />
      ) : (
        <>
          <PackGrid data={packs.data} />
          <Subscriptions data={packs.data} />
        </>
      )}
    </PageFrame>
  );
}
