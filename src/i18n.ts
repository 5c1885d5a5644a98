/**
 * Every string the widget shows or announces. A translation is another object of this shape;
 * numbers arrive already formatted for the reader's locale, with the raw number for plural rules.
 */
export interface UgcAlbumStrings {
  loading: string;
  empty: string;
  retry: string;
  loadMore: string;
  close: string;
  previous: string;
  next: string;
  /** Link text when a CTA or product has none. */
  shop: string;
  /** The `count` part, e.g. "1,234 photos". */
  count: (formatted: string, n: number) => string;
  /** Announced after "load more", e.g. "12 more photos loaded, 42 shown". */
  loadedMore: (added: string, shown: string, n: number) => string;
  /** A video tile's accessible name. */
  video: (alt: string) => string;
  /** The detail view's label, e.g. "Item 3 of 30". */
  itemOf: (n: string, total: string) => string;
  /** Shown and logged when an attribute is unusable; names the attribute. */
  config: (attribute: string, problem: 'missing' | 'json' | 'url' | 'range') => string;
  /** Error messages by cause. */
  unauthorized: string;
  notFound: string;
  productNotFound: string;
  rateLimited: string;
  server: string;
  http: (status: number) => string;
  offline: string;
  /** A network failure while the browser is online: the service is down or refused (CORS). */
  unreachable: string;
  timeout: string;
  parse: string;
}

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

const noop = () => {};

export const en: UgcAlbumStrings = {
  loading: 'Loading photos…',
  empty: 'No photos yet.',
  retry: 'Retry',
  loadMore: 'Load more',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  shop: 'Shop now',
  count: (f, n) => `${f} ${plural(n, 'photo', 'photos')}`,
  loadedMore: (a, s, n) => `${a} more ${plural(n, 'photo', 'photos')} loaded, ${s} shown`,
  video: (alt) => (/^video\b/i.test(alt) ? alt : `Video: ${alt}`),
  itemOf: (n, t) => `Item ${n} of ${t}`,
  config: (a, p) =>
    `This gallery is not set up correctly: the ${a} attribute ${
      p === 'missing'
        ? 'is missing'
        : p === 'json'
          ? 'must be a JSON object'
          : p === 'url'
            ? 'must be an http(s) URL'
            : 'must be a whole number from 1 to 100'
    }.`,
  unauthorized: "This gallery's API key was refused.",
  notFound: 'This album could not be found.',
  productNotFound: 'This product could not be found.',
  rateLimited: 'Too many requests. Please try again in a moment.',
  server: 'The gallery service is having trouble. Please try again.',
  http: (s) => `The gallery could not be loaded (HTTP ${s}).`,
  offline: 'You seem to be offline. Check your connection and try again.',
  unreachable: 'The gallery service could not be reached. Please try again.',
  timeout: 'The gallery took too long to respond. Please try again.',
  parse: 'The gallery service sent a response it could not read.',
};

// The other built-in languages, each a chunk of its own fetched when a widget needs it.
const chunks: Record<string, () => Promise<{ default: UgcAlbumStrings }>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  ja: () => import('./locales/ja.js'),
};
const loaded: Record<string, UgcAlbumStrings> = {};

/**
 * The built-in strings of a locale's language (`fr-CA` → French): English until its chunk has
 * arrived (then `ready` is called), and for languages without built-in strings. A chunk that failed
 * to load (offline) is asked for again by the next render.
 */
export const builtInStrings = (locale: string, ready: () => void): UgcAlbumStrings => {
  const lang = locale.split(/[-_]/)[0]!.toLowerCase();
  if (!loaded[lang]) {
    chunks[lang]?.().then((m) => {
      loaded[lang] = m.default;
      ready();
    }, noop);
  }
  return loaded[lang] ?? en;
};

/**
 * The readable message for a failed load (contract §5 statuses, then causes without an answer).
 * `online` (the browser's `navigator.onLine`): a network failure then means the service could not be
 * reached (down, or a CORS refusal), and telling the visitor to check their connection would mislead.
 */
export const describeError = (
  s: UgcAlbumStrings,
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
