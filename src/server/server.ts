/**
 * Server-side submission to the Content Service (`ugc-album/server`).
 *
 * **Server only: never ship the Secret Key to a browser.** Creating media needs the account's
 * Secret Key to sign the request, so this module belongs on a merchant's server (Node ≥ 22, or any
 * runtime with `fetch` and Web Crypto). The browser entries never import it, and the widget has no
 * signing code.
 *
 * @example
 * ```js
 * import { createMedia } from 'ugc-album/server';
 *
 * const { albumPhotoId } = await createMedia(
 *   { baseUrl: 'https://content.example.com', apiKey: process.env.UGC_API_KEY, secretKey: process.env.UGC_SECRET_KEY },
 *   { album_id: 12608567, title: 'Sunset', email: 'ana@example.com', username: 'ana', photo_uri: 'https://example.com/sunset.jpg' },
 * );
 * ```
 *
 * Self-contained on purpose (no imports): the module must stay out of every browser graph, and
 * nothing it needs should drag browser code into a server.
 *
 * @module
 */

/** The fields of a media item as submitted (spec §2.1), under their wire names. */
export interface MediaSubmission {
  /** Album that receives the media: a positive integer. */
  album_id: number;
  /** Title (caption) of the media. Omitted: no caption. */
  title?: string;
  /** Whether the media is approved on creation. Omitted: the service's default, not approved. */
  approved?: boolean;
  /** E-mail address of the submitter. */
  email: string;
  /** Display name of the submitter. */
  username: string;
  /** `http:` or `https:` URL of the image the service imports. */
  photo_uri: string;
}

/** The ids the service gives the new media (contract §6), always as strings. */
export interface CreatedMedia {
  /** The item's id in the album; the id analytics events use. */
  albumPhotoId: string;
  /** The submitter's id at the service. */
  connectedUserId: string;
}

export interface CreateMediaOptions {
  /** Origin of the Content Service (may carry a path prefix), e.g. `https://content.example.com`. */
  baseUrl: string;
  /** The account's public API Key, sent as the `api_key` query parameter. */
  apiKey: string;
  /** The account's Secret Key: only used to sign, never sent. Keep it in server configuration. */
  secretKey: string;
  /** `fetch` to use (tests, proxies, instrumentation). Default: the global `fetch`. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Cancels the request; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Milliseconds to wait for the whole answer (headers and body) before giving up with a `timeout`
   * error. Default: 15,000.
   */
  timeoutMs?: number;
}

/** Default of `timeoutMs`: far below the platform's own (Node waits 300 s for headers). */
export const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * Most bytes of an answer read (64 KiB): contract §6 answers with two ids; a larger body is cut off
 * and the rest never read, so a hostile or broken service cannot fill the server's memory.
 */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** Longest service message kept in an error (characters). */
const MAX_MESSAGE = 300;

export type SubmissionErrorKind =
  /** A field of the media is missing or malformed; nothing was sent (see `field`). */
  | 'validation'
  /** The options are unusable (base URL, keys) or the runtime lacks `fetch`/Web Crypto. */
  | 'config'
  /** The service answered with an error status (see `status`). */
  | 'http'
  /** No answer: DNS, refused or reset connection, or a redirect (never followed). */
  | 'network'
  /** No whole answer within `timeoutMs`: the media may have been created. */
  | 'timeout'
  /** A success status whose body lacks the ids: the media may have been created. */
  | 'parse';

/** The one error type of this module (aborts reject with the signal's own reason). */
export class SubmissionError extends Error {
  override readonly name = 'SubmissionError';
  /** HTTP status, or 0 when there was no HTTP answer. */
  readonly status: number;
  /** The offending field of a `validation` error, by its wire name (e.g. `photo_uri`). */
  readonly field: string | undefined;
  /** Whether the same request may succeed later (429, 5xx, no answer). A retry may duplicate media. */
  readonly retryable: boolean;

  constructor(
    message: string,
    readonly kind: SubmissionErrorKind,
    details: { status?: number; field?: string; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, 'cause' in details ? { cause: details.cause } : undefined);
    this.status = details.status ?? 0;
    this.field = details.field;
    this.retryable = details.retryable ?? false;
  }
}

// Wire order of spec §2.1. Fixed so that the same media always serialises to the same bytes.
const FIELDS = ['album_id', 'title', 'approved', 'email', 'username', 'photo_uri'] as const;
type Field = (typeof FIELDS)[number];
// The sandbox's choice too (demo/sandbox/README.md): a caption is optional, approval defaults to false.
const REQUIRED: ReadonlySet<Field> = new Set<Field>(['album_id', 'email', 'username', 'photo_uri']);

