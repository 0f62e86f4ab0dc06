/**
 * The app taking over the pre-rendered landing. index.html
 * and the /tr|gb|nl/ roots carry the logged-out landing as static HTML in #prerender
 * (scripts/prerender.mjs), painted before any script. The app then renders into #root while it
 * stays hidden, and the two swap in one frame once the page's content (the LivCam remote) has
 * mounted: nothing moves (the new nodes were not painted before, so nothing "shifts") and the
 * user sees no change. Signed-in visitors, auto-login links and any other path drop the snapshot
 * before the first render: they get the app as before.
 */
export const SNAPSHOT_ID = 'prerender';
/** If the page's content has not settled by then, the app is shown anyway (its own loading state). */
export const TAKEOVER_TIMEOUT_MS = 15_000;

/** Paths that are served the snapshot (root and the language roots, trailing slash or not). */
export function isSnapshotPath(pathname: string): boolean {
  return /^\/((tr|gb|nl)\/?)?$/.test(pathname);
}

let pending: {
  snapshot: HTMLElement;
  root: HTMLElement;
  timer: ReturnType<typeof setTimeout>;
} | null = null;

/**
 * Before the first render. True when the app is to render hidden behind the snapshot; false
 * when there is no snapshot or it was removed (this visitor gets the app directly).
 */
export function prepareTakeover(
  opts: { keepSnapshot: boolean },
  doc: Document = document,
): boolean {
  const snapshot = doc.getElementById(SNAPSHOT_ID);
  const root = doc.getElementById('root');
  if (!snapshot || !root) return false;
  if (!opts.keepSnapshot || !isSnapshotPath(doc.location?.pathname ?? '/')) {
    snapshot.remove();
    return false;
  }
  root.hidden = true;
  pending = { snapshot, root, timer: setTimeout(takeOver, TAKEOVER_TIMEOUT_MS) };
  return true;
}

/** Swaps the snapshot for the app (once). Called when the page content is ready, a popup opens, or on timeout. */
export function takeOver(): void {
  if (!pending) return;
  const { snapshot, root, timer } = pending;
  pending = null;
  clearTimeout(timer);
  snapshot.remove();
  root.hidden = false;
  if (typeof performance !== 'undefined' && performance.mark) performance.mark('app-takeover');
  for (const fn of afterSwap.splice(0)) setTimeout(fn, 0);
}

export function isTakeoverPending(): boolean {
  return pending !== null;
}

const afterSwap: (() => void)[] = [];

/**
 * Runs `fn` once the app is on screen: after the swap when one is pending, else on the next
 * task. For work the first paint and the takeover must not wait for (i18next).
 */
export function whenShown(fn: () => void): void {
  if (pending) afterSwap.push(fn);
  else setTimeout(fn, 0);
}

type SnapshotWindow = Window & { __snapshotSignIn?: boolean };

/**
 * A tap on Sign in in the pre-rendered page, made before the app ran or while it renders behind
 * the snapshot (scripts/prerender.mjs SNAPSHOT_SIGN_IN): `open` runs once for it, now if the tap
 * came already, else when it comes. Returns the unsubscriber.
 */
export function onSnapshotSignIn(open: () => void, win: SnapshotWindow = window): () => void {
  const take = () => {
    if (!win.__snapshotSignIn) return;
    win.__snapshotSignIn = false;
    open();
  };
  take();
  win.addEventListener('snapshot-sign-in', take);
  return () => win.removeEventListener('snapshot-sign-in', take);
}
