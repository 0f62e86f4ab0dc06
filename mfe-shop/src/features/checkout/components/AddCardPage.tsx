import { useAtomValue } from 'jotai';
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState, NavButton, PageFrame, userAtom } from 'shared-sdk';
import {
  type CardError,
  type CardField,
  type CardForm,
  shopApi,
  cardBrand,
  cardFormValid,
  checkCardForm,
  cvvLengthFor,
} from 'shared-sdk/shop';
import { CARD_LIMITS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { TextField } from '../../../ui/Field';
import { money } from '../../common/money';
import { usePack } from '../hooks/usePack';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { readCardDraft, saveCardDraft } from '../state/cardDraft';
import { EMPTY_CARD, formatCardNumber, formatExpiry, visibleErrors } from '../state/cardForm';
import { readSelection } from '../state/selection';
import styles from './checkout.module.css';
import { OrderFeedback } from './OrderFeedback';
import { OtherMethodsButton, PackGate } from './PackGate';
import { PackSummary } from './PackSummary';

export function useCardErrorText() {
  const { t } = useTranslation(NS);
  return (e: CardError, cvvDigits = 3): string =>
    ({
      nameRequired: t('card.errors.nameRequired', 'Enter the name on the card'),
      nameTooLong: t('card.errors.nameTooLong', 'The name is too long (60 characters at most)'),
      emailRequired: t('card.errors.emailRequired', 'Enter your billing e-mail'),
      emailInvalid: t(
        'card.errors.emailInvalid',
        'Enter a valid billing e-mail, like name@example.com',
      ),
      numberRequired: t('card.errors.numberRequired', 'Enter the card number'),
      numberDigits: t('card.errors.numberDigits', 'The card number can only contain digits'),
      numberLength: t('card.errors.numberLength', 'The card number has the wrong length'),
      numberLuhn: t('card.errors.numberLuhn', 'This card number is not valid: check for a typo'),
      expiryRequired: t('card.errors.expiryRequired', 'Enter the expiry date'),
      expiryFormat: t('card.errors.expiryFormat', 'Enter the expiry date as MM/YY'),
      expiryPast: t('card.errors.expiryPast', 'This card has expired'),
      cvvRequired: t('card.errors.cvvRequired', 'Enter the security code (CVV)'),
      cvvLength: t(
        'card.errors.cvvLength',
        'The security code has {{count}} digits for this card',
        {
          count: cvvDigits,
          defaultValue_one: 'The security code has {{count}} digit for this card',
        },
      ),
    })[e];
}

/**
 * Route paymentInfoAdd: a new card for the chosen pack (spec 3 §2, §5): name, billing e-mail,
 * card number (Luhn), expiry in the future, CVV — each with its own message, nothing typed is
 * lost — then Pay. The details travel encrypted to the backend, which passes them to the provider
 * and keeps only a token, the brand and the last four digits when "Save this card" is ticked.
 * Back from the provider's page fills the form again from this tab's draft (state/cardDraft.ts),
 * without the security code.
 */
export function AddCardPage() {
  const { t } = useTranslation(NS);
  const sel = readSelection(useLocation().search);
  const pack = usePack(sel);
  const order = usePlaceOrder();
  const errorText = useCardErrorText();
  const [form, setForm] = useState<CardForm>(EMPTY_CARD);
  const [save, setSave] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const provider = sel?.provider ?? 'checkout';
  const userId = useAtomValue(userAtom)?.id ?? null;

  // Back from the provider's page: what was typed comes back (never the security code).
  const draftFor = userId !== null && sel?.channel ? `${userId}|${sel.channel}` : null;
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  if (draftFor && restoredFor !== draftFor) {
    setRestoredFor(draftFor);
    const draft = readCardDraft(userId as number, sel?.channel as string);
    if (draft) {
      setForm((f) => ({ ...f, ...draft.form, cvv: '' }));
      setSave(draft.save);
    }
  }
  // A page the browser kept (back/forward cache) still holds the security code: it goes.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setForm((f) => ({ ...f, cvv: '' }));
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // Prefill the billing details typed last time for this provider (getPayExtParams).
  useEffect(() => {
    let live = true;
    void shopApi.getPayExtParams(provider).then((r) => {
      if (!live || !r.ok || !r.data) return;
      const d = r.data;
      setForm((f) => ({ ...f, name: f.name || d.name, email: f.email || d.email }));
    });
    return () => {
      live = false;
    };
  }, [provider]);

  if (!sel?.channel)
    return (
      <PageFrame title={t('addCard.title', 'Add a card')}>
        <EmptyState
          title={t('addCard.noPackTitle', 'Cards are added when you pay')}
          text={t(
            'addCard.noPackText',
            'Pick a coin pack and pay by card; tick "Save this card" to use it next time.',
          )}
        >
          <NavButton to="CoinPage">{t('common.shop', 'Coin shop')}</NavButton>
        </EmptyState>
      </PageFrame>
    );

  const errors = visibleErrors(form, touched, submitted);
  const brand = cardBrand(form.number);
  const set = (k: CardField) => (v: string) => {
    setForm((f) => ({
      ...f,
      [k]:
        k === 'number'
          ? formatCardNumber(v)
          : k === 'expiry'
            ? formatExpiry(v, f.expiry)
            : k === 'cvv'
              ? v.replace(/\D/g, '').slice(0, 4)
              : v,
    }));
  };
  const blur = (k: CardField) => () => setTouched((tt) => ({ ...tt, [k]: true }));
  const field = (
    k: CardField,
    label: string,
    props: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>,
  ) => {
    const err = errors[k];
    return (
      <TextField
        id={`card-${k}`}
        label={label}
        value={form[k]}
        onChange={set(k)}
        onBlur={blur(k)}
        error={err ? errorText(err, cvvLengthFor(brand)) : null}
        {...props}
      />
    );
  };

  async function pay(e: React.FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (!sel?.channel || !cardFormValid(checkCardForm(form))) return;
    if (userId !== null) saveCardDraft({ userId, channel: sel.channel, form, save });
    await order.place({
      coinId: sel.coinId,
      channelCode: sel.channel,
      countryCode: sel.country,
      offerId: sel.offerId ?? undefined,
      payInfo: {
        name: form.name.trim(),
        email: form.email.trim(),
        cardNumber: form.number,
        expiry: form.expiry,
        cvv: form.cvv,
        saveCard: save,
      },
    });
  }

  const price = pack.status === 'ready' && pack.data ? pack.data.channel : null;
  return (
    <PageFrame title={t('addCard.title', 'Add a card')} actions={<OtherMethodsButton sel={sel} />}>
      <PackGate sel={sel} pack={pack}>
        {(info) => <PackSummary info={info} />}
      </PackGate>
      <form className={`${ui.card} ${styles.form}`} onSubmit={(e) => void pay(e)} noValidate>
        {field('name', t('card.name', 'Name on card'), {
          autoComplete: 'cc-name',
          maxLength: CARD_LIMITS.holderNameMax + 10,
        })}
        {field('email', t('card.email', 'Billing e-mail'), {
          type: 'email',
          autoComplete: 'email',
          dir: 'ltr',
          maxLength: CARD_LIMITS.billingEmailMax + 10,
        })}
        {field('number', t('card.number', 'Card number'), {
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          dir: 'ltr',
          placeholder: '1234 5678 9012 3456',
          maxLength: 23,
        })}
        <div className={ui.twoCols}>
          {field('expiry', t('card.expiry', 'Expiry (MM/YY)'), {
            inputMode: 'numeric',
            autoComplete: 'cc-exp',
            dir: 'ltr',
            placeholder: t('card.expiryPlaceholder', 'MM/YY'),
            maxLength: 7,
          })}
          {field('cvv', t('card.cvv', 'Security code (CVV)'), {
            inputMode: 'numeric',
            autoComplete: 'cc-csc',
            dir: 'ltr',
            placeholder: brand === 'amex' ? '1234' : '123',
            maxLength: 4,
            type: 'password',
          })}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
          {t('card.save', 'Save this card for next time')}
        </label>
        <button
          type="submit"
          className={`${ui.primary} ${ui.wide}`}
          disabled={pack.status !== 'ready' || !pack.data}
        >
          {price
            ? t('card.payAmount', 'Pay {{amount}}', { amount: money(price.price, price.currency) })
            : t('card.pay', 'Pay')}
        </button>
        <p className={styles.secure}>
          {t(
            'card.secure',
            "Your card details are sent encrypted to the payment provider. LivCam's servers never store the card number or the security code.",
          )}
        </p>
      </form>
      <OrderFeedback spinning={order.spinning} confirm={order.confirm} />
    </PageFrame>
  );
}
