import { generateKeyPairSync } from 'node:crypto';

/** A fresh RSA 2048 pair in the formats the backend uses (spki public, pkcs1 private). */
export function rsaPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}
