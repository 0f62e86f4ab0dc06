import { isApiError, type ApiResult, type SessionUser } from 'shared-sdk';
import { CODE_NETWORK, CODE_OK } from 'shared-sdk/constants';
import { failureReaction } from './failures';
import type { Busy, Field, FlowError, StepName, StepState } from './flow';
import type { FlowStore } from './store';

/** What the popup gives the actions: its store and what they may ask of the page around it. */
export interface FlowCallbacks {
  /** Why sign-in was asked for (spec 1 §2.2 source tag, e.g. 'login_btn', 'call'). */
  source: string;
  /** Signed in: close and go home, or tell the embedding component (spec 1 §4.3). */
  onSignedIn(user: SessionUser): void;
  /** The popup closes without signing in (a ban screen or the host's message takes over). */
  close(): void;
  /** A passing message (already translated). */
  toast(text: string): void;
}

export interface FlowCtx {
  store: FlowStore;
  cb: FlowCallbacks;
}

/** A rejecting SDK call (login, token) as an ApiResult, so every call fails one way. */
export async function settle<T>(p: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, code: CODE_OK, msg: '', data: await p };
  } catch (e) {
    if (isApiError(e)) return { ok: false, code: e.code, msg: e.msg, data: null };
    return { ok: false, code: CODE_NETWORK, msg: 'network', data: null };
  }
}

/** Applies the popup's reaction to a failed call (failures.ts). */
export function fail(ctx: FlowCtx, code: number, msg: string, field?: Field): void {
  const r = failureReaction(code, msg, field);
  if (r.kind === 'restart')
    ctx.store.dispatch(r.error ? { type: 'restart', error: r.error } : { type: 'restart' });
  else if (r.kind === 'close') {
    ctx.store.dispatch({ type: 'settled' });
    ctx.cb.close();
  } else ctx.store.dispatch({ type: 'failed', error: r.error });
}

/** A rule broken before any call: the message under its field. */
export const refuse = (ctx: FlowCtx, key: string, field?: Field): void =>
  ctx.store.dispatch({ type: 'failed', error: { key, ...(field ? { field } : {}) } as FlowError });

/**
 * Runs one call with `busy` shown on its button. Resolves `{ data }` on success (the caller then
 * dispatches what happened, which clears busy), or null after the failure was handled.
 */
export async function call<T>(
  ctx: FlowCtx,
  busy: Busy,
  fn: () => Promise<ApiResult<T>>,
  field?: Field,
): Promise<{ data: T } | null> {
  ctx.store.dispatch({ type: 'request', busy });
  let r: ApiResult<T>;
  try {
    r = await fn();
  } catch {
    r = { ok: false, code: CODE_NETWORK, msg: 'network', data: null };
  }
  if (r.ok) return { data: r.data };
  fail(ctx, r.code, r.msg, field);
  return null;
}

/**
 * The current view when it is `step` and no call runs: every action starts here, so a second
 * click (or Enter) while a call is on its way does nothing.
 */
export function idleView<K extends StepName>(
  ctx: FlowCtx,
  step: K,
): Extract<StepState, { step: K }> | null {
  const { view, busy } = ctx.store.getSnapshot();
  return view.step === step && busy === null ? (view as Extract<StepState, { step: K }>) : null;
}
