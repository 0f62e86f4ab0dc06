import {
  appStore,
  authApi,
  checkCode,
  checkEmail,
  checkEmailPassword,
  checkPhonePassword,
  getCookie,
  getLanguageId,
  getSiteLanguage,
  getStoredCountry,
  hashPhonePassword,
  isApiError,
  isInAppBrowser,
  loadPhoneRules,
  saveSession,
  setLastEmail,
  setLastPhone,
  setLastSmsSendTime,
  ThirdPartyError,
  thirdPartyProvider,
  userApi,
  userAtom,
  type ApiResult,
  type LoginResult,
  type ProviderId,
} from 'shared-sdk';
import { emailNext, needsPasswordAfterCode, phoneNext, type FlowStore, type Phone, type StepState } from './flow';
import { markEmailSent } from './resend';

/**
 * The network side of the login popup: each function validates, calls the SDK (spec 1 §7),
 * and moves the flow (flow.ts). Errors reach the step as i18n keys `errors:error.<code>`
 * with the server's message as the fallback text (spec 1 §8 catalogue).
 */
export interface FlowCallbacks {
  /** Signed in: the popup closes and the home screen opens (spec 1 §4.3). */
  onSignedIn(user: { id: number }): void;
  /** 'phone disabled' and network failures go back to step 1 with a toast (spec 1 §4.1, §8). */
  toast(textKey: string): void;
}

const NETWORK = -1;

function fail(store: FlowStore, code: number, msg: string, field?: string): void {
  if (code === NETWORK || code === 0) {
    store.dispatch({ type: 'restart' });
    return;
  }
  const key = `errors:error.${code}`;
  store.dispatch({ type: 'error', text: key, isKey: true, fallback: msg || key, ...(field ? { field } : {}) });
}

/** Runs one call with the busy flag; a thrown ApiError / network error becomes `fail`. */
async function run<T>(store: FlowStore, cb: FlowCallbacks, fn: () => Promise<T>, field?: string): Promise<T | null> {
  store.dispatch({ type: 'busy', busy: true });
  try {
    const r = await fn();
    store.dispatch({ type: 'busy', busy: false });
    return r;
  } catch (e) {
    if (isApiError(e) && e.code > 0) fail(store, e.code, e.msg, field);
    else {
      cb.toast('errors:error.network'); // 'update failed', back to step 1 (spec 1 §8)
      store.dispatch({ type: 'restart' });
    }
    return null;
  }
}

/** ApiResult → data, or `fail` with its code. */
function ok<T>(store: FlowStore, cb: FlowCallbacks, r: ApiResult<T>, field?: string): T | null | undefined {
  if (r.ok) return r.data;
  if (r.code < 0 || r.code === 0) {
    cb.toast('errors:error.network');
    store.dispatch({ type: 'restart' });
  } else fail(store, r.code, r.msg, field);
  return undefined;
}

const badInput = (store: FlowStore, key: string, field: string) =>
  store.dispatch({ type: 'error', text: key, isKey: true, field });

// ---- finishing ----

/** A login result: profile popup when it carries a complementInfoKey, else store the session. */
export async function finish(store: FlowStore, cb: FlowCallbacks, r: LoginResult): Promise<void> {
  if (r.complementInfoKey) {
    store.dispatch({ type: 'pending', result: r });
    store.dispatch({ type: 'go', view: { step: 'profile', via: 'complement', complementInfoKey: r.complementInfoKey } });
    return;
  }
  store.dispatch({ type: 'replace', view: { step: 'connecting' } }); // step 0
  saveSession({ userId: r.userId ?? r.id, loginToken: r.loginToken });
  if (r.register) await userApi.checkIfAddCoinForNew(); // the 120 coins (spec 1 §4.3)
  const info = await userApi.getUserInfo();
  if (!info.ok || !info.data) return void ok(store, cb, info);
  appStore.set(userAtom, info.data);
  store.dispatch({ type: 'done' });
  cb.onSignedIn(info.data);
}

// ---- phone (spec 1 §4.1) ----

export async function submitPhone(store: FlowStore, cb: FlowCallbacks, phone: Phone, reset: boolean): Promise<void> {
  const rules = await loadPhoneRules();
  const bad = rules.checkPhone(phone.country, phone.national);
  if (bad) return badInput(store, bad, 'phone');
  const national = phone.national.replace(/^0+/, '');
  const p = { ...phone, national };
  const r = await run(store, cb, () => authApi.checkMobile(p.dial, national));
  const cfg = r && ok(store, cb, r, 'phone');
  if (!cfg) return;
  setLastPhone({ countryCode: p.dial, phoneNumber: national });
  const next = phoneNext(p, cfg, reset);
  if (next.kind === 'disabled') {
    cb.toast('errors:phone_disabled');
    store.dispatch({ type: 'restart' });
    return;
  }
  if (next.kind === 'password') {
    store.dispatch({ type: 'go', view: { step: 'phonePassword', phone: p, mode: 'login', skippable: false } });
    return;
  }
  const channel = cfg.sendSms === 1 || cfg.sendWhatsapp !== 1 ? 'sms' : 'whatsapp';
  if (await sendPhoneCode(store, cb, p, channel))
    store.dispatch({ type: 'go', view: { step: 'code', phone: p, reset, config: cfg } });
}

