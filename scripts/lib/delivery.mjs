// How the built files are delivered: the reference for a CDN, documented in
// docs/DELIVERY.md. One place for the rules so the static servers, the tests and the docs agree.

/** A file name with a content hash (webpack's `[name].[contenthash:8].js`, hashed assets). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$|\/[0-9a-f]{16,}\.[a-z0-9]+$/i;

/**
 * Cache-Control for a request path: hashed files never change (a new build has new names);
 * everything else — index.html and the other pages, app.html, mf-manifest.json, remoteEntry.js,
 * app-config.json, unhashed files — must be revalidated so a redeploy is seen at once.
 */
export function cacheControlFor(pathname, { fallback = false } = {}) {
  // The SPA fallback (app.html for any unknown path) is never cached as a hashed file.
  return !fallback && HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * sirv options: serve the build's precompressed `.br` / `.gz` siblings (tools/precompress.cjs)
 * by Accept-Encoding, with Content-Encoding and `Vary: Accept-Encoding` (sirv sets both).
 */
export const PRECOMPRESSED = { brotli: true, gzip: true };
