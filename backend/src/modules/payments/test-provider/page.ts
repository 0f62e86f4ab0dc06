/**
 * The test provider's hosted payment page (what a real provider's checkout or 3-D Secure page is).
 * Every value is escaped; the page has no script (CSP default-src 'none').
 */
import { formatMoney } from '../../../sdk';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export interface PaymentPageState {
  ref: string;
  orderNo: string;
  amount: number;
  currency: string;
  method: string;
  cardLast4: string | null;
  state: string;
  returnUrl: string;
}

const CHOICES: Array<[value: string, label: string, hint: string, primary?: boolean]> = [
  ['pay', 'Pay', 'The payment succeeds; the provider calls back once.', true],
  ['decline', 'Decline', 'The payment fails (the bank said no).'],
  [
    'pending',
    'Leave pending',
    'The payment stays pending, like a bank transfer not yet confirmed; it can be completed later from the test API.',
  ],
  ['late', 'Pay, call back late', 'The payment succeeds; the provider calls back after 5 seconds.'],
  [
    'repeat',
    'Pay, call back 5 times',
    'The payment succeeds; the provider sends the same callback five times at once.',
  ],
];

export function renderPaymentPage(p: PaymentPageState): string {
  const amount = formatMoney(p.amount, p.currency, 'en-US');
  const settled = p.state !== 'created';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment provider</title>
<style>
body{font:15px system-ui,sans-serif;margin:0;background:#eef1f6;color:#1d1d1f}
main{max-width:440px;margin:5vh auto;background:#fff;border-radius:14px;padding:22px 24px;box-shadow:0 2px 14px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:6px 0 12px;color:#555}
.amount{font-size:28px;font-weight:700;color:#111;margin:10px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}dt{color:#666}dd{margin:0;font-weight:600;word-break:break-all}
form{margin:0}button{display:block;width:100%;margin:8px 0 2px;padding:11px;border-radius:9px;border:1px solid #bbb;background:#fff;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#16a34a;border-color:#16a34a;color:#fff}.hint{font-size:12px;color:#777;margin:0 0 6px}
.note{background:#fff7d6;border-radius:8px;padding:8px 10px;font-size:13px}
</style></head>
<body><main>
<h1>Test payment provider</h1>
<p>Stands in for <strong>${esc(p.method)}</strong> on this machine. No money moves and nothing leaves the computer.</p>
<div class="amount">${esc(amount)}</div>
<dl><dt>Merchant</dt><dd>LivCam</dd><dt>Order</dt><dd>${esc(p.orderNo)}</dd>${
    p.cardLast4 ? `<dt>Card</dt><dd>•••• ${esc(p.cardLast4)}</dd>` : ''
  }</dl>
${
  settled
    ? `<p class="note" role="status">This payment is already ${esc(p.state)}.</p><form method="post"><input type="hidden" name="choice" value="return"><button class="primary" type="submit">Return to LivCam</button></form>`
    : CHOICES.map(
        ([value, label, hint, primary]) =>
          `<form method="post"><input type="hidden" name="choice" value="${value}"><button type="submit"${primary ? ' class="primary"' : ''}>${esc(label)}</button><p class="hint">${esc(hint)}</p></form>`,
      ).join('\n')
}
</main></body></html>`;
}

export function renderPaymentError(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment provider</title></head>
<body style="font:15px system-ui,sans-serif;margin:2em"><h1>Test payment provider</h1><p role="alert">${esc(message)}</p></body></html>`;
}
