import type { TFunction } from 'i18next';

/** The words of spec 3 §5's report reasons (static keys, so the locale check sees them). */
export function reasonText(t: TFunction, reason: number): string {
  const texts: Record<number, string> = {
    2: t('liveRoom.report.reason2', 'Adult content'),
    5: t('liveRoom.report.reason5', 'Suspicious or fraud'),
    1: t('liveRoom.report.reason1', 'Not who they claim to be'),
    6: t('liveRoom.report.reason6', 'Harassment'),
    9: t('liveRoom.report.reason9', 'Underage user'),
    3: t('liveRoom.report.reason3', 'Other'),
  };
  return texts[reason] ?? texts[3]!;
}

/** The words of spec 3 §5's sub-reasons. */
export function subReasonText(t: TFunction, sub: number): string {
  const other = t('liveRoom.report.subOther', 'Something else');
  const texts: Record<number, string> = {
    210: t('liveRoom.report.sub210', 'Nudity'),
    220: t('liveRoom.report.sub220', 'Sexually suggestive'),
    230: t('liveRoom.report.sub230', 'Solicitation'),
    240: t('liveRoom.report.sub240', 'Child exploitation'),
    110: t('liveRoom.report.sub110', 'Gender mismatch'),
    120: t('liveRoom.report.sub120', 'Pretending to be a celebrity'),
    130: t('liveRoom.report.sub130', 'Pretending to be someone else'),
    510: t('liveRoom.report.sub510', 'Asking for gifts'),
    520: t('liveRoom.report.sub520', 'Fraud'),
    530: t('liveRoom.report.sub530', 'Spam'),
    540: t('liveRoom.report.sub540', 'Regulated goods'),
    550: t('liveRoom.report.sub550', 'Criminal organisations'),
    560: t('liveRoom.report.sub560', 'Terrorism'),
    610: t('liveRoom.report.sub610', 'Abusive language'),
    620: t('liveRoom.report.sub620', 'Threat of violence'),
    630: t('liveRoom.report.sub630', 'Hate speech'),
    640: t('liveRoom.report.sub640', 'Repeated unwanted contact'),
    910: t('liveRoom.report.sub910', 'The host is a minor'),
    920: t('liveRoom.report.sub920', 'Facilitating contact with minors'),
  };
  // The "other" sub-reason of each reason (250, 140, 570, 650).
  return texts[sub] ?? other;
}
