import { useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import { REPORT_EMAIL_MAX, REPORT_TEXT_MAX } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { submitReport } from '../hooks/submitReport';
import { initialReport, reportTransition, detailsProblem } from '../state/reportFlow';
import { ReasonList, SubReasonList } from './ReasonLists';
import styles from './Report.module.css';

/**
 * The three-step report popup (spec 3 §4 "Report flow", §5 codes and limits): reason,
 * sub-reason (Other skips it), optional details (≤ 200, counter) and e-mail (≤ 100); submitting
 * also blocks the user and thanks. Cancel (close) reports nothing. `name` is already sanitized.
 */
export function ReportPopup({
  userId,
  name,
  reportType,
  site,
  onClose,
  onBlocked,
  screenshot,
}: {
  userId: number;
  name: string;
  reportType: number;
  site: string;
  onClose(): void;
  onBlocked?(): void;
  /** From the call window: their video's frame, sent as the video report (submitReport). */
  screenshot?: { blob: Blob; gender: number } | null;
}) {
  const { t } = useTranslation(NS);
  const [s, send] = useReducer(reportTransition, initialReport);
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const problem = detailsProblem(details, email);
  const problemText = {
    detailsTooLong: t(
      'report.detailsTooLong',
      'Details can have at most {{count, number}} characters.',
      {
        count: REPORT_TEXT_MAX,
        defaultValue_one: 'Details can have at most {{count, number}} character.',
      },
    ),
    emailTooLong: t(
      'report.emailTooLong',
      'An e-mail address can have at most {{count, number}} characters.',
      {
        count: REPORT_EMAIL_MAX,
        defaultValue_one: 'An e-mail address can have at most {{count, number}} character.',
      },
    ),
    emailInvalid: t(
      'report.emailInvalid',
      'Enter an e-mail address like name@example.com, or leave it empty.',
    ),
  };

  const submit = async () => {
    setTouched(true);
    if (s.step !== 'details' || problem) return;
    send({ type: 'submit' });
    const r = await submitReport({
      userId,
      reportType,
      site,
      reason: s.reason,
      sub: s.sub,
      details,
      email,
      screenshot,
    });
    if (r === 'network') return send({ type: 'failed' });
    send({ type: 'sent', blocked: r.blocked });
    if (r.blocked) onBlocked?.();
  };

  const title =
    s.step === 'thanks'
      ? t('report.thanksTitle', 'Thank you')
      : t('report.title', 'Report {{name}}', { name });
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('common.close', 'Close')}>
      {s.step === 'reason' && (
        <ReasonList onPick={(reason) => send({ type: 'pickReason', reason })} />
      )}
      {s.step === 'subReason' && (
        <SubReasonList reason={s.reason} onPick={(sub) => send({ type: 'pickSub', sub })} />
      )}
      {(s.step === 'details' || s.step === 'sending') && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-d`}>{t('report.details', 'Tell us more (optional)')}</label>
          <textarea
            id={`${id}-d`}
            rows={4}
            value={details}
            aria-invalid={problem === 'detailsTooLong'}
            aria-describedby={`${id}-count`}
            onChange={(e) => setDetails(e.target.value)}
          />
          <span
            id={`${id}-count`}
            className={problem === 'detailsTooLong' ? styles.counterOver : styles.counter}
          >
            {[...details].length}/{REPORT_TEXT_MAX}
          </span>
          <label htmlFor={`${id}-e`}>
            {t('report.email', 'Your e-mail, if we may contact you (optional)')}
          </label>
          <input
            id={`${id}-e`}
            type="email"
            value={email}
            autoComplete="email"
            aria-invalid={touched && (problem === 'emailTooLong' || problem === 'emailInvalid')}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          {problem && (problem === 'detailsTooLong' || touched) && (
            <p className={styles.error} role="alert">
              {problemText[problem]}
            </p>
          )}
          {s.step === 'details' && s.error === 'network' && (
            <p className={styles.error} role="alert">
              {t(
                'report.network',
                'The report could not be sent. Check your connection and try again.',
              )}
            </p>
          )}
          <p className={styles.note}>
            {t('report.blockNote', 'Sending the report also blocks {{name}}.', { name })}
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.quiet}
              onClick={() => send({ type: 'back' })}
              disabled={s.step === 'sending'}
            >
              {t('report.back', 'Back')}
            </button>
            <button type="submit" className={styles.primary} disabled={s.step === 'sending'}>
              {s.step === 'sending'
                ? t('report.sending', 'Sending…')
                : t('report.submit', 'Send report')}
            </button>
          </div>
        </form>
      )}
      {s.step === 'thanks' && (
        <div className={styles.form}>
          <p role="status">
            {s.blocked
              ? t(
                  'report.thanks',
                  'Thanks for telling us. We will look into it. {{name}} is now blocked.',
                  { name },
                )
              : t(
                  'report.thanksNotBlocked',
                  'Thanks for telling us. We will look into it. Blocking {{name}} failed: you can block them from their profile.',
                  { name },
                )}
          </p>
          <div className={styles.buttons}>
            <button type="button" className={styles.primary} onClick={onClose}>
              {t('report.done', 'Done')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
