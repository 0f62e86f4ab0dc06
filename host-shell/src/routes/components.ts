import type { RouteName } from 'shared-sdk';
import type { StaticPageName } from '../features/static-pages/content';

/**
 * Route name → what renders it (docs/CONTRACTS.md "Route table" and "What each remote
 * exposes"). Remote pages are `remote/module` ids loaded through RemoteSlot; static pages are
 * the host's own; login landings show the LivCam landing with the login popup.
 */
export type PageSpec =
  | { kind: 'remote'; id: string; slots?: PageSlots }
  /** Rendered by the shell frame so it stays mounted once visited (spec 1 §2.1 "kept alive"). */
  | { kind: 'kept-alive'; id: string }
  | { kind: 'static'; page: StaticPageName }
  /** LivCam landing + login popup, opened with this source tag (spec 1 §2.1 LoginPage). */
  | { kind: 'login-landing'; source: string }
  /** A page of the host itself (not a remote, not static text). */
  | { kind: 'host'; page: 'ConnectionCheck' };

/**
 * Another remote's widget the host places inside a page (docs/CONTRACTS.md "Page slots"): the
 * page gets it as the prop `slots[name]` and decides where it goes; the host decides what fills it.
 */
export interface SlotWidgetSpec {
  /** `remote/module` of the widget. */
  id: string;
  props?: Record<string, unknown>;
}
export type PageSlots = Record<string, SlotWidgetSpec>;

const remote = (id: string, slots?: PageSlots): PageSpec =>
  slots ? { kind: 'remote', id, slots } : { kind: 'remote', id };
export const LIVCAM_LANDING_ID = 'mfe_call_chat/LivCam';
/** mfe_live's live hosts row (spec 3 §2 "Widgets"). */
export const LIVE_HOSTS_ROW_ID = 'mfe_live/LiveHostsRow';
/** mfe_live's live-enter popup (spec 3 §2 "Widgets"; it shows itself only when it may). */
export const LIVE_ENTER_ID = 'mfe_live/LiveEnterPopup';
/**
 * LivCam's slots: the live hosts row, Popular variant (4 lives and More to the wall), and the
 * live-enter popup. The login landings show LivCam with the same slots.
 */
export const LIVCAM_SLOTS: PageSlots = {
  liveHostsRow: { id: LIVE_HOSTS_ROW_ID, props: { variant: 'popular' } },
  liveEnter: { id: LIVE_ENTER_ID },
};

export const ROUTE_COMPONENTS: Record<RouteName, PageSpec> = {
  LivCam: remote(LIVCAM_LANDING_ID, LIVCAM_SLOTS),
  LoginPage: { kind: 'login-landing', source: 'login_page' },
  FbLanding: { kind: 'login-landing', source: 'fblanding' },
  FbPhone: { kind: 'login-landing', source: 'fbphone' },
  FbGuide: { kind: 'login-landing', source: 'fbguide' },
  RandomVideoChat: remote(LIVCAM_LANDING_ID, LIVCAM_SLOTS),
  LiveShare: remote('mfe_live/LiveShare'),
  About: { kind: 'static', page: 'About' },
  CommunityGuidelines: { kind: 'static', page: 'CommunityGuidelines' },
  TermsOfService: { kind: 'static', page: 'TermsOfService' },
  PrivacyPolicy: { kind: 'static', page: 'PrivacyPolicy' },
  CookiePolicy: { kind: 'static', page: 'CookiePolicy' },
  SafetyCenter: { kind: 'static', page: 'SafetyCenter' },
  PrivacyCenter: { kind: 'static', page: 'PrivacyCenter' },
  MatchPage: remote('mfe_call_chat/MatchPage'),
  MatchCall: remote('mfe_call_chat/MatchCall'),
  EditProfile: remote('mfe_auth/EditProfile'),
  FriendPage: remote('mfe_call_chat/FriendPage'),
  GoddessWall: { kind: 'kept-alive', id: 'mfe_live/GoddessWall' },
  CardPage: remote('mfe_call_chat/CardPage'),
  SearchPage: remote('mfe_call_chat/SearchPage'),
  CoinPage: remote('mfe_shop/CoinPage'),
  CoinsPayPage: remote('mfe_shop/CoinsPayPage'),
  CoinPayPage: remote('mfe_shop/CoinPayPage'),
  PayOrderList: remote('mfe_shop/PayOrderList'),
  PayRefund: remote('mfe_shop/PayRefund'),
  RefundBack: remote('mfe_shop/RefundBack'),
  paymentInfoAdd: remote('mfe_shop/PaymentInfoAdd'),
  cardList: remote('mfe_shop/CardList'),
  paymentMethodsList: remote('mfe_shop/PaymentMethodsList'),
  CallbackPage: remote('mfe_shop/PayResult'),
  ApplePay: remote('mfe_shop/ApplePay'),
  Pagsmile: remote('mfe_shop/Pagsmile'),
  Backpack: remote('mfe_call_chat/Backpack'),
  ActivityPage: remote('mfe_tasks/ActivityPage'),
  TaskList: remote('mfe_tasks/TaskList'),
  ZhuShou: remote('mfe_tasks/ZhuShou'),
  downLoad: remote('mfe_tasks/Download'),
  MessagePage: remote('mfe_call_chat/MessagePage'),
  IMMessageSession: remote('mfe_call_chat/IMMessageSession'),
  IMSayHiSession: remote('mfe_call_chat/IMSayHiSession'),
  FriendsPage: remote('mfe_call_chat/FriendsPage'),
  ConnectionCheck: { kind: 'host', page: 'ConnectionCheck' },
};

export const LOGIN_POPUP_ID = 'mfe_auth/LoginPopup';
export const TASK_ENTRY_ID = 'mfe_tasks/TaskEntry';
/** mfe_tasks' check-in tip (props { routeName }), on the pages of showsCheckInTip only. */
export const CHECKIN_TIP_ID = 'mfe_tasks/CheckInTip';
/** The call layer of mfe_call_chat: mounted once after login, outside the routes. */
export const CALL_LAYER_ID = 'mfe_call_chat/CallLayer';
/**
 * The messaging layer of mfe_call_chat: mounted once after login, outside the pages, with the
 * route (props { routeName, prefix }). It runs the user's message store (the unread summary) and
 * shows the incoming-message banner.
 */
export const MESSAGING_LAYER_ID = 'mfe_call_chat/MessagingLayer';
/**
 * The live layer of mfe_live: mounted once after login, outside the routes. It answers the SDK's
 * requestLive and shows the live room full screen and the mini player over any page.
 */
export const LIVE_LAYER_ID = 'mfe_live/LiveLayer';
/**
 * mfe_tasks' web-app install prompt (banner, mini button, Safari instructions) and push popup:
 * mounted once after login, outside the routes, with props { routeName }.
 */
export const INSTALL_PROMPT_ID = 'mfe_tasks/InstallPrompt';
export const PUSH_PROMPT_ID = 'mfe_tasks/PushPrompt';
/** mfe_shop's shell widgets: sidebar balance + offer countdown, offer bubble, coin popup. */
export const BALANCE_ENTRY_ID = 'mfe_shop/BalanceEntry';
export const OFFER_BUBBLE_ID = 'mfe_shop/OfferBubble';
export const COIN_POPUP_ID = 'mfe_shop/CoinOfferPopup';

export function pageSpecOf(name: string): PageSpec | undefined {
  return (ROUTE_COMPONENTS as Record<string, PageSpec>)[name];
}

export function isLoginLanding(name: string | null | undefined): boolean {
  return !!name && pageSpecOf(name)?.kind === 'login-landing';
}