// "Looks like an address": one @, no spaces or quotes, a dotted domain, at most 254 characters
// (RFC 5321). Whether it exists is the service's business.
const EMAIL = /^[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/;
const EMAIL_MAX = 254;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 60 ? `"${value.slice(0, 57)}..."` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The value of an own property, never an inherited one (a polluted `Object.prototype` adds nothing). */
function own(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

// Hosts plain http may go to: this machine only (a local sandbox or proxy), where nobody listens between.
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function textProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `must be a string (got ${describe(value)})`;
  return value.trim() === '' ? 'must not be empty' : undefined;
}

// Each check returns what is wrong with a present value, or undefined when it is fine.
const CHECKS: { readonly [F in Field]: (value: unknown) => string | undefined } = {
  album_id: (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? undefined
      : `must be a positive integer (got ${describe(value)})`,
  // Any string, empty included: the caption is optional.
  title: (value) => (typeof value === 'string' ? undefined : `must be a string (got ${describe(value)})`),
  approved: (value) => (typeof value === 'boolean' ? undefined : `must be true or false (got ${describe(value)})`),
  email: (value) =>
    textProblem(value) ??
    (EMAIL.test(value as string) && (value as string).length <= EMAIL_MAX
      ? undefined
      : `must be an e-mail address (got ${describe(value)})`),
  username: textProblem,
  photo_uri: (value) =>
    textProblem(value) ?? (isHttpUrl(value as string) ? undefined : `must be an http(s) URL (got ${describe(value)})`),
};

function invalid(field: string, problem: string): SubmissionError {
  return new SubmissionError(`Invalid media: ${field} ${problem}`, 'validation', { field });
}

/**
 * Checks a media object against spec §2.1 and returns a copy holding exactly its known fields.
 * Throws a `SubmissionError` (`kind: 'validation'`, `field` set) naming the first bad field in wire
 * order. Unknown keys are refused rather than dropped, so a typo such as `aproved` cannot silently
 * publish nothing.
 */
export function validateMedia(input: unknown): MediaSubmission {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new SubmissionError(`Invalid media: expected an object (got ${describe(input)})`, 'validation');
  }
  for (const key of Object.keys(input)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw invalid(key, `is not a media field (expected ${FIELDS.join(', ')})`);
    }
  }
  const media: Partial<Record<Field, unknown>> = {};
  for (const field of FIELDS) {
    const value = own(input, field);
    if (value === undefined) {
      if (REQUIRED.has(field)) throw invalid(field, 'is required');
      continue;
    }
    const problem = CHECKS[field](value);
    if (problem) throw invalid(field, problem);
    media[field] = value;
  }
  return media as unknown as MediaSubmission;
}

/**
 * Compact JSON of the media with the keys in the fixed order of spec §2.1 (`album_id`, `title`,
 * `approved`, `email`, `username`, `photo_uri`); absent optional fields are left out. This string
 * is both what is signed and what is sent.
 */
export function serializePayload(media: MediaSubmission): string {
  const ordered: Partial<Record<Field, unknown>> = {};
  for (const field of FIELDS) {
    if (media[field] !== undefined) ordered[field] = media[field];
  }
  return JSON.stringify(ordered);
}

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

const field = own;

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The body as text, reading at most `MAX_RESPONSE_BYTES`: past that the stream is cancelled and
 * `undefined` returned. Never rejects (an unreadable body is `''`) except with `signal`'s reason.
 */
async function readCapped(response: Response, signal: AbortSignal): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_RESPONSE_BYTES) {
        void reader.cancel().catch(() => {});
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    if (signal.aborted) throw signal.reason;
    return '';
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) bytes.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
  return new TextDecoder().decode(bytes);
}

