import { resolveRoute, type ResolveInput } from '../src/features/routing/state/resolve';
import { matchAppRoute } from '../src/features/routing/state/matchRoute';
import { ALL_PLAY_WAYS } from './setup';

const base: ResolveInput = {
  pathname: '/',
  search: '',
  loggedIn: true,
  playWays: { status: 'ready', list: ALL_PLAY_WAYS() },
  firstPage: false,
  previousRoute: null,
};
const r = (o: Partial<ResolveInput>) => resolveRoute({ ...base, ...o });

describe('route matching with language prefixes (spec 1 §2.1)', () => {
  it.each([
    ['/shop', 'CoinPage', null],
    ['/tr/shop', 'CoinPage', 'tr'],
    ['/gb/wall', 'GoddessWall', 'gb'],
    ['/nl/', 'LivCam', 'nl'],
    ['/nl', 'LivCam', 'nl'],
    ['/tr/about.html', 'About', 'tr'],
    ['/LivCam-about-us', 'About', null],
    ['/gb/terms-of-use', 'TermsOfService', 'gb'],
    ['/profile/edit', 'EditProfile', null],
    ['/profile/42', 'FriendPage', null],
    ['/message/session/9', 'IMMessageSession', null],
    ['/live/abc', 'LiveShare', null],
    ['/pay/coin', 'CoinPayPage', null],
  ])('%s → %s', (path, name, prefix) => {
    const m = matchAppRoute(path);
    expect(m?.def.name).toBe(name);
    expect(m?.prefix).toBe(prefix);
  });

  it('does not take any other first segment as a language', () => {
    expect(matchAppRoute('/de/shop')).toBeNull();
    expect(matchAppRoute('/trx/shop')).toBeNull();
  });

  it('reads the friend id param', () => {
    expect(matchAppRoute('/tr/profile/12%2F3')?.params.friendId).toBe('12/3'); // react-router decodes params
  });
});

describe('unknown path → root, keeping the prefix', () => {
  it.each([
    ['/no/such/page', '/'],
    ['/tr/nothing-here', '/tr'],
    ['/gb/x', '/gb'],
    ['/nl/wall/extra', '/nl'],
  ])('%s → %s', (pathname, to) => {
    expect(r({ pathname })).toEqual({ kind: 'redirect', to, reason: 'unknown' });
  });
});

describe('root rule by play ways', () => {
  it('LIVCAM open and main → SearchPage', () => {
    expect(r({ playWays: { status: 'ready', list: ALL_PLAY_WAYS('LIVCAM') } })).toMatchObject({
      kind: 'redirect',
      to: '/search',
    });
  });
  it('CARD open and main → CardPage (with prefix)', () => {
    expect(
      r({ pathname: '/tr', playWays: { status: 'ready', list: ALL_PLAY_WAYS('CARD') } }),
    ).toMatchObject({
      kind: 'redirect',
      to: '/tr/card',
    });
  });
  it('LIVCAM main wins over CARD main', () => {
    const list = ALL_PLAY_WAYS().map((p) => ({ ...p, main: true }));
    expect(r({ playWays: { status: 'ready', list } })).toMatchObject({ to: '/search' });
  });
  it('LIVCAM open but not main, CARD not open → landing stays', () => {
    const list = [{ name: 'LIVCAM', id: 1, main: false }];
    expect(r({ playWays: { status: 'ready', list } })).toMatchObject({ kind: 'render' });
  });
  it('play-way call failed → LivCam landing', () => {
    expect(r({ playWays: { status: 'failed' } })).toMatchObject({
      kind: 'render',
      match: { def: { name: 'LivCam' } },
    });
  });
  it('waits while the play ways load', () => {
    expect(r({ playWays: { status: 'loading' } }).kind).toBe('pending');
  });
  it('guests keep the landing (both targets are login-only)', () => {
    expect(
      r({ loggedIn: false, playWays: { status: 'ready', list: ALL_PLAY_WAYS('LIVCAM') } }).kind,
    ).toBe('render');
  });
  it('only the root path: random-video-chat is not redirected', () => {
    const d = r({
      pathname: '/random-video-chat',
      playWays: { status: 'ready', list: ALL_PLAY_WAYS('LIVCAM') },
    });
    expect(d).toMatchObject({ kind: 'render', match: { def: { name: 'RandomVideoChat' } } });
  });
});

describe('matching rules', () => {
  it('opening /matching as the first page → landing', () => {
    expect(r({ pathname: '/matching', firstPage: true })).toMatchObject({
      kind: 'redirect',
      to: '/',
      reason: 'matching-first-page',
    });
    expect(r({ pathname: '/tr/matching', firstPage: true })).toMatchObject({ to: '/tr' });
  });
  it('from the shop (CoinPage) to matching → landing', () => {
    expect(r({ pathname: '/matching', previousRoute: 'CoinPage' })).toMatchObject({
      kind: 'redirect',
      to: '/',
      reason: 'shop-to-matching',
    });
  });
  it('from elsewhere to matching renders it', () => {
    expect(r({ pathname: '/matching', previousRoute: 'LivCam' })).toMatchObject({ kind: 'render' });
  });
  it('MatchCall is not affected', () => {
    expect(r({ pathname: '/matching/call', firstPage: true })).toMatchObject({ kind: 'render' });
  });
});

describe('login-only routes while logged out', () => {
  it('opens the login popup on LoginPage instead of navigating, keeping the query', () => {
    const d = r({ pathname: '/wall', loggedIn: false, loginQuery: '?utm_source=x' });
    expect(d).toMatchObject({
      kind: 'login',
      to: '/login?utm_source=x',
      route: { name: 'GoddessWall' },
    });
  });
  it('keeps the language prefix', () => {
    expect(r({ pathname: '/nl/friends', search: '?a=1', loggedIn: false })).toMatchObject({
      kind: 'login',
      to: '/nl/login?a=1',
    });
  });
  it('public routes render for guests', () => {
    for (const pathname of [
      '/',
      '/login',
      '/about-us',
      '/live/x',
      '/random-video-chat',
      '/safety-center',
    ]) {
      expect(r({ pathname, loggedIn: false }).kind).toBe('render');
    }
  });
  it('every login-only route asks for login', () => {
    for (const pathname of [
      '/shop',
      '/pay',
      '/payRes',
      '/task',
      '/zhushou',
      '/message',
      '/message/sayhi',
      '/profile/edit',
      '/profile/3',
    ]) {
      expect(r({ pathname, loggedIn: false }).kind).toBe('login');
    }
  });
});
