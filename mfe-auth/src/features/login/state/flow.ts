import type { EmailExistsResult, LoginResult, PhoneLoginConfig, ProviderId } from 'shared-sdk';
import {
  defaultChannel,
  emailRoute,
  needsPasswordAfterCode,
  phoneRoute,
  type SendChannel,
} from './rules';

/**
 * The login popup as an explicit state machine (spec 1 §2.2 steps 0–7, §4.1 phone, §4.2 e-mail,
 * §4.3 results). `reduce(state, event)` is pure and holds every transition; the actions
 * (phoneActions.ts, emailActions.ts, signIn.ts) do the network work and dispatch what happened.
 * A forward move pushes the step it left onto `history`, so Back returns to the step each flow
 * came from (spec 1 §2.2).
 */
export interface Phone {
  /** Short code of the picked country (e.g. GB, MYC). */
  country: string;
  /** Dial code without '+' (e.g. '44'). */
  dial: string;
  /** National significant number (digits). */
  national: string;
}

export type PasswordMode = 'login' | 'set' | 'reset';

export type StepState =
  | { step: 'connecting' } // 0: session saved, account loading
  | { step: 'choose' } // 1
  | { step: 'phone'; reset: boolean; prefill?: Phone } // 2 (reset: forgot password, step 1 of 3)
  | { step: 'phonePassword'; phone: Phone; mode: PasswordMode; skippable: boolean } // 3
  | { step: 'code'; phone: Phone; reset: boolean; config: PhoneLoginConfig; channel: SendChannel } // 4
  | { step: 'email' } // 5
  | { step: 'emailCode'; email: string; userId: number; reset: boolean } // 6
  | {
      step: 'emailPassword';
      email: string;
      mode: 'login' | 'set' | 'noPassword';
      userId: number;
      reset: boolean;
    } // 7
  | {
      step: 'profile';
      via: 'complement' | 'emailRegister';
      complementInfoKey?: string;
      email?: string;
    };

export type StepName = StepState['step'];

/** What a button is waiting for: that button shows "Please wait…", the others are disabled. */
export type Busy = 'submit' | 'resend' | 'whatsapp' | 'forgot' | 'skip' | ProviderId;

/** The field a message belongs under; none = the step's own message. */
export type Field = 'phone' | 'code' | 'password' | 'email' | 'nickname' | 'birthday';

export interface FlowError {
  /** i18n key (`errors:…`). */
  key: string;
  /** Shown when the key has no text (e.g. the server's own message). */
  fallback?: string;
  field?: Field;
}

export interface FlowState {
  view: StepState;
  history: StepState[];
  busy: Busy | null;
  error: FlowError | null;
  /** A sign-in in progress: held in memory, never in cookies, until the flow ends (contract). */
  pending: LoginResult | null;
  /** The verification ticket (threePartyId) of the last good code. */
  ticket: string | null;
  /** When the current step's code was last sent (restarts the resend countdown). */
  codeSentAt: number;
  done: boolean;
}

export type FlowEvent =
  | { type: 'choosePhone' }
  | { type: 'chooseEmail' }
  | { type: 'back' }
  /** To step 1, with a message there (network failure → 'update failed', 'phone disabled'). */
  | { type: 'restart'; error?: FlowError }
  | { type: 'request'; busy: Busy }
  /** A call ended with nothing to show (e.g. the third-party window was closed). */
  | { type: 'settled' }
  | { type: 'failed'; error: FlowError }
  /** The user changed an input: the old message goes. */
  | { type: 'edit' }
  | { type: 'phoneChecked'; phone: Phone; config: PhoneLoginConfig }
  | { type: 'codeSent'; channel: SendChannel; at: number }
  | { type: 'forgotPassword' }
  | { type: 'phoneVerified'; ticket: string; result: LoginResult }
  | { type: 'skipPassword' }
  | { type: 'passwordSaved' }
  | { type: 'emailChecked'; email: string; result: EmailExistsResult }
  | { type: 'emailCodeSent'; email: string; userId: number; reset: boolean; at: number }
  | { type: 'emailVerified'; ticket: string }
  /** A sign-in answer (LoginResult): profile popup when it carries a complementInfoKey, else step 0. */
  | { type: 'loggedIn'; result: LoginResult }
  | { type: 'done' };

export const INITIAL: FlowState = {
  view: { step: 'choose' },
  history: [],
  busy: null,
  error: null,
  pending: null,
  ticket: null,
  codeSentAt: 0,
  done: false,
};

/** Steps Back cannot leave: the account exists by then (profile) or is being loaded (0). */
const NO_BACK: ReadonlySet<StepName> = new Set(['connecting', 'profile', 'choose']);
export const canGoBack = (s: FlowState): boolean =>
  !NO_BACK.has(s.view.step) && s.history.length > 0;

const go = (s: FlowState, view: StepState, extra: Partial<FlowState> = {}): FlowState => ({
  ...s,
  view,
  history: [...s.history, s.view],
  busy: null,
  error: null,
  ...extra,
});

