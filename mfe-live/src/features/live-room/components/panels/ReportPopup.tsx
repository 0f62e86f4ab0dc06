import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransText } from 'shared-sdk/locale';
import { signInToContinue } from '../../hooks/signInToContinue';
import { REPORT_EMAIL_MAX, REPORT_TEXT_MAX } from 'shared-sdk/constants';
import { NS } from '../../../../i18n';
import { visitorLoginSource, type RoomView } from '../../engine';
import { reasonText, subReasonText } from './reportLabels';
import {
  LIVE_REPORT_REASONS,
  detailsError,
  nextReportStep,
  subReasons,
  type ReportAction,
  type ReportStep,
} from './reportSteps';
import { Sheet } from './Sheet';
import { submitLiveReport } from './submitLiveReport';
import styles from './ReportPopup.module.css';
import ui from './ui.module.css';

/**
 * Reporting the live's host (spec 3 §2, §4 "Report flow"): reason → sub-reason → details and
 * e-mail → thanks; sending also blacklists the host. The room mounts it from its header menu and
 * unmounts it on `onClose` (Cancel, ×, Escape or Done). Visitors are asked to log in instead.
 */
export function ReportPopup({ view, onClose }: { view: RoomView; onClose(): void }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<ReportStep>({ name: 'reason' });
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  // The e-mail is judged once the user leaves the field, not while they type it.
  const [emailDone, setEmailDone] = useState(false);
  const ids = useId();
  const visitor = view.viewer.kind !== 'user' || view.viewer.id === null;
  useEffect(() => {
    if (!visitor) return;
    signInToContinue(visitorLoginSource(view.viewer));
    onClose();
  }, [visitor, onClose, view.viewer]);
  if (visitor) return null;

  const act = (a: ReportAction) => setStep((s) => nextReportStep(s, a));
  const problem = detailsError(details, email);
  const shownProblem = problem === 'detailsLong' || emailDone ? problem : null;
  const send = () => {
    if (step.name !== 'details' || problem) return;
    act({ do: 'send' });
    void submitLiveReport({
      hostId: view.live.hostId,
      viewerId: view.viewer.id as number,
      choice: { reason: step.reason, sub: step.sub },
      details,
      email,
    }).then((outcome) => act({ do: 'answered', outcome }));
  };
  const problemText = {
    detailsLong: t(
      'liveRoom.report.detailsLong',
      'Please keep the details to {{count, number}} characters.',
      {
        count: REPORT_TEXT_MAX,
        defaultValue_one: 'Please keep the details to {{count, number}} character.',
      },
    ),
    emailLong: t(
      'liveRoom.report.emailLong',
      'The e-mail can have at most {{count, number}} characters.',
      {
        count: REPORT_EMAIL_MAX,
        defaultValue_one: 'The e-mail can have at most {{count, number}} character.',
      },
    ),
    emailBad: t(
      'liveRoom.report.emailBad',
      'Enter an e-mail address like name@example.com, or leave it empty.',
    ),
  };
  const back = (
    <button type="button" className={ui.secondary} onClick={() => act({ do: 'back' })}>
      {t('liveRoom.report.back', 'Back')}
    </button>
  );

  return (
    <Sheet
      title={
        <TransText
          ns={NS}
          i18nKey="liveRoom.report.title"
          defaults="Report <bdi>{{name}}</bdi>"
          values={{ name: view.live.name }}
        />
      }
      closeLabel={t('liveRoom.report.cancel', 'Cancel')}
      onClose={onClose}
    >
      {step.name === 'reason' && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>
            {t('liveRoom.report.pickReason', 'What is wrong?')}
          </legend>
          {LIVE_REPORT_REASONS.map((r) => (
            <button
              key={r}
              type="button"
              className={styles.choice}
              onClick={() => act({ do: 'reason', reason: r })}
            >
              {reasonText(t, r)}
            </button>
          ))}
        </fieldset>
      )}
      {step.name === 'sub' && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{reasonText(t, step.reason)}</legend>
          {subReasons(step.reason).map((s) => (
            <button
              key={s}
              type="button"
              className={styles.choice}
              onClick={() => act({ do: 'sub', sub: s })}
            >
              {subReasonText(t, s)}
            </button>
          ))}
          <div className={ui.actions}>{back}</div>
        </fieldset>
      )}
      {(step.name === 'details' || step.name === 'sending') && (
        <form className={styles.form} onSubmit={(e) => (e.preventDefault(), send())}>
          <div className={styles.field}>
            <label htmlFor={`${ids}d`}>{t('liveRoom.report.details', 'Details (optional)')}</label>
            <textarea
              id={`${ids}d`}
              value={details}
              rows={4}
              onChange={(e) => setDetails(e.target.value)}
              aria-invalid={problem === 'detailsLong'}
            />
            <span className={styles.counter}>
              {[...details].length}/{REPORT_TEXT_MAX}
            </span>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${ids}e`}>
              {t('liveRoom.report.email', 'Your e-mail (optional)')}
            </label>
            <input
              id={`${ids}e`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setEmailDone(true)}
              aria-invalid={shownProblem === 'emailLong' || shownProblem === 'emailBad'}
            />
          </div>
          {shownProblem && (
            <p className={styles.error} role="alert">
              {problemText[shownProblem]}
            </p>
          )}
          {step.name === 'details' && step.offline && (
            <p className={styles.error} role="alert">
              {t('liveRoom.report.offline', 'No connection: the report was not sent. Try again.')}
            </p>
          )}
          <p className={styles.hint}>
            <TransText
              ns={NS}
              i18nKey="liveRoom.report.blockHint"
              defaults="Sending the report also blocks <name/>."
              components={{ name: <bdi>{view.live.name}</bdi> }}
            />
          </p>
          <div className={ui.actions}>
            {back}
            <button
              type="submit"
              className={ui.primary}
              disabled={step.name === 'sending' || !!problem}
            >
              {step.name === 'sending'
                ? t('liveRoom.report.sending', 'Sending…')
                : t('liveRoom.report.send', 'Send report')}
            </button>
          </div>
        </form>
      )}
      {step.name === 'done' && (
        <div role="status">
          <p>
            {step.blocked ? (
              <TransText
                ns={NS}
                i18nKey="liveRoom.report.thanksBlocked"
                defaults="Thank you. We will look into it, and <name/> is now blocked."
                components={{ name: <bdi>{view.live.name}</bdi> }}
              />
            ) : (
              t('liveRoom.report.thanks', 'Thank you. We will look into it.')
            )}
          </p>
          <div className={ui.actions}>
            <button type="button" className={ui.primary} onClick={onClose}>
              {t('liveRoom.report.done', 'Done')}
            </button>
          </div>
        </div>
      )}
    </Sheet>
  );
}