/** A service message as it may appear in an error: no control characters, at most MAX_MESSAGE long. */
function message(value: string): string {
  const clean = value.replace(/\p{Cc}+/gu, ' ').trim();
  return clean.length > MAX_MESSAGE ? `${clean.slice(0, MAX_MESSAGE - 3)}...` : clean;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function endpoint(baseUrl: unknown, apiKey: unknown): string {
  // Values are never echoed: a misplaced Secret Key or a password in the URL must not end up in a log.
  if (typeof baseUrl !== 'string' || !isHttpUrl(baseUrl)) {
    throw new SubmissionError('baseUrl must be an http(s) URL', 'config');
  }
  const url = new URL(baseUrl);
  if (url.username || url.password) {
    throw new SubmissionError('baseUrl must not contain a user name or password', 'config');
  }
  if (/[?#]/.test(baseUrl)) {
    throw new SubmissionError('baseUrl must not contain a query or fragment', 'config');
  }
  // The body is signed, not encrypted: over plain http anyone on the way reads the submitter's e-mail.
  if (url.protocol !== 'https:' && !LOOPBACK.test(url.hostname)) {
    throw new SubmissionError('baseUrl must use https: (plain http: only to localhost)', 'config');
  }
  if (typeof apiKey !== 'string' || apiKey.trim() === '') {
    throw new SubmissionError('An API Key is required (apiKey)', 'config');
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/api/v2/media`;
  url.search = new URLSearchParams({ api_key: apiKey }).toString();
  url.hash = '';
  return url.href;
}

/**
 * Creates a media item in an album (spec §4.1, contract §6): validates the media, signs its compact
 * JSON with the Secret Key and POSTs it to `{baseUrl}/api/v2/media?api_key=…`.
 * Server only: never ship the Secret Key to a browser.
 *
 * Resolves with the new ids as strings. Rejects with a `SubmissionError`: `validation`/`config`
 * before anything is sent; `http` with the status and the service's message (its `error`, else its
 * `message`, else the HTTP status text; a wrong key or signature is 401/403); `network` when there
 * was no answer or the answer was a redirect (never followed: it would re-send the signed body to
 * another host); `timeout` after `timeoutMs` (default 15 s) without the whole answer; `parse` when
 * a success lacks the ids or is larger than 64 KiB. It never retries: a repeated POST could create
 * the media twice.
 *
 * `baseUrl` must be `https:` (plain `http:` only to localhost, 127.0.0.0/8 or [::1]) without
 * credentials, query or fragment. Options and media are read through their own properties only.
 * No error message contains the Secret Key, a password or the options' values.
 */
export async function createMedia(options: CreateMediaOptions, media: MediaSubmission): Promise<CreatedMedia> {
  const url = endpoint(own(options, 'baseUrl'), own(options, 'apiKey'));
  const secretKey = own(options, 'secretKey');
  if (typeof secretKey !== 'string' || secretKey === '') {
    throw new SubmissionError('A Secret Key is required (secretKey)', 'config');
  }
  const doFetch = own(options, 'fetch') ?? globalThis.fetch;
  if (typeof doFetch !== 'function') {
    throw new SubmissionError('fetch is not available: pass options.fetch or use Node 22 or later', 'config');
  }
  const timeoutMs = own(options, 'timeoutMs') ?? DEFAULT_TIMEOUT_MS;
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0)) {
    throw new SubmissionError('timeoutMs must be a positive number of milliseconds', 'config');
  }
  const callerSignal = own(options, 'signal') as AbortSignal | undefined;

  const body = serializePayload(validateMedia(media));
  const signature = await signPayload(body, secretKey);
  callerSignal?.throwIfAborted();

  const origin = new URL(url).origin;
  const timedOut = new SubmissionError(`No whole answer from ${origin} within ${timeoutMs} ms; the media may have been created`, 'timeout', {
    retryable: true,
  });
  const timeout = AbortSignal.timeout(timeoutMs);
  // The caller's abort and our timeout both end the request and the read of its body.
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  const reason = () => (callerSignal?.aborted ? callerSignal.reason : timedOut);

  let response: Response;
  try {
    response = await (doFetch as NonNullable<CreateMediaOptions['fetch']>)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Signature: signature },
      body,
      signal,
      // A redirect is never followed: it would re-send the signed body and its Signature to whatever
      // host the answer names, and take that host's answer for the service's.
      redirect: 'error',
    });
  } catch (error) {
    if (signal.aborted) throw reason();
    // The URL carries only the public key; the message of the underlying error is kept as cause.
    throw new SubmissionError(`No answer from ${origin}`, 'network', { retryable: true, cause: error });
  }
  // A `fetch` that does not refuse redirects itself (a proxy, a test double) is refused here.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || response.redirected) {
    throw new SubmissionError(`${origin} answered with a redirect, which is never followed`, 'network', {
      status: response.status,
    });
  }

  let raw: string | undefined;
  try {
    raw = await readCapped(response, signal);
  } catch {
    throw reason();
  }
  const tooLarge = raw === undefined;
  const payload = parseJson(raw ?? '');
  if (!response.ok) {
    const said = text(field(payload, 'error')) ?? text(field(payload, 'message'));
    const retryable = response.status === 429 || response.status >= 500;
    throw new SubmissionError(said ? message(said) : response.statusText || `HTTP ${response.status}`, 'http', {
      status: response.status,
      retryable,
    });
  }
  if (tooLarge) {
    throw new SubmissionError(
      `The service answered ${response.status} with more than ${MAX_RESPONSE_BYTES} bytes (not read); the media may have been created`,
      'parse',
      { status: response.status },
    );
  }

  // Contract §6 answers at the top level; the specification's envelope puts objects under `data`.
  const data = field(payload, 'data');
  const albumPhotoId = text(field(payload, 'album_photo_id')) ?? text(field(data, 'album_photo_id'));
  const connectedUserId = text(field(payload, 'connected_user_id')) ?? text(field(data, 'connected_user_id'));
  if (albumPhotoId === undefined || connectedUserId === undefined) {
    throw new SubmissionError(
      `The service answered ${response.status} without album_photo_id and connected_user_id; the media may have been created`,
      'parse',
      { status: response.status },
    );
  }
  return { albumPhotoId, connectedUserId };
}