/** spec 1 §4.3: 10042 (complementInfoKey) opens the profile popup; otherwise step 0 signs in. */
function afterLogin(s: FlowState, result: LoginResult): FlowState {
  if (result.complementInfoKey)
    return go(
      s,
      { step: 'profile', via: 'complement', complementInfoKey: result.complementInfoKey },
      { pending: result },
    );
  // Step 0 replaces the step: Back never returns into a finished sign-in.
  return { ...s, view: { step: 'connecting' }, busy: null, error: null, pending: result };
}

export function reduce(s: FlowState, e: FlowEvent): FlowState {
  const v = s.view;
  switch (e.type) {
    case 'choosePhone':
      return v.step === 'choose' ? go(s, { step: 'phone', reset: false }) : s;
    case 'chooseEmail':
      return v.step === 'choose' ? go(s, { step: 'email' }) : s;
    case 'back': {
      const prev = s.history[s.history.length - 1];
      if (!prev || !canGoBack(s) || s.busy) return s;
      return { ...s, view: prev, history: s.history.slice(0, -1), error: null };
    }
    case 'restart':
      return { ...INITIAL, error: e.error ?? null };
    case 'request':
      return { ...s, busy: e.busy, error: null };
    case 'settled':
      return s.busy ? { ...s, busy: null } : s;
    case 'failed':
      return { ...s, busy: null, error: e.error };
    case 'edit':
      return s.error ? { ...s, error: null } : s;

    // ---- phone (spec 1 §4.1) ----
    case 'phoneChecked': {
      if (v.step !== 'phone') return s;
      const route = phoneRoute(e.config, v.reset);
      // 4.1.3: registration off → 'phone disabled' and back to step 1.
      if (route === 'disabled') return { ...INITIAL, error: { key: 'errors:phone_disabled' } };
      if (route === 'password')
        return go(s, { step: 'phonePassword', phone: e.phone, mode: 'login', skippable: false });
      // The action sends the code on arrival (unless one is still on its way: resend wait).
      return go(s, {
        step: 'code',
        phone: e.phone,
        reset: v.reset,
        config: e.config,
        channel: defaultChannel(e.config),
      });
    }
    case 'codeSent':
      if (v.step !== 'code') return s;
      return {
        ...s,
        view: { ...v, channel: e.channel },
        busy: null,
        error: null,
        codeSentAt: e.at,
      };
    case 'forgotPassword':
      // 4.1.7: forgot password, 3 steps: number (prefilled) → code → new password.
      if (v.step === 'phonePassword' && v.mode === 'login')
        return go(s, { step: 'phone', reset: true, prefill: v.phone });
      return s;
    case 'phoneVerified': {
      if (v.step !== 'code') return s;
      // 4.1.4: who sets a password after the code; 4.1.6: skippable for a signed-up user.
      if (needsPasswordAfterCode(v.config, v.reset)) {
        const mode: PasswordMode = v.reset ? 'reset' : 'set';
        const skippable = !v.reset && v.config.existent;
        return go(
          s,
          { step: 'phonePassword', phone: v.phone, mode, skippable },
          { pending: e.result, ticket: e.ticket },
        );
      }
      return afterLogin({ ...s, ticket: e.ticket }, e.result);
    }
    case 'skipPassword':
      if (v.step !== 'phonePassword' || !v.skippable || !s.pending) return s;
      return afterLogin(s, s.pending);
    case 'passwordSaved':
      // 4.1.5: after the password a new user goes to the profile popup, an existing one signs in.
      if (v.step === 'phonePassword' && v.mode !== 'login' && s.pending)
        return afterLogin(s, s.pending);
      // 4.2 status 0/1: a new e-mail account completes its profile (emailRegister). After a reset
      // the action signs in with the new password (emailLogin → loggedIn): stay busy until then.
      if (v.step === 'emailPassword' && v.mode === 'set' && !v.reset)
        return go(s, { step: 'profile', via: 'emailRegister', email: v.email });
      return s;

    // ---- e-mail (spec 1 §4.2) ----
    case 'emailChecked': {
      if (v.step !== 'email') return s;
      const route = emailRoute(e.result.status);
      // Status 0/1: the action sends the code next (emailCodeSent); stay busy meanwhile.
      if (route === 'code') return s;
      return go(s, {
        step: 'emailPassword',
        email: e.email,
        mode: route === 'password' ? 'login' : 'noPassword',
        userId: e.result.userId ?? 0,
        reset: false,
      });
    }
    case 'emailCodeSent':
      if (v.step === 'emailCode') return { ...s, busy: null, error: null, codeSentAt: e.at };
      if (v.step !== 'email' && v.step !== 'emailPassword') return s;
      // Status 0/1 from step 5; forgot password (resetPW) from step 7.
      return go(
        s,
        { step: 'emailCode', email: e.email, userId: e.userId, reset: e.reset },
        { codeSentAt: e.at },
      );
    case 'emailVerified':
      if (v.step !== 'emailCode') return s;
      return go(
        s,
        { step: 'emailPassword', email: v.email, mode: 'set', userId: v.userId, reset: v.reset },
        { ticket: e.ticket },
      );

    // ---- results (spec 1 §4.3) ----
    case 'loggedIn':
      if (v.step === 'connecting' || s.done) return s;
      return afterLogin(s, e.result);
    case 'done':
      return { ...s, busy: null, done: true };
  }
}
