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
