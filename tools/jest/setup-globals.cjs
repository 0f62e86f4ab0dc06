// react-router 7 in jsdom needs TextEncoder/TextDecoder (TOOLCHAIN.md "Jest 30").
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// jsdom lacks WebCrypto's subtle; Node's is the same standard API.
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
}
// jsdom's default style sheet leaves <bdi> out (so it is a block), and the accessible name of a
// heading with a name in <bdi> would gain spaces no browser gives it ("Follow Ann ?").
const doc = globalThis.document;
if (doc) {
  const style = doc.createElement('style');
  style.textContent = 'bdi { display: inline; }';
  doc.head.appendChild(style);
}
