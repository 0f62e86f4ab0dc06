import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState, NavButton, PageFrame, type ChannelField } from 'shared-sdk';
import { shopApi, checkChannelFields } from 'shared-sdk/shop';
import { WALLET_LABELS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useProviderLabel } from '../../providers/hooks/useProviderLabel';
import ui from '../../../ui/shop.module.css';
import { TextField } from '../../../ui/Field';
import { LoadError } from '../../common/components/LoadError';
import { money } from '../../common/money';
import { useLoad } from '../../common/hooks/useLoad';
import { providerFor, type ProviderPlugin, type WalletName } from '../../providers/state/registry';
import { usePack } from '../hooks/usePack';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { readSelection } from '../state/selection';
import styles from './checkout.module.css';
import { FieldProblem } from './FieldProblem';
import { OrderFeedback } from './OrderFeedback';
import { OtherMethodsButton, PackGate } from './PackGate';
import { PackSummary } from './PackSummary';

/**
 * A provider's page (routes CoinPayPage /pay/coin?provider=…, ApplePay, Pagsmile): the plug-in
 * says what it asks — billing name and e-mail, the channel's extra fields, the iDEAL bank, a
 * Klarna session — then Pay places the order and sends the user to the provider.
 */
export function ProviderPage({
  fixed,
  wallet: fixedWallet,
}: {
  fixed?: string;
  wallet?: WalletName;
}) {
  const { t } = useTranslation(NS);
  const providerLabel = useProviderLabel();
  const sel = readSelection(useLocation().search);
  const walletParam = new URLSearchParams(useLocation().search).get('wallet');
  const wallet: WalletName | null =
    fixedWallet ?? (walletParam === 'applePay' || walletParam === 'googlePay' ? walletParam : null);
  const plugin: ProviderPlugin | null = providerFor(sel?.provider ?? fixed);
  const title = wallet
    ? WALLET_LABELS[wallet]
    : plugin
      ? providerLabel(plugin)
      : t('coinPay.title', 'Payment');
  const pack = usePack(sel?.channel ? sel : null);

  if (!sel?.channel || !plugin || (fixed && sel.provider !== fixed && !wallet))
    return (
      <PageFrame title={title}>
        <EmptyState
          title={t('coinPay.noPackTitle', 'No payment in progress')}
          text={t('coinPay.noPackText', 'Pick a coin pack and a payment method first.')}
        >
          <NavButton to="CoinPage">{t('common.shop', 'Coin shop')}</NavButton>
        </EmptyState>
      </PageFrame>
    );

  return (
    <PageFrame title={title} actions={<OtherMethodsButton sel={sel} />}>
      <PackGate sel={sel} pack={pack}>
        {(info, s) =>
          !info.channel ? (
            <p className={ui.warn}>
              {t(
                'coinPay.unavailable',
                'This payment method is not available for this pack any more. Choose another one.',
              )}
            </p>
          ) : (
            <>
              <PackSummary info={info} />
              <ProviderForm
                plugin={plugin}
                wallet={wallet}
                sel={s}
                priceLabel={money(info.channel.price, info.channel.currency)}
              />
            </>
          )
        }
      </PackGate>
    </PageFrame>
  );
}

