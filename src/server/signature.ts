import { SubmissionError } from './submission-error.js';

// The request's signature (spec §5): HMAC-SHA1 with the Secret Key, in Base64. Server only.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// Standard Base64 with padding, without `Buffer` (Node only) or `btoa` (a legacy Latin-1 API).
function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!;
    out += b === undefined ? '=' : BASE64[(n >> 6) & 63]!;
    out += c === undefined ? '=' : BASE64[n & 63]!;
  }
  return out;
}

function subtleCrypto(): SubtleCrypto {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (!subtle) {
    throw new SubmissionError(
      'Web Crypto (globalThis.crypto.subtle) is not available: use Node 22 or later, or another runtime with Web Crypto',
      'config',
    );
  }
  return subtle;
}

/**
 * The `Signature` header value of spec §5: Base64 of HMAC-SHA1 over the UTF-8 bytes of `body`,
 * keyed with the Secret Key. Pass exactly the string you send (see `serializePayload`).
 * Server only: never ship the Secret Key to a browser.
 */
export async function signPayload(body: string, secretKey: string): Promise<string> {
  if (typeof body !== 'string') throw new TypeError('signPayload: body must be a string');
  if (typeof secretKey !== 'string' || secretKey === '') {
    throw new SubmissionError('A Secret Key is required to sign', 'config');
  }
  const subtle = subtleCrypto();
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(secretKey), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const digest = await subtle.sign('HMAC', key, encoder.encode(body));
  return toBase64(new Uint8Array(digest));
}