export async function sendPhoneCode(store: FlowStore, cb: FlowCallbacks, p: Phone, channel: 'sms' | 'whatsapp'): Promise<boolean> {
  const r = await run(store, cb, () =>
    authApi.sendSmsCode({ language: getSiteLanguage(), countryCode: p.dial, phoneNumber: p.national, channel }),
  );
  if (!r || ok(store, cb, r, 'code') === undefined) return false;
  setLastSmsSendTime();
  return true;
}

export async function submitPhoneCode(store: FlowStore, cb: FlowCallbacks, code: string): Promise<void> {
  const { view } = store.getSnapshot();
  if (view.step !== 'code') return;
  const bad = checkCode(code);
  if (bad) return badInput(store, bad, 'code');
  const { phone, reset, config } = view;
  const checked = await run(store, cb, () =>
    authApi.checkSmsCode({ countryCode: phone.dial, phoneNumber: phone.national, verificationCode: code }),
  );
  const ticket = checked && ok(store, cb, checked, 'code');
  if (!ticket?.threePartyId) return;
  const threePartyId = ticket.threePartyId;
  const country = getStoredCountry();
  const result = await run(store, cb, () =>
    authApi.loginPhone({
      threePartyId,
      languageId: getLanguageId(getSiteLanguage()),
      languageName: getSiteLanguage(),
      ...(country?.id ? { countryId: country.id } : {}),
    }),
  );
  if (!result) return;
  if (needsPasswordAfterCode(config, reset, config.userSetPassword === 1)) {
    store.dispatch({ type: 'pending', result: { ...result, threePartyId } });
    const mode = reset ? 'reset' : 'set';
    const skippable = !reset && config.existent; // spec 1 §4.1.6
    store.dispatch({ type: 'go', view: { step: 'phonePassword', phone, mode, skippable } });
    return;
  }
  await finish(store, cb, result);
}

export async function submitPhonePassword(store: FlowStore, cb: FlowCallbacks, pw: string): Promise<void> {
  const { view, pending } = store.getSnapshot();
  if (view.step !== 'phonePassword') return;
  const bad = checkPhonePassword(pw);
  if (bad) return badInput(store, bad, 'password');
  const password = await hashPhonePassword(pw);
  const { phone } = view;
  if (view.mode === 'login') {
    const r = await run(store, cb, () =>
      authApi.mobilePasswordLogin({ mobileNo: phone.national, countryCode: phone.dial, password }),
    'password');
    if (r) await finish(store, cb, r);
    return;
  }
  if (!pending) return store.dispatch({ type: 'restart' });
  const r = await run(store, cb, () =>
    authApi.updateMobilePassword({
      deviceId: getCookie('deviceId') ?? '',
      loginToken: pending.loginToken,
      userId: pending.userId ?? pending.id,
      countryCode: phone.dial,
      mobileNo: phone.national,
      password,
      ...(pending.threePartyId ? { threePartyId: pending.threePartyId } : {}),
    }),
  'password');
  if (!r || ok(store, cb, r, 'password') === undefined) return;
  await finish(store, cb, pending);
}

/** spec 1 §4.1.6: setting a password after phone login is skippable. */
export async function skipPhonePassword(store: FlowStore, cb: FlowCallbacks): Promise<void> {
  const { pending } = store.getSnapshot();
  if (pending) await finish(store, cb, pending);
}

// ---- e-mail (spec 1 §4.2) ----

export async function submitEmail(store: FlowStore, cb: FlowCallbacks, raw: string, reset: boolean): Promise<void> {
  const email = raw.trim().toLowerCase();
  const bad = checkEmail(email);
  if (bad) return badInput(store, bad, 'email');
  setLastEmail(email);
  if (reset) return sendForgotEmail(store, cb, email);
  const r = await run(store, cb, () => authApi.emailExists(email));
  const res = r && ok(store, cb, r, 'email');
  if (!res) return;
  const next = emailNext(email, res);
  if (next !== 'send') return store.dispatch({ type: 'go', view: next });
  const sent = await run(store, cb, () => authApi.sendVerifyEmail({ email, type: res.status === 0 ? 'new' : 'existing' }));
  const data = sent && ok(store, cb, sent, 'email');
  if (!data?.userId) return;
  markEmailSent();
  store.dispatch({ type: 'go', view: { step: 'emailCode', email, userId: data.userId, reset: false, status: res.status } });
}

export async function sendForgotEmail(store: FlowStore, cb: FlowCallbacks, email: string): Promise<void> {
  const sent = await run(store, cb, () => authApi.sendForgetEmail(email));
  const data = sent && ok(store, cb, sent, 'email');
  if (!data?.userId) return;
  markEmailSent();
  store.dispatch({ type: 'go', view: { step: 'emailCode', email, userId: data.userId, reset: true, status: 4 } });
}

