import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  EmptyState,
  NavButton,
  PageFrame,
  applyBalance,
  navigate,
  showToast,
  type ApiResult,
  type CaptchaImage,
} from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import {
  BILL_IMAGES_MAX,
  CAPTCHA_LENGTH,
  CODE_NETWORK,
  REFUND_DESCRIPTION_MAX,
  REFUND_GUARANTEE_HOURS,
  REFUND_REASONS,
  REFUND_WINDOW_DAYS,
  REPORT_EMAIL_MAX,
  SHOP_CODES,
} from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { TextField } from '../../../ui/Field';
import { LoadError, Skeleton } from '../../common/components/LoadError';
import { money } from '../../common/money';
import { useLoad } from '../../common/hooks/useLoad';
import { checkRefundForm, reasonsFor, type RefundFormValues } from '../state/refundForm';
import { BillImages, type Uploaded } from './BillImages';
import { useStatusTexts } from './statusText';
import { OrderNumber } from './OrderNumber';
import styles from './orders.module.css';

/** Refusals about the order itself (not the form): the order is read again and its reason shown. */
const REFUSALS_OF_ORDER = new Set<number>([
  SHOP_CODES.notRefundable,
  SHOP_CODES.refundExists,
  SHOP_CODES.coinsSpent,
]);

/**
 * Route PayRefund (?orderId=): a refund request — the reasons the order allows, details, an
 * optional e-mail and receipt pictures, and the captcha (getValidateImg). Refusals (captcha,
 * not refundable, already requested, coins spent) show their message; what was typed stays.
 */
