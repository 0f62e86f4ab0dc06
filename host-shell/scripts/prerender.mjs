#!/usr/bin/env node
// The pre-rendered landing: writes dist/index.html and
// dist/{tr,gb,nl}/index.html = the app's page (dist/app.html) + the logged-out landing as static
// HTML, per language title and meta. Run after the host's and mfe-call-chat's builds (root
// `pnpm build` does); re-run when either releases (seconds, no webpack). Any other path is
// answered with app.html (scripts/lib/servers.mjs; docs/DELIVERY.md), so only these get it.
//
// - the shell comes from the host's components (dist-ssr/shell.cjs), the landing from the
//   LivCam remote's own components (mfe-call-chat/dist-ssr/landing.cjs, or LANDING_SSR=path);
// - the CSS both collected at render time goes inline into <head>: the first paint needs no
//   request after the HTML;
// - the app's scripts start after the first paint (Lighthouse counts scripts requested before
//   it as render-blocking), from a small inline loader at the end of <body>;
// - a visitor with a session (both cookies, spec 1 §3) never sees the snapshot: an inline
//   script in <head> marks <html data-signed-in> before the first paint, CSS hides it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const HOST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(HOST, 'dist');
const { compressFile } = require('build-tools/precompress.cjs');
const { SNAPSHOT_SIGN_IN } = require('./snapshotScripts.cjs');

/** The names of LIVCAM_SLOTS (src/routes/components.ts) that hold a box on the page. */
export const LIVCAM_SLOT_NAMES = ['liveHostsRow', 'liveEnter'];

export const PAGES = [
  ['/', 'index.html'],
  ['/tr', 'tr/index.html'],
  ['/gb', 'gb/index.html'],
  ['/nl', 'nl/index.html'],
];

const SIGNED_IN_CHECK =
  "(function(){var c=document.cookie;if(/(?:^|;\\s*)userId=[^;]/.test(c)&&/(?:^|;\\s*)loginToken=[^;]/.test(c))document.documentElement.setAttribute('data-signed-in','')})()";

const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The loader: the app's entry scripts, requested once the first contentful paint has been
 * presented (its `paint` entry is delivered after the frame is shown; a rAF callback still runs
 * before it, which let scripts start "before first paint" in some runs), or after 1 s (a hidden
 * tab paints nothing).
 */
function loaderScript(srcs) {
  return `(function(){var d=0;function go(){if(d)return;d=1;window.__startApp=null;${JSON.stringify(srcs)}.forEach(function(s){var e=document.createElement('script');e.src=s;document.head.appendChild(e)})}try{new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.name==='first-contentful-paint'}))setTimeout(go,0)}).observe({type:'paint',buffered:true})}catch(e){}window.__startApp=go;setTimeout(go,1000)})()`;
}

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`prerender: ${what} not found in app.html`);
  return html.replace(pattern, replacement);
}

/** Composes one page from app.html, the shell's snapshot and the landing's. */
export function composePage(appHtml, shell, landing) {
  const srcs = [];
  let html = appHtml.replace(
    /<script defer(?:=defer|="defer")? src=("?)([^ ">]+)\1><\/script>/g,
    (_m, _q, src) => {
      srcs.push(src);
      return '';
    },
  );
  if (srcs.length === 0) throw new Error('prerender: no entry script in app.html');
  html = replaceOnce(html, /<html lang=("?)[^ ">]*\1/, `<html lang="${shell.lang}"`, '<html lang>');
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(shell.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta name=("?)description\1 content=("[^"]*"|[^ >]*)>/,
    `<meta name="description" content="${escapeHtml(shell.description)}">`,
    'meta description',
  );
  // #root stays empty until the app runs (a visitor without scripts sees only the snapshot).
  const css = `html[data-signed-in] #prerender{display:none}#prerender~#root{min-height:0}.snapshot-pending{opacity:.65;cursor:progress}\n${shell.css}\n${landing.css}`;
  html = replaceOnce(
    html,
    /<\/head>/,
    `<script>${SIGNED_IN_CHECK}</script><style id="prerender-css">${css}</style></head>`,
    '</head>',
  );
  const body = shell.html.replace('<div data-landing-slot=""></div>', landing.html);
  if (body === shell.html) throw new Error('prerender: landing slot not found in the shell');
  html = replaceOnce(
    html,
    /<div id=("?)root\1><\/div>/,
    `<div id="prerender">${body}</div><div id="root"></div>`,
    '#root',
  );
  // The app's "needs JavaScript" note does not apply to the snapshot, which works without it.
  html = html.replace(/<noscript>[^<]*<\/noscript>/, '');
  return replaceOnce(
    html,
    /<\/body>/,
    `<script>${SNAPSHOT_SIGN_IN}</script><script>${loaderScript(srcs)}</script></body>`,
    '</body>',
  );
}

async function main() {
  const appHtmlPath = path.join(DIST, 'app.html');
  if (!fs.existsSync(appHtmlPath)) throw new Error(`${appHtmlPath} missing: build the host first`);
  const shellBundle = path.join(HOST, 'dist-ssr/shell.cjs');
  const landingBundle =
    process.env.LANDING_SSR ?? path.join(HOST, '../mfe-call-chat/dist-ssr/landing.cjs');
  const appHtml = fs.readFileSync(appHtmlPath, 'utf8');
  if (!fs.existsSync(shellBundle) || !fs.existsSync(landingBundle)) {
    // No pre-render possible: every root gets the plain app, as before this step existed.
    console.warn(
      `prerender: ${fs.existsSync(shellBundle) ? landingBundle : shellBundle} missing; index.html = app.html`,
    );
    for (const [, file] of PAGES) {
      fs.mkdirSync(path.dirname(path.join(DIST, file)), { recursive: true });
      fs.writeFileSync(path.join(DIST, file), appHtml);
      await compressFile(path.join(DIST, file));
    }
    return;
  }
  const { renderShell } = require(shellBundle);
  const { renderLanding } = require(landingBundle);
  for (const [pathname, file] of PAGES) {
    const out = path.join(DIST, file);
    // The slots the app fills on LivCam (src/routes/components.ts LIVCAM_SLOTS): the landing keeps
    // their boxes from the first paint, so nothing moves when the widgets arrive.
    const landing = renderLanding({ pathname, slots: LIVCAM_SLOT_NAMES });
    const page = composePage(appHtml, renderShell({ pathname }), landing);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, page);
    await compressFile(out);
    console.log(`prerender: ${pathname} → dist/${file} (${(page.length / 1024).toFixed(1)} KB)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
