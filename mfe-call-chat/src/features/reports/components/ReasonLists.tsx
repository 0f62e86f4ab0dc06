import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { REASON_ORDER, subReasonsOf } from '../state/reportFlow';
import styles from './Report.module.css';

type T = ReturnType<typeof useTranslation>['t'];

/** Labels of spec 3 §5's reasons (static keys, so the locale check sees them). */
function reasonLabel(t: T, reason: number): string {
  switch (reason) {
    case 2:
      return t('report.reason.adult', 'Adult content');
    case 5:
      return t('report.reason.suspicious', 'Suspicious or fraudulent');
    case 1:
      return t('report.reason.mismatch', 'Not who they say they are');
    case 6:
      return t('report.reason.harassment', 'Harassment');
    case 9:
      return t('report.reason.underage', 'Under 18');
    default:
      return t('report.reason.other', 'Something else');
  }
}

function subLabel(t: T, sub: number): string {
  const labels: Record<number, string> = {
    210: t('report.sub.210', 'Nudity'),
    220: t('report.sub.220', 'Sexually suggestive'),
    230: t('report.sub.230', 'Solicitation'),
    240: t('report.sub.240', 'Child exploitation'),
    250: t('report.sub.250', 'Other'),
    110: t('report.sub.110', 'Gender mismatch'),
    120: t('report.sub.120', 'Pretending to be a celebrity'),
    130: t('report.sub.130', 'Pretending to be someone else'),
    140: t('report.sub.140', 'Other'),
    510: t('report.sub.510', 'Asking for gifts'),
    520: t('report.sub.520', 'Fraud'),
    530: t('report.sub.530', 'Spam'),
    540: t('report.sub.540', 'Regulated goods'),
    550: t('report.sub.550', 'Criminal organisations'),
    560: t('report.sub.560', 'Terrorism'),
    570: t('report.sub.570', 'Other'),
    610: t('report.sub.610', 'Abusive language'),
    620: t('report.sub.620', 'Threat of violence'),
    630: t('report.sub.630', 'Hate speech'),
    640: t('report.sub.640', 'Repeated unwanted contact'),
    650: t('report.sub.650', 'Other'),
    910: t('report.sub.910', 'The profile belongs to a minor'),
    920: t('report.sub.920', 'Facilitating contact with minors'),
  };
  return labels[sub] ?? String(sub);
}

export function ReasonList({ onPick }: { onPick(reason: number): void }) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.choices}>
      <legend>{t('report.why', 'Why are you reporting them?')}</legend>
      {REASON_ORDER.map((r) => (
        <button key={r} type="button" className={styles.choice} onClick={() => onPick(r)}>
          {reasonLabel(t, r)}
        </button>
      ))}
    </fieldset>
  );
}

export function SubReasonList({ reason, onPick }: { reason: number; onPick(sub: number): void }) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.choices}>
      <legend>
        {t('report.which', '{{reason}}: what happened?', { reason: reasonLabel(t, reason) })}
      </legend>
      {subReasonsOf(reason).map((s) => (
        <button key={s} type="button" className={styles.choice} onClick={() => onPick(s)}>
          {subLabel(t, s)}
        </button>
      ))}
    </fieldset>
  );
}
