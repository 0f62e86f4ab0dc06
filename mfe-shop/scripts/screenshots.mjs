// Screenshots of the coin shop for mfe-shop's README (docs/): CoinPage, checkout (card form) and
// the result page at 390×844 and 1366×860, in Debian's Chromium against the composed, built app
// and the backend (started here on the e2e ports: set E2E_PORT_OFFSET). Run it under the heavy
// lock: `flock /tmp/livcam-heavy.lock env E2E_PORT_OFFSET=700 node mfe-shop/scripts/screenshots.mjs`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { startAll } from '../../scripts/lib/servers.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const OUT = path.join(ROOT, 'mfe-shop/docs');
const SIZES = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 860 },
];

async function devApi(backend, p, payload) {
  const res = await fetch(`${backend}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${p}: ${body.code} ${body.msg}`);
  return body.data;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-shop-shots-'));
const app = await startAll({ profile: 'e2e', dataDir, allowTestApi: true, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const size of SIZES) {
    const { userId } = await devApi(app.backendUrl, '/dev/api/users', { userName: 'Maya Rivers' });
    const s = await devApi(app.backendUrl, '/dev/api/session', { userId });
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      locale: 'en-US',
    });
    const { hostname } = new URL(app.hostUrl);
    await context.addCookies(
      ['userId', 'loginToken', 'deviceId'].map((n) => ({
        name: n,
        value: String(s[n]),
        domain: hostname,
        path: '/',
      })),
    );
    const page = await context.newPage();
    const shot = async (name) => {
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(OUT, `${name}-${size.name}.png`), fullPage: false });
      console.log(`wrote ${name}-${size.name}.png`);
    };
    await page.goto(`${app.hostUrl}/shop`);
    await page.getByRole('region', { name: 'Limited offer' }).waitFor();
    await page
      .getByRole('button', { name: /^Buy \d+ coins for / })
      .first()
      .waitFor();
    // A popup would cover the shop on phones only on other pages; CoinPage shows the offer card.
    await shot('coin-page');
    await page.getByRole('button', { name: /^Buy 525 coins for / }).click();
    await page.getByRole('button', { name: 'Choose how to pay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment methods' }).waitFor();
    await shot('payment-methods');
    await page.getByRole('button', { name: /Credit \/ debit card/ }).click();
    await page.getByLabel('Name on card').fill('Maya Rivers');
    await page.getByLabel('Billing e-mail').fill('maya@example.com');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry (MM/YY)').fill('01/21');
    await page.getByLabel('Security code (CVV)').fill('12');
    await page.getByRole('button', { name: /^Pay / }).click();
    await shot('checkout-errors');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVV)').fill('123');
    await shot('checkout');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Test payment provider' }).waitFor();
    await shot('test-provider');
    await page.getByRole('button', { name: 'Leave pending', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment pending' }).waitFor();
    await shot('result-pending');
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await devApi(app.backendUrl, '/dev/api/shop/notify', { orderId, outcome: 'captured' });
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await shot('result-success');
    await page.goto(`${app.hostUrl}/payOrderList`);
    await page.getByTestId('order').first().waitFor();
    await shot('orders');
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
