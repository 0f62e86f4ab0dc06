import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { PAYMENT_PROVIDERS } from '../../sdk';
import {
  createTestProvider,
  SIGNATURE_HEADER,
  TEST_PROVIDER,
  type TestProvider,
} from './test-provider/provider';
import { registerTestProviderPages } from './test-provider/routes';

/**
 * Wiring of the test payment provider, the local stand-in for every payment provider. It is
 * behind the stand-ins' switch of src/security/standins.ts (PAY_STANDIN: on only when the backend
 * listens on loopback, unless UNSAFE_STANDINS=1; off-loopback requests to /stand-in/* are refused).
 */
const testProviders = new WeakMap<FastifyInstance, TestProvider>();

/** The test provider of an app (test API, tests). */
export function testProviderOf(app: FastifyInstance): TestProvider | undefined {
  return testProviders.get(app);
}

/** The test provider's webhook secret: derived from the server key, so it never leaves the server. */
export function testProviderSecret(privateKeyPem: string): string {
  return createHash('sha256').update(`test-provider-webhook|${privateKeyPem}`).digest('hex');
}

/** Registers the test provider for all twenty provider names, its pages, and its delivery. */
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
  s.shop.gateway.register(provider, PAYMENT_PROVIDERS);
  registerTestProviderPages(app, provider);
  testProviders.set(app, provider);
  app.addHook('onClose', async () => provider.close());
  return provider;
}
