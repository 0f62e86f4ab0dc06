import type { FastifyInstance, FastifyReply } from 'fastify';
import { choiceEffect, type PageChoice, type TestProvider } from './provider';
import { renderPaymentError, renderPaymentPage } from './page';

const CHOICES: readonly string[] = ['pay', 'decline', 'pending', 'late', 'repeat', 'return'];

/**
 * No script, no framing. form-action also governs where the form's answer may redirect (Chromium
 * enforces it on the 303), so it names the app's origin the payment returns to.
 */
function html(reply: FastifyReply, status: number, body: string, returnUrl?: string) {
  const back = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${back}; frame-ancestors 'none'; base-uri 'none'`,
    );
  return body;
}

/** Appends orderId to the app's result page address (validated as local when the order was placed). */
function backTo(returnUrl: string, orderNo: string): string {
  const u = new URL(returnUrl);
  u.searchParams.set('orderId', orderNo);
  return u.toString();
}

/**
 * The test provider's hosted page: GET /stand-in/pay/{ref} shows the payment and the choices;
 * POST (choice=pay|decline|pending|late|repeat) settles it like a sandbox and sends the user back
 * to the app's result page (303). Unsigned (a provider's page, like the sign-in stand-in).
 */
export function registerTestProviderPages(app: FastifyInstance, provider: TestProvider): void {
  const PATH = '/stand-in/pay/:ref';
  app.get<{ Params: { ref: string } }>(PATH, async (req, reply) => {
    const p = provider.payment(req.params.ref.slice(0, 80));
    if (!p) return html(reply, 404, renderPaymentError('No such payment'));
    return html(
      reply,
      200,
      renderPaymentPage({
        ref: p.ref,
        orderNo: p.order_no,
        amount: p.amount,
        currency: p.currency,
        method: p.method,
        cardLast4: p.card_last4,
        state: p.state,
        returnUrl: p.return_url,
      }),
      p.return_url,
    );
  });

  app.post<{ Params: { ref: string }; Body: { choice?: string } }>(PATH, async (req, reply) => {
    const p = provider.payment(req.params.ref.slice(0, 80));
    if (!p) return html(reply, 404, renderPaymentError('No such payment'));
    const choice = typeof req.body?.choice === 'string' ? req.body.choice : '';
    if (!CHOICES.includes(choice)) return html(reply, 400, renderPaymentError('Unknown choice'));
    if (choice !== 'return' && p.state === 'created') {
      const e = choiceEffect(choice as PageChoice);
      // Immediate callbacks are delivered before the user is sent back, as most providers do.
      await provider.settle(p.ref, e.outcome, { times: e.times, delayMs: e.delayMs });
    }
    return reply.redirect(backTo(p.return_url, p.order_no), 303);
  });
}
