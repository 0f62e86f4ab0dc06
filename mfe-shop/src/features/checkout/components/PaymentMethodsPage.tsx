import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NavButton, PageFrame, navigate, userAtom, type PayChannel } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { WALLET_LABELS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useChannelLabel } from '../../providers/hooks/useProviderLabel';
import ui from '../../../ui/shop.module.css';
import { money } from '../../common/money';
import { inIframe, providerFor, walletsFor } from '../../providers/state/registry';
import { usePack } from '../hooks/usePack';
import { readSelection, selectionQuery, type Selection } from '../state/selection';
import { PackGate } from './PackGate';
import { PackSummary } from './PackSummary';
import styles from './checkout.module.css';
import { Icon, type IconName } from '../../../ui/Icon';

const GROUPS: Array<{ kind: string; key: string; title: string }> = [
  { kind: 'card', key: 'methods.cards', title: 'Cards' },
  { kind: 'bank', key: 'methods.banks', title: 'Bank payments' },
  { kind: 'local', key: 'methods.local', title: 'Local methods' },
  { kind: 'wallet', key: 'methods.wallets', title: 'Wallets' },
];

/**
 * Route paymentMethodsList: the methods that can pay for the chosen pack in the shop country
 * (the backend's channel list; cards only inside an iframe). A card goes to the saved cards when
 * there are some (cardList), else to the card form (paymentInfoAdd); anything else to its
 * provider's page (CoinPayPage).
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation(NS);
  const channelLabel = useChannelLabel();
  const sel = readSelection(useLocation().search);
  const pack = usePack(sel);
  const userId = useAtomValue(userAtom)?.id ?? null;
  const titles: Record<string, string> = {
    'methods.cards': t('methods.cards', 'Cards'),
    'methods.banks': t('methods.banks', 'Bank payments'),
    'methods.local': t('methods.local', 'Local methods'),
    'methods.wallets': t('methods.wallets', 'Wallets'),
  };

  async function choose(s: Selection, ch: PayChannel, wallet?: 'applePay' | 'googlePay') {
    const q = selectionQuery({ ...s, channel: ch.coinChannelCode, provider: ch.payCompanyCode });
    if (wallet)
      return navigate(
        wallet === 'applePay' ? 'ApplePay' : 'CoinPayPage',
        {},
        { query: { ...q, wallet } },
      );
    if (ch.channelType !== 'card') return navigate('CoinPayPage', {}, { query: q });
    const cards = userId !== null ? await shopApi.cardList(userId) : null;
    navigate(
      cards?.ok && cards.data && cards.data.list.length > 0 ? 'cardList' : 'paymentInfoAdd',
      {},
      { query: q },
    );
  }

  return (
    <PageFrame
      title={t('methods.title', 'Payment methods')}
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
            {GROUPS.map((g) => {
              const channels = info.pack.channelAndPayCompanyDtoList.filter(
                (c) => c.channelType === g.kind && (!inIframe() || c.channelType === 'card'),
              );
              if (channels.length === 0) return null;
              return (
                <section key={g.kind} className={ui.stack} aria-labelledby={`grp-${g.kind}`}>
                  <h2 id={`grp-${g.kind}`} className={ui.h2}>
                    {titles[g.key]}
                  </h2>
                  <ul className={ui.list}>
                    {channels.map((ch) => {
                      const p = providerFor(ch.payCompanyCode);
                      const wallets = p?.wallets ? walletsFor(navigator.userAgent) : [];
                      return (
                        <li key={ch.coinChannelCode} className={styles.method}>
                          <button
                            type="button"
                            className={styles.methodButton}
                            onClick={() => void choose(s, ch)}
                          >
                            <span className={styles.methodIcon}>
                              <Icon name={g.kind as IconName} />
                            </span>
                            <span className={styles.methodName}>
                              {channelLabel(ch.payCompanyCode, ch.channelName)}
                            </span>
                            <span className={ui.price}>{money(ch.price, ch.currency)}</span>
                          </button>
                          {wallets.map((w) => (
                            <button
                              key={w}
                              type="button"
                              className={styles.walletButton}
                              onClick={() => void choose(s, ch, w)}
                            >
                              {t('methods.payWith', 'Pay with {{wallet}}', {
                                wallet: WALLET_LABELS[w],
                              })}
                            </button>
                          ))}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </PackGate>
    </PageFrame>
  );
}
