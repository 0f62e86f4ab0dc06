import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID key pair (RFC 8292), base64url as web-push and pushManager.subscribe use them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Generated on first start into `${dataDir}/keys/vapid.json` (private, 0600) and reused after:
 * a new pair would orphan every subscription browsers made with the old public key.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'vapid.json');
  if (fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string')
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
