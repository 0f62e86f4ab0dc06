import * as C from '../src/constants';

// Spot checks of spec numbers other parts depend on (spec 1 §9, spec 2 §9, spec 3 §9).
describe('constants', () => {
  it.each<[keyof typeof C, unknown]>([
    ['PLATFORM_TYPE', 4],
    ['REQUEST_TIMEOUT_MS', 50_000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['MOBILE_BREAKPOINT_PX', 680],
    ['TABLET_MIN_SCREEN_WIDTH', 580],
    ['HEARTBEAT_MS', 20_000],
    ['USER_DURATION_EVENT_MS', 5_000],
    ['LOGOUT_REDIRECT_MS', 500],
    ['RECLICK_GUARD_MS', 2_000],
    ['SMS_RESEND_WAIT_MS', 60_000],
    ['EMAIL_RESEND_WAIT_MS', 60_000],
    ['LOGIN_COUNTER_BASE', 122_987_212],
    ['LOGIN_COUNTER_GROWTH_MIN', 1],
    ['LOGIN_COUNTER_GROWTH_MAX', 10],
    ['SIGN_UP_COINS', 120],
    ['COOKIE_DAYS', 365],
    ['CODE_DATA_INVALID', 6666],
    ['CALL_RING_TIMEOUT_MS', 30_000],
    ['LIVE_HEARTBEAT_USER_MS', 10_000],
    ['LIVE_HEARTBEAT_GUEST_MS', 3_000],
    ['SWIPE_THRESHOLD_PX', 170],
  ])('%s = %p', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('catalogues', () => {
    expect(C.AD_PARAMS).toHaveLength(14);
    expect([...C.COOKIES_KEPT_ON_CLEANUP].sort()).toEqual([
      'RC_POP_18',
      'acceptCookie',
      'deviceId',
      'oneWayAFPop',
    ]);
    expect(C.USER_STATUS).toEqual({ offline: 0, busy: 1, online: 2, invisible: 3 });
    expect(Object.keys(C.LANGUAGE_IDS)).toHaveLength(37);
    expect(C.INTERFACE_LANGUAGES).toHaveLength(18);
    expect(C.SHOP_LANGUAGES.map((l) => l.id)).toEqual([
      1, 3, 4, 5, 8, 10, 12, 20, 26, 30, 31, 1001, 1002,
    ]);
    expect(C.EU_COUNTRIES).toHaveLength(28);
    expect(C.errorKeyFor(25501)).toBe('error.25501');
  });
});
