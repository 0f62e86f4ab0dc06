import { authApi, getOrCreateDeviceId, getSiteLanguage, hashPhonePassword } from 'shared-sdk';
import { call, idleView, refuse, settle, type FlowCtx } from './call';
import { phoneTarget, type SendChannel } from './rules';
import { completeSignIn, loggedIn, signInExtras } from './signIn';
import { checkCode, checkPhonePassword, loadPhoneRules } from '../rules';
import { getLastCodeSend, resendRemainingMs, setLastCodeSend, setLastPhone } from './signInMemory';
import { telemetryHeader } from './telemetry';

/** The phone flow's network side (spec 1 §4.1; calls of §7; CONTRACTS.md "Phone flows"). */

/** Step 2: check the number for the picked country, then checkMobile decides the next step. */
export async function submitPhone(
  ctx: FlowCtx,
  input: { country: string; dial: string; typed: string },
): Promise<void> {
  if (!idleView(ctx, 'phone')) return;
  ctx.store.dispatch({ type: 'request', busy: 'submit' }); // the rules may take a moment to load
  let rules: Awaited<ReturnType<typeof loadPhoneRules>>;
  try {
    rules = await loadPhoneRules(); // libphonenumber's metadata: its own chunk, loaded here only
  } catch {
    return ctx.store.dispatch({ type: 'restart', error: { key: 'errors:error.network' } });
  }
  const bad = rules.checkPhone(input.country, input.typed);
  if (bad) return refuse(ctx, bad, 'phone');
  const phone = {
    country: input.country,
    dial: input.dial,
    national: rules.nationalNumberOf(input.country, input.typed),
  };
  const r = await call(
    ctx,
    'submit',
    () => authApi.checkMobile(phone.dial, phone.national),
    'phone',
  );
  if (!r) return;
  setLastPhone({ countryCode: phone.dial, phoneNumber: phone.national, country: phone.country });
  ctx.store.dispatch({ type: 'phoneChecked', phone, config: r.data });
  const { view } = ctx.store.getSnapshot();
  if (view.step === 'code') await sendPhoneCode(ctx, view.channel, false);
}

/**
 * Step 4: sends the code by SMS or the messaging app. On arrival (`force` false) nothing is sent
 * while the last code to this number is younger than 60 s (spec 1 §9, kept in local storage so
 * a reload does not reset it): that code is still on its way and the countdown shows.
 */
export async function sendPhoneCode(
  ctx: FlowCtx,
  channel: SendChannel,
  force: boolean,
): Promise<void> {
  const view = idleView(ctx, 'code');
  if (!view) return;
  const to = phoneTarget(view.phone);
  if (!force && resendRemainingMs('sms', { to }) > 0)
    return ctx.store.dispatch({
      type: 'codeSent',
      channel,
      at: getLastCodeSend('sms')?.at ?? Date.now(),
    });
  const r = await call(
    ctx,
    channel === 'whatsapp' ? 'whatsapp' : 'resend',
    () =>
      authApi.sendSmsCode(
        {
          language: getSiteLanguage(),
          countryCode: view.phone.dial,
          phoneNumber: view.phone.national,
          channel,
        },
        telemetryHeader(),
      ),
    'code',
  );
  if (!r) return;
  const at = Date.now();
  setLastCodeSend('sms', to, at);
  ctx.store.dispatch({ type: 'codeSent', channel, at });
}

/** Step 4, at the sixth digit: checkSmsCode → ticket → login/phone; the flow decides what follows. */
export async function submitPhoneCode(ctx: FlowCtx, code: string): Promise<void> {
  const view = idleView(ctx, 'code');
  if (!view) return;
  const bad = checkCode(code);
  if (bad) return refuse(ctx, bad, 'code');
  const { phone } = view;
  const checked = await call(
    ctx,
    'submit',
    () =>
      authApi.checkSmsCode({
        countryCode: phone.dial,
        phoneNumber: phone.national,
        verificationCode: code,
      }),
    'code',
  );
  if (!checked) return;
  const ticket = checked.data?.threePartyId;
  if (!ticket) return refuse(ctx, 'errors:code_wrong_or_expired', 'code');
  const { countryId, languageId, languageName } = signInExtras();
  const r = await call(
    ctx,
    'submit',
    () =>
      settle(
        authApi.loginPhone({
          threePartyId: ticket,
          languageId,
          languageName,
          ...(countryId ? { countryId } : {}),
        }),
      ),
    'code',
  );
  if (!r) return;
  ctx.store.dispatch({ type: 'phoneVerified', ticket, result: r.data });
  if (ctx.store.getSnapshot().view.step === 'connecting') await completeSignIn(ctx);
}

/** Step 3: sign in with the password, or set / reset it (hashed: SHA-256 upper-case hex, §5). */
export async function submitPhonePassword(ctx: FlowCtx, pw: string): Promise<void> {
  const view = idleView(ctx, 'phonePassword');
  if (!view) return;
  const { pending, ticket } = ctx.store.getSnapshot();
  const bad = checkPhonePassword(pw);
  if (bad) return refuse(ctx, bad, 'password');
  const { phone } = view;
  if (view.mode === 'login') {
    const r = await call(
      ctx,
      'submit',
      async () =>
        settle(
          authApi.mobilePasswordLogin({
            mobileNo: phone.national,
            countryCode: phone.dial,
            password: await hashPhonePassword(pw),
          }),
        ),
      'password',
    );
    if (r) await loggedIn(ctx, r.data);
    return;
  }
  if (!pending) return ctx.store.dispatch({ type: 'restart' });
  const r = await call(
    ctx,
    'submit',
    async () =>
      authApi.updateMobilePassword({
        deviceId: getOrCreateDeviceId(),
        loginToken: pending.loginToken, // the in-progress token, held in memory (contract)
        userId: pending.userId ?? pending.id,
        countryCode: phone.dial,
        mobileNo: phone.national,
        password: await hashPhonePassword(pw),
        ...(ticket ? { threePartyId: ticket } : {}),
      }),
    'password',
  );
  if (!r) return;
  ctx.store.dispatch({ type: 'passwordSaved' });
  if (ctx.store.getSnapshot().view.step === 'connecting') await completeSignIn(ctx);
}

/** spec 1 §4.1.6: the password set-up after a code sign-in can be skipped. */
export async function skipPhonePassword(ctx: FlowCtx): Promise<void> {
  ctx.store.dispatch({ type: 'skipPassword' });
  if (ctx.store.getSnapshot().view.step === 'connecting') await completeSignIn(ctx);
}
