import type { AlbumConfig, ConfigProblem } from '../element/album-config.js';
import type { UgcAlbumStrings } from './strings.js';

/** The strings only a failure shows. */
export type FailureStrings = Pick<
  UgcAlbumStrings,
  | 'config'
  | 'unauthorized'
  | 'notFound'
  | 'productNotFound'
  | 'rateLimited'
  | 'server'
  | 'http'
  | 'unreachable'
  | 'timeout'
  | 'parse'
>;

/** What a failure's message is chosen from: these and the offline message (in the first render). */
type Messages = FailureStrings & Pick<UgcAlbumStrings, 'offline'>;

// The merchant's console warning travels in the same chunk as the shopper's messages.
export { warnFailure } from '../element/failure-warning.js';

// English failure messages: a chunk of its own in the ES bundle, fetched by the element before it
// shows its first failure (a working gallery never needs them).
export const enFailure: FailureStrings = {
  config: (a, p) =>
    `This gallery is not set up correctly: the ${a} attribute ${
      p === 'missing'
        ? 'is missing'
        : p === 'json'
          ? 'must be a JSON object'
          : p === 'url'
            ? 'must be an http(s) URL with no user name, password, query or fragment'
            : p === 'integer'
              ? 'must be a positive whole number'
              : 'must be a whole number from 1 to 100'
    }.`,
  unauthorized: "This gallery's API key was refused.",
  notFound: 'This album could not be found.',
  productNotFound: 'This product could not be found.',
  rateLimited: 'Too many requests. Please try again in a moment.',
  server: 'The gallery service is having trouble. Please try again.',
  http: (s) => `The gallery could not be loaded (HTTP ${s}).`,
  unreachable: 'The gallery service could not be reached. Please try again.',
  timeout: 'The gallery took too long to respond. Please try again.',
  parse: 'The gallery service sent a response it could not read.',
};

/**
 * The readable message for a failed load (contract §5 statuses, then causes without an answer).
 * `online` (the browser's `navigator.onLine`): a network failure then means the service could not be
 * reached (down, or a CORS refusal), and telling the visitor to check their connection would mislead.
 */
export const describeError = (
  s: Messages,
  { kind, status, message }: { kind: string; status: number; message: string },
  product: boolean,
  online = false,
): string =>
  kind === 'http'
    ? status === 401 || status === 403
      ? s.unauthorized
      : status === 404
        ? product
          ? s.productNotFound
          : s.notFound
        : status === 429
          ? s.rateLimited
          : status >= 500
            ? s.server
            : s.http(status)
    : kind === 'network'
      ? online
        ? s.unreachable
        : s.offline
      : kind === 'timeout'
        ? s.timeout
        : kind === 'parse'
          ? s.parse
          : message;

/** The element's status text for a failure under configuration `c` (an unusable one names its attribute). */
export const failureMessage = (
  s: Messages,
  error: { kind: string; status: number; message: string },
  c: AlbumConfig | ConfigProblem,
  online: boolean,
): string =>
  'attribute' in c
    ? error.kind === 'config'
      ? s.config(c.attribute, c.problem)
      : error.message
    : describeError(s, error, !!c.sku, online);
