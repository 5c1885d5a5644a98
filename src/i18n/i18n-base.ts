import { chunkFailed } from '../element/chunk.js';
import type { UgcAlbumStrings } from './strings.js';
import type { DetailStrings } from './i18n-detail.js';
import type { FailureStrings } from './i18n-failure.js';
import { offline } from './offline.js';
import type { StoryStrings } from './i18n-story.js';
import type { CartStrings } from './i18n-cart.js';

/**
 * The strings a working gallery shows at first (a failure's are in `i18n-failure.ts`, the detail
 * view's in `i18n-detail.ts`, the story viewer's in `i18n-story.ts`, the cart button's in
 * `i18n-cart.ts`: in chunks of their own).
 */
export type BaseStrings = Omit<UgcAlbumStrings, keyof FailureStrings | keyof DetailStrings | keyof StoryStrings | keyof CartStrings>;

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

const noop = () => {};

export const enBase: BaseStrings = {
  offline: offline['en']!,
  loading: 'Loading posts…',
  empty: 'No posts yet.',
  retry: 'Retry',
  loadMore: 'Load more',
  count: (f, n) => `${f} ${plural(n, 'post', 'posts')}`,
  loaded: (s, n) => `${s} ${plural(n, 'post', 'posts')} shown`,
  loadedMore: (a, s, n) => `${a} more ${plural(n, 'post', 'posts')} loaded, ${s} shown`,
  video: (alt) => (/^video\b/i.test(alt) ? alt : `Video: ${alt}`),
  // The date is Intl's English medium date ("Nov 2, 2026") rewritten from toDateString ("Mon Nov 02
  // 2026"): the page's first Intl.DateTimeFormat costs about 27 ms to build (ICU), which would land
  // in the render of the first page's tiles. Other languages build theirs as their chunk loads.
  by: (name, video, date) => `${video ? 'Video' : 'Photo'}${name && ` by ${name}`}${date ? `, ${date.toDateString().replace(/\S+ (\S+) 0?(\d+)/, '$1 $2,')}` : ''}`,
};

// The other built-in languages, each a chunk of its own fetched when a widget needs it. Both tables
// have no prototype: a page's `lang` can be any text ("constructor", "toString"), and a page's
// scripts may have added members to Object.prototype; neither may be taken for a language.
const chunks: Record<string, () => Promise<{ default: UgcAlbumStrings }>> = {
  __proto__: null,
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  ja: () => import('./locales/ja.js'),
} as never;
const loaded: Record<string, UgcAlbumStrings> = { __proto__: null } as never;

/** A locale's language, whose strings it shows: `fr-CA` → `fr`. */
export const languageOf = (locale: string): string => locale.split(/[-_]/)[0]!.toLowerCase();

/**
 * Loads the built-in strings of `locale`'s language, if it has some, so that `builtInStrings` returns
 * them at once: a server render (`ugc-album/ssr`) has one chance to render. Rejects when they do not load.
 */
export const loadStrings = async (locale: string): Promise<void> => {
  const lang = languageOf(locale);
  if (!loaded[lang] && chunks[lang]) loaded[lang] = (await chunks[lang]()).default;
};

/**
 * The built-in strings of a locale's language (`fr-CA` → French): English until its chunk has
 * arrived (then `ready` is called), and for languages without built-in strings. A chunk that failed
 * to load (offline) is warned about and asked for again by the next render.
 */
export const builtInStrings = (locale: string, ready: () => void): BaseStrings => {
  const lang = languageOf(locale);
  if (!loaded[lang]) {
    chunks[lang]?.()
      .catch(chunkFailed(lang))
      .then((m) => {
        loaded[lang] = m.default;
        ready();
      }, noop);
  }
  // Until then (or when it cannot load: offline), English with the offline message in the language.
  return loaded[lang] ?? { ...enBase, offline: offline[lang] ?? enBase.offline };
};
