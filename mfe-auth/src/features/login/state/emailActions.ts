import { authApi, type ApiResult, type EmailExistsResult } from 'shared-sdk';
import { call, idleView, refuse, settle, type FlowCtx } from './call';
import type { Busy, Field } from './flow';
import { loggedIn, signInExtras } from './signIn';
import { checkCode, checkEmail, checkEmailPassword } from '../rules';
import { getLastCodeSend, resendRemainingMs, setLastCodeSend, setLastEmail } from './signInMemory';

/** The e-mail flow's network side (spec 1 §4.2; calls of §7; CONTRACTS.md "E-mail flows"). */

/** A code was sent (or one is still on its way): remember when, and move to step 6. */
function codeSent(
  ctx: FlowCtx,
  email: string,
  userId: number,
  reset: boolean,
  at = Date.now(),
): void {
  setLastCodeSend('email', email, at);
  ctx.store.dispatch({ type: 'emailCodeSent', email, userId, reset, at });
}

async function send(
  ctx: FlowCtx,
  busy: Busy,
  email: string,
  fallbackUserId: number | undefined,
  reset: boolean,
  fn: () => Promise<ApiResult<{ userId: number } | null>>,
  field?: Field,
): Promise<void> {
  const r = await call(ctx, busy, fn, field);
  if (!r) return;
  const userId = r.data?.userId ?? fallbackUserId;
  if (!userId) return refuse(ctx, 'errors:send_failed');
  codeSent(ctx, email, userId, reset);
}

/** Step 5: the address, then emailExists: status 0/1 → a code (step 6); 4/5 → step 7. */
export async function submitEmail(ctx: FlowCtx, raw: string): Promise<void> {
  if (!idleView(ctx, 'email')) return;
  const email = raw.trim().toLowerCase();
  const bad = checkEmail(email);
  if (bad) return refuse(ctx, bad, 'email');
  const r = await call(ctx, 'submit', () => authApi.emailExists(email), 'email');
  if (!r) return;
  setLastEmail(email);
  ctx.store.dispatch({ type: 'emailChecked', email, result: r.data });
  if (ctx.store.getSnapshot().view.step === 'email') await sendVerifyCode(ctx, email, r.data);
}

/** Status 0 'new' / 1 'existing' (spec 1 §4.2); within 60 s of the last code, that code is used. */
async function sendVerifyCode(ctx: FlowCtx, email: string, res: EmailExistsResult): Promise<void> {
  const last = getLastCodeSend('email');
  if (res.userId && last && resendRemainingMs('email', { to: email }) > 0)
    return codeSent(ctx, email, res.userId, false, last.at);
  await send(
    ctx,
    'submit',
    email,
    res.userId,
    false,
    () => authApi.sendVerifyEmail({ email, type: res.status === 0 ? 'new' : 'existing' }),
    'email',
  );
}

/** Step 7 "Forgot password?" (status 4) or "Send me a code" (status 5): resetPW → step 6. */
export async function forgotEmailPassword(ctx: FlowCtx): Promise<void> {
  const view = idleView(ctx, 'emailPassword');
  if (!view) return;
  await send(ctx, 'forgot', view.email, view.userId, true, () =>
    authApi.sendForgetEmail(view.email),
  );
}

/** Step 6 "Send a new code" after the 60 s wait. */
export async function resendEmailCode(ctx: FlowCtx): Promise<void> {
  const view = idleView(ctx, 'emailCode');
  if (!view) return;
  await send(
    ctx,
    'resend',
    view.email,
    view.userId,
    view.reset,
    () =>
      view.reset
        ? authApi.sendForgetEmail(view.email)
        : authApi.sendVerifyEmail({ email: view.email, type: 'existing' }),
    'code',
  );
}

/** Step 6 at the sixth digit: alreadyVerifyEmail → ticket → step 7 (set a password). */
export async function submitEmailCode(ctx: FlowCtx, code: string): Promise<void> {
  const view = idleView(ctx, 'emailCode');
  if (!view) return;
  const bad = checkCode(code);
  if (bad) return refuse(ctx, bad, 'code');
  const r = await call(
    ctx,
    'submit',
    () => authApi.alreadyVerifyEmail({ email: view.email, userId: view.userId, code }),
    'code',
  );
  if (!r) return;
  const ticket = r.data?.threePartyId;
  if (!r.data?.verified || !ticket) return refuse(ctx, 'errors:error.60005', 'code');
  ctx.store.dispatch({ type: 'emailVerified', ticket });
}

/** Step 7: sign in (status 4), or set the password (new account → profile; reset → sign in). */
export async function submitEmailPassword(ctx: FlowCtx, pw: string): Promise<void> {
  const view = idleView(ctx, 'emailPassword');
  if (!view || view.mode === 'noPassword') return;
  const { ticket } = ctx.store.getSnapshot();
  const bad = checkEmailPassword(pw);
  if (bad) return refuse(ctx, bad, 'password');
  if (view.mode === 'set') {
    const saved = await call(
      ctx,
      'submit',
      () =>
        authApi.setEmailPassword({
          email: view.email,
          password: pw,
          userId: view.userId,
          ...(ticket ? { threePartyId: ticket } : {}),
        }),
      'password',
    );
    if (!saved) return;
    ctx.store.dispatch({ type: 'passwordSaved' });
    if (ctx.store.getSnapshot().view.step !== 'emailPassword') return; // on to the profile popup
  }
  const { countryId } = signInExtras();
  const r = await call(
    ctx,
    'submit',
    () =>
      settle(
        authApi.emailLogin({ userAccount: view.email, password: pw, countryId: countryId ?? 0 }),
      ),
    'password',
  );
  if (r) await loggedIn(ctx, r.data);
}
