import { getLocal, setLocal, smsResendRemainingMs } from 'shared-sdk';

/**
 * Resend waits (spec 1 §9: SMS 60 s, e-mail 60 s), kept in local storage so a reload does not
 * reset them (spec 1 §3 "last SMS send time"). The SMS time is the SDK's; the e-mail one ours.
 */
export const EMAIL_RESEND_MS = 60_000;
const EMAIL_KEY = 'lastEmailSendTime';

export const markEmailSent = (now: number = Date.now()) => setLocal(EMAIL_KEY, now);

export function emailResendRemainingMs(now: number = Date.now()): number {
  const last = getLocal<number>(EMAIL_KEY);
  return last ? Math.max(0, last + EMAIL_RESEND_MS - now) : 0;
}

export { smsResendRemainingMs };
