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
 * It imports only its own folder (src/server): the module must stay out of every browser graph, and
 * nothing it needs should drag browser code into a server. Its parts: the media and its checks
 * (media-submission.ts), the signature (signature.ts), the answer (response.ts), the error type
 * (submission-error.ts).
 *
 * @module
 */

import { serializePayload, validateMedia } from './media-submission.js';
import type { MediaSubmission } from './media-submission.js';
import { MAX_RESPONSE_BYTES, message, parseJson, readCapped, text } from './response.js';
import { signPayload } from './signature.js';
import { SubmissionError } from './submission-error.js';
import { isHttpUrl, own } from './values.js';

export { serializePayload, validateMedia } from './media-submission.js';
export type { MediaSubmission } from './media-submission.js';
export { MAX_RESPONSE_BYTES } from './response.js';
export { signPayload } from './signature.js';
export { SubmissionError } from './submission-error.js';
export type { SubmissionErrorKind } from './submission-error.js';

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

// Hosts plain http may go to: this machine only (a local sandbox or proxy), where nobody listens between.
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

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

const field = own;

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