export function RefundPage() {
  const { t } = useTranslation(NS);
  const orderId = new URLSearchParams(useLocation().search).get('orderId')?.slice(0, 40) ?? '';
  const order = useLoad(orderId ? `order|${orderId}` : null, () => shopApi.getOrderById(orderId));
  const texts = useStatusTexts();
  const [values, setValues] = useState<RefundFormValues>({
    reason: null,
    description: '',
    email: '',
    captcha: '',
  });
  const [images, setImages] = useState<Uploaded[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  // Why no picture shows: the server's refusal (e.g. too many new pictures, with the wait) or a
  // generic text when the request itself failed.
  const [captchaError, setCaptchaError] = useState<string | null>(null);

  const showCaptcha = useCallback((r: ApiResult<CaptchaImage>) => {
    setCaptchaError(r.ok ? null : r.code === CODE_NETWORK || !r.msg ? '' : r.msg);
    setCaptcha(r.ok ? r.data : null);
    setValues((v) => ({ ...v, captcha: '' }));
  }, []);
  const newCaptcha = useCallback(() => shopApi.getValidateImg().then(showCaptcha), [showCaptcha]);
  useEffect(() => {
    let live = true;
    void shopApi.getValidateImg().then((r) => live && showCaptcha(r));
    return () => {
      live = false;
    };
  }, [showCaptcha]);

  if (!orderId)
    return (
      <PageFrame title={t('refund.title', 'Refund request')}>
        <EmptyState
          title={t('refund.noOrderTitle', 'No order selected')}
          text={t('refund.noOrderText', 'Pick an order in My orders to ask for a refund.')}
        >
          <NavButton to="PayOrderList">{t('common.orders', 'My orders')}</NavButton>
        </EmptyState>
      </PageFrame>
    );

  const o = order.status === 'ready' ? order.data : null;
  const allowed = o ? reasonsFor(o.status) : [];
  const errors = submitted ? checkRefundForm(values, allowed) : {};
  const reasonTexts: Record<number, string> = {
    1: t('refund.reasons.coinsNotReceived', 'I paid but did not get my coins'),
    2: t('refund.reasons.chargedTwice', 'I was charged twice'),
    3: t('refund.reasons.byMistake', 'I bought it by mistake'),
    4: t('refund.reasons.unauthorised', 'I did not make this purchase'),
    5: t('refund.reasons.other', 'Another reason'),
  };
  const reasonText = (code: number) =>
    reasonTexts[code] ?? REFUND_REASONS.find((x) => x.code === code)?.text ?? String(code);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!captcha || Object.keys(checkRefundForm(values, allowed)).length > 0) return;
    setSending(true);
    const r = await shopApi.submitUserFeedback({
      orderId,
      reason: values.reason as number,
      description: values.description.trim() || undefined,
      email: values.email.trim() || undefined,
      captchaId: captcha.captchaId,
      captcha: values.captcha.trim(),
      billImgIds: images.map((i) => i.id),
    });
    setSending(false);
    if (r.ok && r.data) {
      applyBalance({ goldNum: r.data.goldNum, seq: r.data.balanceSeq, source: 'shop-refund' });
      showToast(t('refund.sent', 'Your request was sent'));
      navigate('RefundBack', {}, { query: { orderId } });
      return;
    }
    setServerError(
      r.code === CODE_NETWORK ? t('load.network', 'Check your connection and try again.') : r.msg,
    );
    // The refusal is the reason shown: the fields' own messages wait for the next try (the new
    // picture's empty box is not an error yet).
    setSubmitted(false);
    void newCaptcha(); // a captcha is single use
    // Not refundable after all (coins spent meanwhile, already asked): the page says why.
    if (REFUSALS_OF_ORDER.has(r.code)) void order.refresh();
  }

  return (
    <PageFrame
      title={t('refund.title', 'Refund request')}
      actions={
        <NavButton to="PayOrderList" secondary>
          {t('common.orders', 'My orders')}
        </NavButton>
      }
    >
      {order.status === 'loading' ? (
        <Skeleton count={1} />
      ) : order.status === 'error' ? (
        <LoadError
          title={t('refund.loadFailed', 'Could not load the order')}
          code={order.code}
          msg={order.msg}
          onRetry={order.retry}
        />
      ) : o && (o.refund || !o.refundable) ? (
        <div className={ui.stack}>
          <p className={ui.warn}>
            {o.refund ? texts.block('refundExists') : texts.block(o.refundBlock)}
          </p>
          {o.refund && (
            <NavButton to="RefundBack" options={{ query: { orderId } }}>
              {t('orders.refundStatus', 'Refund status')}
            </NavButton>
          )}
        </div>
      ) : o ? (
        <form className={ui.stack} onSubmit={(e) => void submit(e)} noValidate>
          <section className={ui.card}>
            <p className={ui.h2}>{o.itemName}</p>
            <p className={ui.muted}>
              {money(o.price, o.currency)} · <OrderNumber id={o.orderNumber} /> ·{' '}
              {texts.order(o.status).text}
            </p>
          </section>
          <p className={ui.notice}>
            {o.status === 'success'
              ? t(
                  'refund.window',
                  'You can ask for a refund within {{count}} days of purchase. Only the last recurring purchase of a subscription can be refunded. The coins of the order are taken back when the refund starts.',
                  {
                    count: REFUND_WINDOW_DAYS,
                    defaultValue_one:
                      'You can ask for a refund within {{count}} day of purchase. Only the last recurring purchase of a subscription can be refunded. The coins of the order are taken back when the refund starts.',
                  },
                )
              : t(
                  'refund.guarantee',
                  '{{count}}-hour guarantee: if you paid and your coins have not arrived, we check with the payment provider and credit them or refund you.',
                  {
                    count: REFUND_GUARANTEE_HOURS,
                    defaultValue_one:
                      '{{count}}-hour guarantee: if you paid and your coins have not arrived, we check with the payment provider and credit them or refund you.',
                  },
                )}
          </p>
          <fieldset className={styles.reasons} aria-invalid={errors.reason ? true : undefined}>
            <legend className={ui.label}>{t('refund.reason', 'Reason')}</legend>
            {allowed.map((code) => (
              <label key={code} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  checked={values.reason === code}
                  onChange={() => setValues({ ...values, reason: code })}
                />
                {reasonText(code)}
              </label>
            ))}
            {errors.reason && (
              <p className={ui.error}>{t('refund.reasonMissing', 'Choose a reason')}</p>
            )}
          </fieldset>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="refund-desc">
              {t('refund.description', 'What happened? (optional)')}
            </label>
            <textarea
              id="refund-desc"
              className={ui.input}
              rows={3}
              maxLength={REFUND_DESCRIPTION_MAX}
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
            />
            <span className={styles.counter}>
              {values.description.length}/{REFUND_DESCRIPTION_MAX}
            </span>
          </div>
          <TextField
            id="refund-email"
            type="email"
            label={t('refund.email', 'E-mail for our answer (optional)')}
            maxLength={REPORT_EMAIL_MAX}
            value={values.email}
            onChange={(v) => setValues({ ...values, email: v })}
            error={
              errors.email
                ? t('refund.emailInvalid', 'Enter a valid e-mail, like name@example.com')
                : null
            }
          />
          <BillImages images={images} onChange={setImages} max={BILL_IMAGES_MAX} />
          <div className={ui.field}>
            <label className={ui.label} htmlFor="refund-captcha">
              {t('refund.captcha', 'Type the {{count}} digits in the picture', {
                count: CAPTCHA_LENGTH,
                defaultValue_one: 'Type the digit in the picture',
              })}
            </label>
            <div className={styles.captcha}>
              {captcha ? (
                <img src={captcha.img} alt={t('refund.captchaAlt', 'Security check picture')} />
              ) : (
                captchaError !== null && (
                  <span className={ui.error}>
                    {captchaError || t('refund.captchaFailed', 'The picture could not be loaded.')}
                  </span>
                )
              )}
              <input
                id="refund-captcha"
                className={ui.input}
                inputMode="numeric"
                autoComplete="off"
                maxLength={CAPTCHA_LENGTH}
                value={values.captcha}
                onChange={(e) =>
                  setValues({ ...values, captcha: e.target.value.replace(/\D/g, '') })
                }
                aria-invalid={errors.captcha ? true : undefined}
              />
              <button type="button" className={ui.ghost} onClick={() => void newCaptcha()}>
                {t('refund.newPicture', 'New picture')}
              </button>
            </div>
            {errors.captcha === 'required' && (
              <p className={ui.error}>
                {t('refund.captchaMissing', 'Enter the digits shown in the picture')}
              </p>
            )}
            {errors.captcha === 'invalid' && (
              <p className={ui.error}>
                {t('refund.captchaInvalid', 'The picture shows {{count}} digits', {
                  count: CAPTCHA_LENGTH,
                  defaultValue_one: 'The picture shows {{count}} digit',
                })}
              </p>
            )}
          </div>
          {serverError && (
            <p className={ui.error} role="alert">
              {serverError}
            </p>
          )}
          <button type="submit" className={`${ui.primary} ${ui.wide}`} disabled={sending}>
            {sending ? t('refund.sending', 'Sending…') : t('refund.submit', 'Send request')}
          </button>
        </form>
      ) : null}
    </PageFrame>
  );
}
