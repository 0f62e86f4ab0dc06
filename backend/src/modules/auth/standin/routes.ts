import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocalOrigin } from '../../../http/origins';
import { STANDIN_TOKEN_TTL_MS } from '../../../constants';
import type { Services } from '../../../services';
import { renderStandinError, renderStandinPage } from './page';
import { issueStandinToken, PROVIDERS, type Provider } from './tokens';

type Fields = Partial<
  Record<'client_id' | 'redirect_uri' | 'state' | 'name' | 'email' | 'gender' | 'birthday', string>
>;

const str = (v: unknown, max = 500) => (typeof v === 'string' ? v.slice(0, max) : '');

/** redirect_uri must be an http(s) URL on a local origin (the web app's parts); no fragment. */
function redirectTarget(raw: string): URL | null {
  try {
    const u = new URL(raw);
    if (!isLocalOrigin(u.origin)) return null;
    u.hash = '';
    return u;
  } catch {
    return null;
  }
}

function withFragment(u: URL, params: Record<string, string>): string {
  return `${u.toString()}#${new URLSearchParams(params).toString()}`;
}

function page(reply: FastifyReply, status: number, html: string) {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    );
  return html;
}

/**
 * The local third-party sign-in stand-in (docs/CONTRACTS.md "Third-party sign-in"):
 * GET  /stand-in/oauth/{google|facebook|apple}/authorize?client_id&redirect_uri&state → the form
 * POST the same path (the form) → 302 to `redirect_uri#access_token=…&state=…`; Cancel goes to
 * `redirect_uri#error=access_denied&state=…`. Not signed (a browser page, like /assets), served
 * in the normal local run; `AUTH_STANDIN=0` / buildApp({ authStandIn: false }) hides it.
 */
export function registerStandinRoutes(app: FastifyInstance, s: Services): void {
  const PATH = '/stand-in/oauth/:provider/authorize';

  function context(provider: string, f: Fields) {
    if (!(provider in PROVIDERS)) return `Unknown provider '${provider}'`;
    const redirect = redirectTarget(str(f.redirect_uri, 2000));
    if (!redirect)
      return 'redirect_uri is missing or not on a local origin (http://localhost or 127.0.0.1)';
    const state = str(f.state);
    return {
      provider: provider as Provider,
      clientId: str(f.client_id),
      redirect,
      state,
      cancelUrl: withFragment(redirect, { error: 'access_denied', state }),
    };
  }

  app.get<{ Params: { provider: string }; Querystring: Fields }>(PATH, async (req, reply) => {
    const c = context(req.params.provider, req.query);
    if (typeof c === 'string') return page(reply, 400, renderStandinError(c));
    return page(
      reply,
      200,
      renderStandinPage({ ...c, redirectUri: c.redirect.toString(), values: {} }),
    );
  });

  app.post<{ Params: { provider: string }; Body: Fields }>(PATH, async (req, reply) => {
    const f = (req.body && typeof req.body === 'object' ? req.body : {}) as Fields;
    const c = context(req.params.provider, f);
    if (typeof c === 'string') return page(reply, 400, renderStandinError(c));
    const values = {
      name: str(f.name, 30).trim(),
      email: str(f.email, 254).trim().toLowerCase(),
      gender: str(f.gender, 1),
      birthday: str(f.birthday, 10),
    };
    const again = (error: string) =>
      page(
        reply,
        400,
        renderStandinPage({ ...c, redirectUri: c.redirect.toString(), values, error }),
      );
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email))
      return again('Enter an e-mail address.');
    if (values.gender !== '' && values.gender !== '1' && values.gender !== '2')
      return again('Choose a gender or leave it empty.');
    if (values.birthday !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.birthday))
      return again('Birthday must be a date (YYYY-MM-DD) or empty.');
    const { token } = issueStandinToken(s.keys, s.now(), {
      provider: c.provider,
      email: values.email,
      name: values.name,
      ...(values.gender ? { gender: Number(values.gender) as 1 | 2 } : {}),
      ...(values.birthday ? { birthday: values.birthday } : {}),
    });
    return reply.header('Cache-Control', 'no-store').redirect(
      withFragment(c.redirect, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: String(STANDIN_TOKEN_TTL_MS / 1000),
        state: c.state,
        provider: c.provider,
      }),
      302,
    );
  });
}
