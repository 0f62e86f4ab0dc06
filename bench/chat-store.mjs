// Chat store bench: mfe-call-chat's message store in Chromium against real IndexedDB.
// - openConversation: ms from asking for a room to its first rows (first page, 100 of 10,000
//   messages), with the database already open (the app opens it after sign-in) and cold;
// - countUnread: ms to count unread messages over 100,000 stored ones (total + per room);
// - the auto-read pass over 100,000 messages, with none and with 2,000 due.
// The page is the store bundled by esbuild (bench/chat-store/page.ts), served on loopback.
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { e2ePort, ROOT } from '../scripts/lib/apps.mjs';
import { CHROMIUM_BASE_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const RUNS = 7;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const r2 = (x) => Math.round(x * 100) / 100;

async function bundle() {
  const out = await build({
    entryPoints: [path.join(ROOT, 'bench/chat-store/page.ts')],
    bundle: true,
    format: 'esm',
    target: 'chrome120',
    minify: true,
    write: false,
    // The SDK's main entry brings its UI's CSS Modules along; the measure draws nothing.
    loader: { '.module.css': 'empty', '.css': 'empty' },
  });
  return out.outputFiles[0].text;
}

export async function benchChatStore() {
  const js = await bundle();
  const html =
    '<!doctype html><meta charset="utf-8"><title>chat store bench</title><script type="module" src="/page.js"></script>';
  const server = http.createServer((req, res) => {
    if (req.url === '/page.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  const port = e2ePort(7);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_BASE_ARGS,
  });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'bench' in globalThis);
    const result = await page.evaluate(async (runs) => {
      const b = globalThis.bench;
      const out = {};
      // One conversation of 10,000 messages (user 1).
      let t = performance.now();
      await b.seed(1, 1, 10_000, 20);
      out.seed10kMs = performance.now() - t;
      const warm = [];
      const cold = [];
      let rows = 0;
      for (let i = 0; i < runs; i++) {
        cold.push((await b.openFirstPage(1, 1000, true)).ms);
        const w = await b.openFirstPage(1, 1000, false);
        warm.push(w.ms);
        rows = w.rows;
      }
      out.open = { warm, cold, rows };
      // 100,000 messages in 100 conversations, the 20 newest of each unread (user 2).
      t = performance.now();
      await b.seed(2, 100, 1_000, 20);
      out.seed100kMs = performance.now() - t;
      const counts = [];
      for (let i = 0; i < runs; i++) counts.push(await b.countUnread(2));
      out.counts = counts;
      // Worst case: every incoming message of 100,000 unread (user 3: 50,000 unread).
      await b.seed(3, 100, 1_000, 1_000);
      const worst = [];
      for (let i = 0; i < 3; i++) worst.push(await b.countUnread(3));
      out.worst = worst;
      // The auto-read pass over 100,000 messages: none due (user 2), and 2,000 due (user 4, 80 h old).
      out.autoReadNone = await b.autoRead(2);
      await b.seed(4, 100, 1_000, 20, 80 * 3_600_000);
      out.autoReadDue = await b.autoRead(4);
      return out;
    }, RUNS);
    const c = result.counts;
    return {
      openConversation10k: {
        msToFirstRowsMedian: r2(median(result.open.warm)),
        msToFirstRowsColdDbMedian: r2(median(result.open.cold)),
        firstPageRows: result.open.rows,
        runsMs: result.open.warm.map(r2),
        coldRunsMs: result.open.cold.map(r2),
        target: '≤ 10 ms',
      },
      countUnread100k: {
        msMedian: r2(median(c.map((x) => x.ms))),
        totalOnlyMsMedian: r2(median(c.map((x) => x.totalOnlyMs))),
        unread: c[0].total,
        rooms: c[0].rooms,
        runsMs: c.map((x) => r2(x.ms)),
        target: '≤ 20 ms',
      },
      countUnread100kAllIncomingUnread: {
        msMedian: r2(median(result.worst.map((x) => x.ms))),
        totalOnlyMsMedian: r2(median(result.worst.map((x) => x.totalOnlyMs))),
        unread: result.worst[0].total,
      },
      autoReadPass100k: {
        noneDueMs: r2(result.autoReadNone.ms),
        dueMs: r2(result.autoReadDue.ms),
        marked: result.autoReadDue.marked,
      },
      seedMs: {
        tenThousand: Math.round(result.seed10kMs),
        hundredThousand: Math.round(result.seed100kMs),
      },
      note: 'Chromium, real IndexedDB; warm = database already open (the app opens it after sign-in), cold = opening it included',
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchChatStore(), null, 2));
}
