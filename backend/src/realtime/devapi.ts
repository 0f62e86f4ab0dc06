/**
 * Test API of the realtime gateway (ALLOW_TEST_API=1 only; unsigned; loopback only:
 * src/security/standins.ts; backend README "Test API"): a gateway restart without a process
 * restart, so e2e can check that a client comes back on its own (README.md "Restart").
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { Gateway } from './gateway';
import { RESTART_REFUSE_MAX_MS, RESTART_REFUSE_MS } from './protocol';

export function registerRealtimeTestApi(app: FastifyInstance, gateway: Gateway): void {
  // Every socket closes with 1012; new ones are refused (HTTP 503) for refuseMs; a new epoch and
  // empty replay logs, as a real restart leaves them. The HTTP API and the lives go on.
  app.post<{ Body: { refuseMs?: number } }>(
    '/dev/api/realtime/restart',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            refuseMs: {
              type: 'integer',
              minimum: 0,
              maximum: RESTART_REFUSE_MAX_MS,
              default: RESTART_REFUSE_MS,
            },
          },
        },
      },
    },
    async (req) => ok(gateway.restart({ refuseMs: req.body?.refuseMs ?? RESTART_REFUSE_MS })),
  );
}
