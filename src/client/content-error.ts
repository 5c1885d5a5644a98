/** Why a read failed; the element maps each kind to a readable status message. */
export type ContentErrorKind =
  /** The service answered with an error status (see `status`). */
  | 'http'
  /** No answer: offline, DNS, CORS refusal, connection reset. */
  | 'network'
  /** No answer within the client's timeout. */
  | 'timeout'
  /** An answer that is not the JSON the contract describes. */
  | 'parse'
  /** The widget's own configuration is unusable (bad attribute); nothing was sent. */
  | 'config'
  /**
   * The widget's analytics code did not load or run, or one of its engagement events could not be
   * delivered (dropped past the page's queue bound, refused, or given up after its retries):
   * `message` says which. Not a read failure: the gallery works on and shows nothing of it.
   */
  | 'analytics';

/**
 * The one error type the read client rejects with (aborts reject with the signal's own reason).
 * `message` follows contract §5: the body's `error`, else its `message`, else the HTTP status text.
 */
export class ContentError extends Error {
  override readonly name = 'ContentError';

  constructor(
    message: string,
    readonly kind: ContentErrorKind,
    /** HTTP status, or 0 when there was no HTTP answer. */
    readonly status = 0,
    /** Whether trying again later may help (429, 5xx, network, timeout). */
    readonly retryable = false,
  ) {
    super(message);
  }

  /**
   * The request that failed, when one was sent: its URL, whose only credential is the public API
   * key (the Secret Key never reaches a browser).
   */
  declare request?: string;
}
