import type { FastifyError, FastifyInstance } from 'fastify';
import { Codes } from '../codes';
import { BizError, fail } from './envelope';

/**
 * One error handler for the whole app: business errors keep their code (HTTP 200, or 401 for
 * an unknown token), bad input becomes 40006 with a readable message (never a 500), and only a
 * real bug answers 500 'Internal Server Error', logged, without a stack trace in the body.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | BizError, req, reply) => {
    if (err instanceof BizError) {
      return reply.status(err.httpStatus).send(fail(err.code, err.message, err.data));
    }
    if (err.validation) {
      return reply.status(200).send(fail(Codes.INVALID_INPUT, `Invalid parameter: ${err.message}`));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own input errors (malformed JSON, unsupported media type, body too large...).
      return reply.status(200).send(fail(Codes.INVALID_INPUT, `Invalid input: ${err.message}`));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(Codes.INTERNAL));
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send(fail(Codes.NOT_FOUND, `Not Found: ${req.method} ${req.url.split('?')[0]}`));
  });
}