export async function resendEmailCode(store: FlowStore, cb: FlowCallbacks): Promise<void> {
  const { view } = store.getSnapshot();
  if (view.step !== 'emailCode') return;
  const r = await run(store, cb, () =>
    view.reset ? authApi.sendForgetEmail(view.email) : authApi.sendVerifyEmail({ email: view.email, type: view.status === 0 ? 'new' : 'existing' }),
  );
  if (r && ok(store, cb, r, 'code') !== undefined) markEmailSent();
}

export async function submitEmailCode(store: FlowStore, cb: FlowCallbacks, code: string): Promise<void> {
  const { view } = store.getSnapshot();
  if (view.step !== 'emailCode') return;
  const bad = checkCode(code);
  if (bad) return badInput(store, bad, 'code');
  const r = await run(store, cb, () => authApi.alreadyVerifyEmail({ email: view.email, userId: view.userId, code }));
  const data = r && ok(store, cb, r, 'code');
  if (!data?.threePartyId) return;
  store.dispatch({ type: 'pending', result: { threePartyId: data.threePartyId } as LoginResult });
  store.dispatch({ type: 'go', view: { step: 'emailPassword', email: view.email, mode: 'set', userId: view.userId, status: view.reset ? 4 : view.status } });
}

export async function submitEmailPassword(store: FlowStore, cb: FlowCallbacks, pw: string): Promise<void> {
  const { view, pending } = store.getSnapshot();
  if (view.step !== 'emailPassword' || view.mode === 'noPassword') return;
  const bad = checkEmailPassword(pw);
  if (bad) return badInput(store, bad, 'password');
  const country = getStoredCountry();
  const login = async () => {
    const r = await run(store, cb, () => authApi.emailLogin({ userAccount: view.email, password: pw, countryId: country?.id ?? 0 }), 'password');
    if (r) await finish(store, cb, r);
  };
  if (view.mode === 'login') return login();
  const threePartyId = pending?.threePartyId;
  const r = await run(store, cb, () =>
    authApi.setEmailPassword({ email: view.email, password: pw, userId: view.userId ?? 0, ...(threePartyId ? { threePartyId } : {}) }),
  'password');
  if (!r || ok(store, cb, r, 'password') === undefined) return;
  if (view.status === 0 || view.status === 1) {
    const next: StepState = { step: 'profile', via: 'emailRegister', email: view.email };
    store.dispatch({ type: 'go', view: next });
    return;
  }
  await login();
}

// ---- profile (spec 1 §2.2 "profile-completion popup") ----

export async function submitProfile(
  store: FlowStore,
  cb: FlowCallbacks,
  p: { nickname: string; birthday: string; gender: number },
): Promise<void> {
  const { view, pending } = store.getSnapshot();
  if (view.step !== 'profile') return;
  const country = getStoredCountry();
  const r = await run(store, cb, () =>
    view.via === 'complement'
      ? authApi.complementInfo({ complementInfoKey: view.complementInfoKey ?? '', nickname: p.nickname.trim(), gender: p.gender, birthday: p.birthday })
      : authApi.emailRegister({
          threePartyEmail: view.email ?? '',
          userName: p.nickname.trim(),
          gender: p.gender,
          birthday: p.birthday,
          countryId: country?.id ?? 0,
          ...(pending?.threePartyId ? { threePartyId: pending.threePartyId } : {}),
        }),
  'nickname');
  if (r) await finish(store, cb, { ...r, complementInfoKey: undefined } as LoginResult);
}

// ---- third-party accounts (spec 1 §2.2, §8) ----

export async function thirdPartySignIn(store: FlowStore, cb: FlowCallbacks, id: ProviderId, ua = navigator.userAgent): Promise<void> {
  if (isInAppBrowser(ua) && id !== 'apple') {
    // Social-network sign-in is blocked in an in-app browser; the search company asks for the
    // default browser (spec 1 §8 "Other reactions").
    const key = id === 'facebook' ? 'errors:in_app_browser_social' : 'errors:in_app_browser_search';
    return store.dispatch({ type: 'error', text: key, isKey: true });
  }
  const provider = thirdPartyProvider(id);
  if (!provider) return store.dispatch({ type: 'error', text: 'errors:send_failed', isKey: true });
  store.dispatch({ type: 'clearError' });
  let accessToken: string;
  try {
    ({ accessToken } = await provider.signIn());
  } catch (e) {
    if (e instanceof ThirdPartyError && e.reason === 'closed') return; // the user closed it
    return store.dispatch({ type: 'error', text: 'errors:error.10044', isKey: true, fallback: 'That sign-in did not work. Please try again.' });
  }
  const country = getStoredCountry();
  const r = await run(store, cb, () =>
    authApi.loginToken({ accessToken, loginType: provider.loginType, ...(country?.id ? { countryId: country.id } : {}) }),
  );
  if (r) await finish(store, cb, r);
}
