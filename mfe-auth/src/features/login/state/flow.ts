import type { EmailExistsResult, LoginResult, PhoneLoginConfig } from 'shared-sdk';

/**
 * The login popup as an explicit state machine (spec 1 §2.2 steps, §4.1 phone, §4.2 email).
 * Pure: `reduce(state, event)`; network work lives in actions.ts and only dispatches events.
 * Every forward move pushes the step it left onto `back`, so Back returns to the step each
 * flow came from (spec 1 §2.2 "each returns to the step it came from").
 */
export interface Phone {
  /** Short code of the picked country (e.g. GB, MYC). */
  country: string;
  /** Dial code without '+' (e.g. '44'). */
  dial: string;
  /** National digits as typed. */
  national: string;
}

export type StepState =
  | { step: 'connecting' } // 0: signing in (session saved, user info loading)
  | { step: 'choose' } // 1
  | { step: 'phone'; reset: boolean } // 2
  | { step: 'phonePassword'; phone: Phone; mode: 'login' | 'set' | 'reset'; skippable: boolean } // 3
  | { step: 'code'; phone: Phone; reset: boolean; config: PhoneLoginConfig } // 4
  | { step: 'email'; reset: boolean } // 5
  | { step: 'emailCode'; email: string; userId: number; reset: boolean; status: number } // 6
  | { step: 'emailPassword'; email: string; mode: 'login' | 'set' | 'noPassword'; userId?: number; status: number } // 7
  | { step: 'profile'; via: 'complement' | 'emailRegister'; complementInfoKey?: string; email?: string };

export interface FlowState {
  view: StepState;
  back: StepState[];
  /** A call is in flight (buttons show it and do not take a second click). */
  busy: boolean;
  /** An i18n key (errors:…) or a server message for the current step; null when none. */
  error: { text: string; isKey: boolean; fallback?: string; field?: string } | null;
  /** A phone sign-in in progress: token held in memory until the flow ends (contract). */
  pending: LoginResult | null;
  done: boolean;
}

export type FlowEvent =
  | { type: 'go'; view: StepState }
  | { type: 'replace'; view: StepState }
  | { type: 'back' }
  | { type: 'restart' }
  | { type: 'busy'; busy: boolean }
  | { type: 'error'; text: string; isKey: boolean; fallback?: string; field?: string }
  | { type: 'clearError' }
  | { type: 'pending'; result: LoginResult | null }
  | { type: 'done' };

export const INITIAL: FlowState = {
  view: { step: 'choose' },
  back: [],
  busy: false,
  error: null,
  pending: null,
  done: false,
};

export function reduce(s: FlowState, e: FlowEvent): FlowState {
  switch (e.type) {
    case 'go':
      return { ...s, view: e.view, back: [...s.back, s.view], error: null, busy: false };
    case 'replace':
      return { ...s, view: e.view, error: null, busy: false };
    case 'back': {
      const prev = s.back[s.back.length - 1];
      if (!prev) return s;
      return { ...s, view: prev, back: s.back.slice(0, -1), error: null, busy: false };
    }
    case 'restart':
      return { ...INITIAL };
    case 'busy':
      return { ...s, busy: e.busy };
    case 'error':
      return {
        ...s,
        busy: false,
        error: {
          text: e.text,
          isKey: e.isKey,
          ...(e.fallback ? { fallback: e.fallback } : {}),
          ...(e.field ? { field: e.field } : {}),
        },
      };
    case 'clearError':
      return s.error ? { ...s, error: null } : s;
    case 'pending':
      return { ...s, pending: e.result };
    case 'done':
      return { ...s, busy: false, done: true };
  }
}

/** One popup's store: subscribe / getSnapshot for useSyncExternalStore, dispatch for actions. */
export interface FlowStore {
  getSnapshot(): FlowState;
  subscribe(fn: () => void): () => void;
  dispatch(e: FlowEvent): void;
}

export function createFlowStore(initial: FlowState = INITIAL): FlowStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    dispatch(e) {
      const next = reduce(state, e);
      if (next === state) return;
      state = next;
      for (const fn of [...listeners]) fn();
    },
  };
}

/** spec 1 §4.2: which step an e-mail status leads to. */
export function emailNext(email: string, r: EmailExistsResult): 'send' | StepState {
  if (r.status === 0 || r.status === 1) return 'send';
  return { step: 'emailPassword', email, mode: r.status === 4 ? 'login' : 'noPassword', status: r.status, ...(r.userId ? { userId: r.userId } : {}) };
}

/** spec 1 §4.1 step 2: where a checked number goes. */
export function phoneNext(
  phone: Phone,
  cfg: PhoneLoginConfig,
  reset: boolean,
): { kind: 'code' } | { kind: 'password' } | { kind: 'disabled' } {
  if (cfg.existent) return !reset && cfg.userSetPassword === 1 ? { kind: 'password' } : { kind: 'code' };
  return cfg.mobileRegisterEnable === 1 ? { kind: 'code' } : { kind: 'disabled' };
}

/** spec 1 §4.1 step 4: after a good code, set a password first? */
export function needsPasswordAfterCode(cfg: PhoneLoginConfig, reset: boolean, hasPassword: boolean): boolean {
  if (!cfg.existent) return cfg.mobileRegisterSetPassword === 1;
  if (reset) return true;
  return cfg.userLoginSetPassword === 1 && !hasPassword;
}
