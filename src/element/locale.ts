/*
 * The widget's language, direction and numbers, resolved in one place: the element reads them once
 * per update, for the grid and for the detail view alike.
 */

/** Languages written right to left. */
const RIGHT_TO_LEFT = /^(ar|fa|he|ur)\b/i;

/** Formats a number in the widget's locale; never throws. */
export type NumberFormat = (n: number, options?: Intl.NumberFormatOptions) => string;

/**
 * The page's language where `host` is: the `lang` of its closest ancestor (or of the page). `ownLang`
 * says whether the host set its own `lang` (`applyLanguage`): that one is not the page's.
 */
export const pageLanguage = (host: HTMLElement, ownLang: boolean): string =>
  (ownLang ? host.parentElement : host)?.closest<HTMLElement>('[lang]')?.lang || document.documentElement.lang;

/**
 * The locale of `host`: its `locale` property, else the page's language there, else the browser's.
 * Whatever the page set (a `locale` whose `toString` throws), it never throws: '' then, which means
 * the browser's.
 */
export const resolveLocale = (host: HTMLElement & { locale?: unknown }, ownLang = false): string => {
  try {
    return String(host.locale || pageLanguage(host, ownLang) || navigator.language);
  } catch {
    return '';
  }
};

/**
 * The page's direction wins; without one, the locale's: sets or removes the host's own `dir`.
 * `ownDir` says whether the host set its own `dir` last time (an ancestor's `dir` is then not the
 * page's); returns whether it has set one now.
 */
export const applyDirection = (host: HTMLElement, locale: string, ownDir: boolean): boolean => {
  if (!ownDir && host.closest('[dir]')) return false;
  const rtl = RIGHT_TO_LEFT.test(locale);
  if (rtl) host.dir = 'rtl';
  else host.removeAttribute('dir');
  return rtl;
};

/**
 * Number formatting in `locale`. A bad `lang` makes Intl throw: the browser's locale then, never a
 * broken render. (Currency codes reach here only well-formed, which Intl never refuses: see
 * `normalizeProduct`.)
 *
 * The page's first `Intl.NumberFormat` pays a one-time setup (ICU's: measured 25–35 ms on an idle
 * desktop core, 120–180 ms at Lighthouse's 4× CPU slowdown). English below 1,000 is plain digits in
 * every region, so those numbers skip it. Only `en` and `en-XX`: a longer tag may ask for other
 * digits (`en-u-nu-arab`), which Intl reads.
 */
export const numberFormat =
  (locale: string): NumberFormat =>
  (n, options) => {
    if (n < 1000 && !options && /^en(-..)?$/i.test(locale)) return String(n);
    try {
      return formatter(locale, options).format(n);
    } catch {
      return formatter(undefined, options).format(n);
    }
  };

/**
 * Each formatter is made once per page and locale (a price in the story viewer is formatted again on
 * every step): making one costs far more than using it.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (locale: string | undefined, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat => {
  const key = `${locale ?? ''} ${options ? JSON.stringify(options) : ''}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = Intl.NumberFormat(locale, options)));
  return made;
};

/** A copy of the page's `strings`, or none when reading them throws (a getter that throws). */
export const pageStrings = (strings: unknown): object | undefined => {
  try {
    return { ...(strings as object) };
  } catch {
    return undefined;
  }
};
