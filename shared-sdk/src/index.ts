// The SDK's main entry, `shared-sdk`: the contract between the parts, loaded on every page (the
// landing included) as one shared singleton — shared modules are not tree-shaken, so every value
// here is paid for everywhere. It lists its values by name: each is used by a part outside the SDK
// (surfaceBudget.test.ts fails otherwise, and on more than surface-budget.json allows). Types cost
// nothing and come whole. Other entries (docs/CONTRACTS.md "SDK entries"): `shared-sdk/constants`
// (the spec's constants; stateless, so each part bundles and tree-shakes what it uses),
// `shared-sdk/chat`, `shared-sdk/shop` (signed-in only). Calls are mfe-call-chat's; what other parts
// need of them is `requestCall` and `callPhaseAtom` (session/call.ts); lives are mfe-live's, reached
// with `requestLive` and `liveMiniPlayerAtom` (session/live.ts), their calls in `shared-sdk/live`.

// ---- api ----
export {
  ApiError,
  accountApi,
  activitiesApi,
  apiRequest,
  applySessionReaction,
  authApi,
  configApi,
  configureApi,
  friendApi,
  getApiConfig,
  hashPhonePassword,
  hostsApi,
  imApi,
  imageForm,
  isApiError,
  resetSessionReactionDedupe,
  rewardsApi,
  rtmApi,
  sessionEvents,
  sessionReaction,
  statusApi,
  uploadApi,
  userApi,
} from './api';
export type * from './api';

// ---- storage ----
export {
  cleanupCookies,
  getCookie,
  getLocal,
  getLoginCount,
  getOrCreateDeviceId,
  incrementLoginCount,
  readSession,
  removeCookie,
  saveSession,
  setCookie,
  setLocal,
} from './storage';
export type * from './storage';

// ---- session ----
export {
  USER_DURATION_EVENT_ID,
  appStore,
  applyBalance,
  applyCallPhase,
  applyLiveMiniPlayer,
  applyPayStatus,
  applyProfile,
  applyUnreadSummary,
  bottomPromptAtom,
  buildAnalyticsEvent,
  callPhaseAtom,
  claimBottomPrompt,
  closeLoginPopup,
  currentReportedStatus,
  getAnalyticsCount,
  getBusyReasons,
  getMessaging,
  getMessagingSnapshot,
  goldNumAtom,
  isBusy,
  isLoggedInAtom,
  liveLayerWantedAtom,
  liveMiniPlayerAtom,
  loginPopupAtom,
  markBusy,
  onBusyChange,
  onLoginRequested,
  onMessagingChange,
  openLoginPopup,
  refreshBalance,
  registerCallLayer,
  registerLiveLayer,
  releaseBottomPrompt,
  requestCall,
  requestLive,
  requireLogin,
  resetAnalyticsForTests,
  resetSessionAtoms,
  setMessaging,
  subscribeMessagingState,
  trackEvent,
  unreadChatsAtom,
  unreadTotalAtom,
  useMessaging,
  useMessagingState,
  userAtom,
} from './session';
export type * from './session';

// ---- routes ----
export {
  LANGUAGE_PREFIXES,
  ROUTES,
  currentLocation,
  getRoute,
  navigate,
  pathFor,
  registerNavigator,
  splitLanguagePrefix,
} from './routes';
export type * from './routes';

// ---- i18n ----
export {
  browserLanguages,
  getLanguageId,
  getSiteLanguage,
  i18n,
  initI18n,
  onSiteLanguageChange,
  registerTranslations,
  setSiteLanguage,
  textDirection,
  toInterfaceLanguage,
} from './i18n';
export type * from './i18n';

// ---- text ----
export { formatBadge, sanitizeUserName } from './text';
export type * from './text';

// ---- ui ----
export {
  Dialog,
  EmptyState,
  Icon,
  NavButton,
  PageFrame,
  ToastHost,
  isDocumentTreatedHidden,
  isHiddenByPopups,
  isMobileAtom,
  isMobileDevice,
  isMobileDeviceAtom,
  isMobileLayout,
  isTablet,
  isTabletAtom,
  layoutFor,
  registerOpenPopup,
  showToast,
  toastsAtom,
  useModal,
} from './ui';
export type * from './ui';

// ---- realtime ----
export {
  DEFAULT_MAX_ATTEMPTS,
  backoffDelay,
  createAgoraMedia,
  createLocalMedia,
  isImBiz,
  isServerPush,
  resolveRealtimeUrl,
} from './realtime';
export type * from './realtime';

// ---- auth ----
export { configureAuth, getAuthConfig } from './auth';
export type * from './auth';

// ---- state ----
export { createSnapshotStore, useSnapshotStore } from './state';
export type * from './state';
