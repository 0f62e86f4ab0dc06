import { useCallback, useState } from 'react';
import { authApi, getSiteLanguage, type ApiResult, type CountryEntry } from 'shared-sdk';
import { CODE_LENGTH, PHONE_DIGITS_MAX, type RebindReason } from 'shared-sdk/constants';
import { rebindRefusal } from '../state/refusals';
import { checkCode, checkEmail, digitsOnly } from '../../login/rules';
import { telemetryHeader } from '../../login/state/telemetry';

export type BindKind = 'email' | 'phone';

/** Why the bind flow stopped: a rebind refusal (spec 1 §5), a local check, or another failure. */
export type BindProblem =
  | { kind: 'rebind'; reason: RebindReason; availableAt?: number }
  | { kind: 'check'; key: string }
  | { kind: 'failed'; code: number; msg: string };

export interface BindState {
  /** closed: the "Add"/"Change" button; enter: the new address; code: the code sent to it. */
  step: 'closed' | 'enter' | 'code';
  email: string;
  country: CountryEntry | null;
  national: string;
  code: string;
  busy: boolean;
  problem: BindProblem | null;
}

const START: BindState = {
  step: 'closed',
  email: '',
  country: null,
  national: '',
  code: '',
  busy: false,
  problem: null,
};

function problemOf(r: ApiResult<unknown>): BindProblem | null {
  if (r.ok) return null;
  const refusal = rebindRefusal(r.code, r.details);
  return refusal ? { kind: 'rebind', ...refusal } : { kind: 'failed', code: r.code, msg: r.msg };
}

/**
 * Linking a new e-mail or phone to the account (spec 1 §5 rebind) with the sign-in's code
 * sending (the local outbox stand-in delivers it): the address → a 6-digit code sent to it →
 * the code checked → the bind. The server refuses an address held by another account, the one
 * linked now, or a change within 7 days (10025, `details.reason`), already when asked for a code.
 */
export function useBind(kind: BindKind, userId: number, onBound: () => void) {
  const [s, setS] = useState<BindState>(START);
  const patch = useCallback((p: Partial<BindState>) => setS((cur) => ({ ...cur, ...p })), []);

  const open = () => setS({ ...START, step: 'enter' });
  const close = () => setS(START);
  const setEmail = (email: string) => patch({ email, problem: null });
  const setCountry = (country: CountryEntry) => patch({ country, problem: null });
  const setNational = (v: string) =>
    patch({ national: digitsOnly(v, PHONE_DIGITS_MAX).replace(/^0+/, ''), problem: null });
  const setCode = (v: string) => patch({ code: digitsOnly(v, CODE_LENGTH), problem: null });

  /** Asks the server for a code to the new address (it refuses one that cannot be linked). */
  async function sendCode(): Promise<void> {
    if (s.busy) return;
    if (kind === 'email') {
      const bad = checkEmail(s.email);
      if (bad) return patch({ problem: { kind: 'check', key: bad } });
    } else if (!s.country || s.national.length < 4) {
      return patch({ problem: { kind: 'check', key: 'errors:phone_num_hint' } });
    }
    patch({ busy: true, problem: null });
    const r =
      kind === 'email'
        ? await authApi.sendVerifyEmail({ email: s.email.trim(), type: 'bind' })
        : await authApi.sendSmsCode(
            {
              language: getSiteLanguage(),
              countryCode: s.country!.phoneCode,
              phoneNumber: s.national,
              purpose: 'bind',
            },
            telemetryHeader(),
          );
    const problem = problemOf(r);
    patch(problem ? { busy: false, problem } : { busy: false, step: 'code', code: '' });
  }

  /** Checks the code, then links the address with the ticket it gives. */
  async function confirm(): Promise<void> {
    if (s.busy) return;
    const bad = checkCode(s.code);
    if (bad) return patch({ problem: { kind: 'check', key: bad } });
    patch({ busy: true, problem: null });
    let bound: ApiResult<unknown>;
    if (kind === 'email') {
      const email = s.email.trim();
      const v = await authApi.alreadyVerifyEmail({ email, userId, code: s.code });
      bound = v.ok
        ? await authApi.bindEmail({ email, threePartyId: v.data?.threePartyId ?? '' })
        : v;
    } else {
      const countryCode = s.country!.phoneCode;
      const v = await authApi.checkSmsCode({
        countryCode,
        phoneNumber: s.national,
        verificationCode: s.code,
      });
      bound = v.ok
        ? await authApi.bindMobile({
            countryCode,
            mobileNo: s.national,
            threePartyId: v.data?.threePartyId ?? '',
          })
        : v;
    }
    const problem = problemOf(bound);
    if (problem) return patch({ busy: false, problem });
    setS(START);
    onBound();
  }

  return { state: s, open, close, setEmail, setCountry, setNational, setCode, sendCode, confirm };
}
