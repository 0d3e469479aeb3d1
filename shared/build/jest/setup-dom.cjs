// jsdom lacks these Node globals the code relies on (DESIGN §7).
const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');
if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
require('@testing-library/jest-dom');
