import type { Server } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Localhost on any port (the web app's parts each have their own origin). */
export function isLocalOrigin(origin: string): boolean {
  try {
    const u = new URL(origin);
    return ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname) && /^https?:$/.test(u.protocol);
  } catch {
    return false;
  }
}

/**
 * The origin a request reached this backend on. Answers carry stored paths (`/assets/…`,
 * `/uploads/…`) as absolute URLs on it, since the web app's parts run on other origins.
 */
export const requestOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** A stored path as an absolute URL on `origin`; URLs and empty paths stay as they are. */
export function absolute<P extends string | undefined>(origin: string, p: P): P {
  if (!p || /^https?:\/\//.test(p)) return p;
  return `${origin}${p}` as P;
}

/**
 * `host:port` where a listening server is reached from this machine (a wildcard address answers
 * as 127.0.0.1), or null before it listens.
 */
export function listeningHost(server: Server): string | null {
  const a = server.address();
  if (!a || typeof a === 'string') return null;
  const wildcard = a.address === '::' || a.address === '0.0.0.0';
  const host = wildcard ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `${host}:${a.port}`;
}
