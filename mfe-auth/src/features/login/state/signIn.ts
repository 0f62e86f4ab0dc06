import i18next from 'i18next';
import {
  appStore,
  authApi,
  buildAnalyticsEvent,
  cleanupCookies,
  getLanguageId,
  getSiteLanguage,
  incrementLoginCount,
  saveSession,
  trackEvent,
  userApi,
  userAtom,
  type LoginResult,
  type ProviderId,
} from 'shared-sdk';
import { NS } from '../../../i18n';
import { call, fail, idleView, refuse, settle, type FlowCtx } from './call';
import { getStoredCountry } from './signInMemory';
import { isInAppBrowser, ThirdPartyError, thirdPartyProvider } from './thirdParty';

/** The common country and language fields of the sign-in calls (spec 1 §7). */
export function signInExtras(): { countryId?: number; languageId: number; languageName: string } {
  const country = getStoredCountry();
  const lang = getSiteLanguage();
  return {
    ...(country?.id ? { countryId: country.id } : {}),
    languageId: getLanguageId(lang),
    languageName: lang,
  };
}

/** A sign-in answer: the flow moves to the profile popup (10042) or to step 0, which finishes here. */
export async function loggedIn(ctx: FlowCtx, result: LoginResult): Promise<void> {
  ctx.store.dispatch({ type: 'loggedIn', result });
  if (ctx.store.getSnapshot().view.step === 'connecting') await completeSignIn(ctx);
}

/**
 * Step 0 (spec 1 §4.3): save the session (cookies userId + loginToken, 365 days, spec 1 §3),
 * count the login per user (§3), after a registration run the new-user coin check so the 120
 * coins are there, then user info → userAtom ("login state becomes true when user info is
 * set") and close. A failure clears the half-made session.
 */
export async function completeSignIn(ctx: FlowCtx): Promise<void> {
  const { pending, view } = ctx.store.getSnapshot();
  if (view.step !== 'connecting' || !pending) return;
  const userId = pending.userId ?? pending.id;
  saveSession({ userId, loginToken: pending.loginToken });
  if (pending.register) {
    const gift = await userApi.checkIfAddCoinForNew();
    if (gift.ok && gift.data?.added)
      ctx.cb.toast(
        i18next.t('login.gift', 'Welcome! {{count, number}} free coins are in your account.', {
          ns: NS,
          count: gift.data.coins,
          defaultValue_one: 'Welcome! {{count, number}} free coin is in your account.',
        }),
      );
  }
  const info = await userApi.getUserInfo();
  if (!info.ok || !info.data) {
    cleanupCookies();
    return fail(ctx, info.code, info.msg);
  }
  incrementLoginCount(userId);
  appStore.set(userAtom, info.data);
  trackEvent(buildAnalyticsEvent('login_success', { freeName1: ctx.cb.source }));
  ctx.store.dispatch({ type: 'done' });
  ctx.cb.onSignedIn(info.data);
}

/** The profile popup's submit (spec 1 §2.2): complementInfo, or emailRegister for a new e-mail account. */
export async function submitProfile(
  ctx: FlowCtx,
  p: { nickname: string; birthday: string; gender: number },
): Promise<void> {
  const view = idleView(ctx, 'profile');
  if (!view) return;
  const { ticket } = ctx.store.getSnapshot();
  const nickname = p.nickname.trim();
  const { countryId } = signInExtras();
  const r = await call(
    ctx,
    'submit',
    () =>
      settle(
        view.via === 'complement'
          ? authApi.complementInfo({
              complementInfoKey: view.complementInfoKey ?? '',
              nickname,
              gender: p.gender,
              birthday: p.birthday,
            })
          : authApi.emailRegister({
              threePartyEmail: view.email ?? '',
              userName: nickname,
              gender: p.gender,
              birthday: p.birthday,
              countryId: countryId ?? 0,
              ...(ticket ? { threePartyId: ticket } : {}),
            }),
      ),
    'nickname',
  );
  if (r) await loggedIn(ctx, r.data);
}

/**
 * Third-party accounts (spec 1 §1, §2.2, §8): in an in-app browser the social network is blocked
 * with a tip and the search company asks for the default browser; the device maker goes ahead.
 */
export async function thirdPartySignIn(
  ctx: FlowCtx,
  id: ProviderId,
  ua: string = navigator.userAgent,
): Promise<void> {
  if (!idleView(ctx, 'choose')) return;
  if (isInAppBrowser(ua) && id === 'facebook') return refuse(ctx, 'errors:in_app_browser_social');
  if (isInAppBrowser(ua) && id === 'google') return refuse(ctx, 'errors:in_app_browser_search');
  const provider = thirdPartyProvider(id);
  if (!provider) return refuse(ctx, 'errors:third_party_unavailable');
  ctx.store.dispatch({ type: 'request', busy: id });
  let accessToken: string;
  try {
    ({ accessToken } = await provider.signIn());
  } catch (e) {
    const reason = e instanceof ThirdPartyError ? e.reason : 'refused';
    if (reason === 'closed') return ctx.store.dispatch({ type: 'settled' }); // the user closed it
    return refuse(
      ctx,
      reason === 'blocked'
        ? 'errors:popup_blocked'
        : reason === 'unavailable'
          ? 'errors:third_party_unavailable'
          : 'errors:error.10044',
    );
  }
  const { countryId } = signInExtras();
  const r = await call(ctx, id, () =>
    settle(
      authApi.loginToken({
        accessToken,
        loginType: provider.loginType,
        ...(countryId ? { countryId } : {}),
      }),
    ),
  );
  if (r) await loggedIn(ctx, r.data);
}
