import { createECDH, randomBytes } from 'node:crypto';

/** A PushSubscription as a browser makes it: an https endpoint, a real P-256 key and a 16-byte secret. */
export function browserSubscription(
  endpoint = `https://push.example.test/send/${randomBytes(8).toString('hex')}`,
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    /** To decrypt what the server would send (the browser's side). */
    ecdh,
  };
}

/** The outbox rows of pushes to a user, newest first, with their JSON bodies parsed. */
export function pushesTo(
  list: Array<{ to: string; body: string; subject: string | null }>,
  userId: number,
) {
  return list
    .filter((r) => r.to === `user:${userId}`)
    .map((r) => ({ subject: r.subject, ...(JSON.parse(r.body) as Record<string, unknown>) }));
}
