import { pathFor, splitLanguagePrefix, type RouteName } from './table';

/**
 * Navigation by route name (ARCHITECTURE.md: remotes never import each other; they navigate
 * over the spec's route names through the SDK). The host registers the real navigator backed
 * by its router; a remote's standalone dev page may register its own.
 */
export interface Navigator {
  /** Go to a full path (already prefixed). */
  go(path: string, options: { replace: boolean }): void;
  /** Current location pathname + search. */
  current(): { pathname: string; search: string };
  back(): void;
}

let navigator: Navigator | null = null;

export function registerNavigator(nav: Navigator): () => void {
  navigator = nav;
  return () => {
    if (navigator === nav) navigator = null;
  };
}

export interface NavigateOptions {
  query?: Record<string, string | number | undefined | null>;
  replace?: boolean;
  /** Keep the current query string (LoginPage is pushed "keeping the current query"). */
  keepQuery?: boolean;
}

/** `navigate('FriendPage', { friendId })` keeps the current language prefix. */
export function navigate(
  name: RouteName | string,
  params: Record<string, string | number> = {},
  options: NavigateOptions = {},
): void {
  if (!navigator) throw new Error('navigate() called before the host registered a navigator');
  const { pathname, search } = navigator.current();
  const { prefix } = splitLanguagePrefix(pathname);
  let path = pathFor(name, params, { prefix, query: options.query });
  if (options.keepQuery && search && search !== '?') {
    path += (path.includes('?') ? '&' : '?') + search.replace(/^\?/, '');
  }
  navigator.go(path, { replace: options.replace ?? false });
}

export function goBack(): void {
  navigator?.back();
}

export function currentLocation(): { pathname: string; search: string } {
  return navigator?.current() ?? { pathname: '/', search: '' };
}