function ProviderForm({
  plugin,
  wallet,
  sel,
  priceLabel,
}: {
  plugin: ProviderPlugin;
  wallet: WalletName | null;
  sel: NonNullable<ReturnType<typeof readSelection>>;
  priceLabel: string;
}) {
  const { t } = useTranslation(NS);
  const providerLabel = useProviderLabel();
  const order = usePlaceOrder();
  const [billing, setBilling] = useState({ name: '', email: '' });
  const [ext, setExt] = useState<Record<string, string>>({});
  const [issuer, setIssuer] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const fields = useLoad<{ fields: ChannelField[] }>(
    plugin.asks.fields ? `fields|${sel.channel}` : null,
    () => shopApi.getChannelExts(sel.channel as string),
  );
  const issuers = useLoad(plugin.asks.issuer ? 'ideal' : null, () => shopApi.idealPaymentMethod());
  useEffect(() => {
    let live = true;
    void shopApi.getPayExtParams(plugin.name).then((r) => {
      if (!live || !r.ok || !r.data) return;
      const d = r.data;
      setBilling((b) => ({ name: b.name || d.name, email: b.email || d.email }));
      setExt((e) => ({ ...d.extFields, ...e }));
    });
    return () => {
      live = false;
    };
  }, [plugin.name]);

  const list = plugin.asks.fields && fields.status === 'ready' ? fields.data.fields : [];
  const problems = checkChannelFields(list, ext);
  const issuerMissing = plugin.asks.issuer && !issuer;

  async function pay(e: React.FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || issuerMissing) return;
    await order.place(
      {
        coinId: sel.coinId,
        channelCode: sel.channel as string,
        countryCode: sel.country,
        offerId: sel.offerId ?? undefined,
        wallet: wallet ?? undefined,
        billing: { name: billing.name.trim(), email: billing.email.trim() },
        extFields: list.length > 0 ? ext : undefined,
        issuer: issuer || undefined,
      },
      plugin.asks.klarnaSession ? order.klarnaSession : undefined,
    );
  }

  return (
    <form className={`${ui.card} ${styles.form}`} onSubmit={(e) => void pay(e)} noValidate>
      {!wallet && (
        <>
          <TextField
            id="pay-name"
            label={t('coinPay.name', 'Your name (optional)')}
            value={billing.name}
            maxLength={100}
            autoComplete="name"
            onChange={(v) => setBilling({ ...billing, name: v })}
          />
          <TextField
            id="pay-email"
            type="email"
            label={t('coinPay.email', 'E-mail for the receipt (optional)')}
            value={billing.email}
            maxLength={200}
            autoComplete="email"
            onChange={(v) => setBilling({ ...billing, email: v })}
          />
        </>
      )}
      {plugin.asks.issuer && (
        <div className={ui.field}>
          <label className={ui.label} htmlFor="pay-issuer">
            {t('coinPay.bank', 'Your bank')}
          </label>
          {issuers.status === 'error' ? (
            <LoadError
              title={t('coinPay.banksFailed', 'Could not load the banks')}
              code={issuers.code}
              msg={issuers.msg}
              onRetry={issuers.retry}
            />
          ) : (
            <select
              id="pay-issuer"
              className={ui.input}
              value={issuer}
              onChange={(e) => setIssuer(e.target.value)}
              aria-invalid={submitted && issuerMissing ? true : undefined}
            >
              <option value="">{t('coinPay.chooseBank', 'Choose your bank')}</option>
              {issuers.status === 'ready' &&
                issuers.data.countries
                  .flatMap((c) => c.issuers)
                  .map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.name}
                    </option>
                  ))}
            </select>
          )}
          {submitted && issuerMissing && (
            <p className={ui.error}>{t('coinPay.bankMissing', 'Choose your bank')}</p>
          )}
        </div>
      )}
      {plugin.asks.fields && fields.status === 'error' && (
        <LoadError
          title={t('coinPay.fieldsFailed', 'Could not load the form')}
          code={fields.code}
          msg={fields.msg}
          onRetry={fields.retry}
        />
      )}
      {list.map((f) => (
        <TextField
          key={f.name}
          id={`ext-${f.name}`}
          label={f.label}
          type={f.type}
          maxLength={f.maxLength}
          value={ext[f.name] ?? ''}
          onChange={(v) => setExt({ ...ext, [f.name]: v })}
          error={
            !submitted || !problems[f.name] ? null : (
              <FieldProblem
                kind={problems[f.name] === 'required' ? 'required' : 'invalid'}
                field={f}
              />
            )
          }
        />
      ))}
      <button type="submit" className={`${ui.primary} ${ui.wide}`}>
        {wallet
          ? t('coinPay.payWallet', 'Pay {{amount}} with {{wallet}}', {
              amount: priceLabel,
              wallet: WALLET_LABELS[wallet],
            })
          : t('coinPay.payWith', 'Pay {{amount}} with {{provider}}', {
              amount: priceLabel,
              provider: providerLabel(plugin),
            })}
      </button>
      <p className={styles.secure}>
        {t(
          'coinPay.redirect',
          'You will finish the payment on the provider’s page and come back here.',
        )}
      </p>
      <OrderFeedback spinning={order.spinning} confirm={order.confirm} />
    </form>
  );
}
