// Inline scripts of the pre-rendered landing (prerender.mjs), kept apart so tests can run them.
/**
 * A tap on a sign-in link of the snapshot before the app has taken over is answered at once: the
 * link shows it is on its way (aria-busy, the `snapshot-pending` look) instead of loading a new
 * page, the app's scripts start now if they have not, and the host opens the sign-in popup as
 * soon as it runs (features/prerender/state/takeover.ts onSnapshotSignIn). Modified clicks (a new
 * tab) go to the link as usual.
 */
const SNAPSHOT_SIGN_IN =
  "(function(){var p=document.getElementById('prerender');if(!p)return;p.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href$=\"/login\"]');if(!a||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();a.setAttribute('aria-busy','true');a.classList.add('snapshot-pending');window.__snapshotSignIn=true;window.dispatchEvent(new Event('snapshot-sign-in'));if(window.__startApp)window.__startApp()})})()";

module.exports = { SNAPSHOT_SIGN_IN };
