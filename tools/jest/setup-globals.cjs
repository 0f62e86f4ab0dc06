// react-router 7 in jsdom needs TextEncoder/TextDecoder (TOOLCHAIN.md "Jest 30").
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// jsdom lacks WebCrypto's subtle; Node's is the same standard API.
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
}
