import type { OnlineHostsState } from '../state/hosts';

/**
 * Where the landing's host list comes from. Issue 11 brings the hosts (its API module and the
 * call layer); until then there is no source, and the list says so. The pre-render (build time)
 * calls this hook too, so the HTML shows the same state the app starts in: when a source is
 * added, start in 'loading' (skeletons of the final size), never with a guess.
 */
export function useOnlineHosts(): OnlineHostsState {
  return { status: 'unavailable' };
}
