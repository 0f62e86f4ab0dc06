import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';

export interface KeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/**
 * The server's RSA key pair, generated on first start into `${dataDir}/keys/` and reused
 * afterwards. Only the public key leaves the server (GET /facade/api/function/exempt/publicKey).
 * PKCS#1 private key because jsencrypt (used by the SDK's crypto on both sides) reads it;
 * Node 20 refuses RSA PKCS#1 v1.5 decryption in node:crypto.
 */
export function loadOrCreateKeyPair(dataDir: string): KeyPair {
  const dir = path.join(dataDir, 'keys');
  const pubFile = path.join(dir, 'public.pem');
  const privFile = path.join(dir, 'private.pem');
  if (fs.existsSync(pubFile) && fs.existsSync(privFile)) {
    return {
      publicKeyPem: fs.readFileSync(pubFile, 'utf8'),
      privateKeyPem: fs.readFileSync(privFile, 'utf8'),
    };
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  fs.writeFileSync(privFile, privateKey, { mode: 0o600 });
  fs.writeFileSync(pubFile, publicKey);
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}
