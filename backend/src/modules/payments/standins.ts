/**
 * The local stand-ins' switch, for the test payment provider: it stands in for real money
 * providers, so it runs only where nobody else can reach it — the backend listening on loopback —
 * unless ALLOW_UNSAFE_STANDINS=1 says otherwise on purpose. PAY_STANDIN=0 turns it off;
 * PAY_STANDIN=1 on a reachable address without the unsafe flag stops the backend at start
 * (main.ts) rather than running a way to get coins without paying.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { shop as sdk } from '../shop/sdk';
import {
  createTestProvider,
  SIGNATURE_HEADER,
  TEST_PROVIDER,
  type TestProvider,
} from './test-provider/provider';
import { registerTestProviderPages } from './test-provider/routes';

export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Whether the test payment provider may run, and whether the configuration is refused. */
export function payStandInDecision(env: {
  host: string;
  PAY_STANDIN?: string;
  ALLOW_UNSAFE_STANDINS?: string;
}): {
  enabled: boolean;
  refuse: string | null;
} {
  const allowed = isLoopbackHost(env.host) || env.ALLOW_UNSAFE_STANDINS === '1';
  if (env.PAY_STANDIN === '0') return { enabled: false, refuse: null };
  if (!allowed && env.PAY_STANDIN === '1')
    return {
      enabled: false,
      refuse: `PAY_STANDIN=1 but the backend listens on ${env.host}, not loopback: the test payment provider would let anyone credit coins. Set ALLOW_UNSAFE_STANDINS=1 if that is really wanted.`,
    };
  return { enabled: allowed, refuse: null };
}

const testProviders = new WeakMap<FastifyInstance, TestProvider>();

/** The test provider of an app (test API, tests). */
export function testProviderOf(app: FastifyInstance): TestProvider | undefined {
  return testProviders.get(app);
}

/** Registers the test provider for all twenty provider names, its pages, and its delivery. */
/** The test provider's webhook secret: derived from the server key, so it never leaves the server. */
export function testProviderSecret(privateKeyPem: string): string {
  return createHash('sha256').update(`test-provider-webhook|${privateKeyPem}`).digest('hex');
}

export function registerTestProvider(app: FastifyInstance, s: Services): TestProvider {
  const secret = testProviderSecret(s.keys.privateKeyPem);
  const provider = createTestProvider({
    db: s.db,
    now: s.now,
    secret,
    // Delivered through the app's own HTTP stack, exactly as a provider's POST would arrive.
    deliver: async (body, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: `/payment/notify/${TEST_PROVIDER}`,
        payload: body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      });
      return res.statusCode === 200 && (res.json() as { code: number }).code === 200;
    },
  });
  s.shop.gateway.register(provider, sdk.PAYMENT_PROVIDERS);
  registerTestProviderPages(app, provider);
  testProviders.set(app, provider);
  app.addHook('onClose', async () => provider.close());
  return provider;
}
