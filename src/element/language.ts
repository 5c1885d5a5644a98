import { pageLanguage } from './locale.js';

/*
 * The widget's own `lang`, a chunk of its own: only a widget given a `locale` can speak another
 * language than its page, so only such a widget loads it.
 */

/** A well-formed language tag (WebKit's `navigator.language` can be "C"). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z\d]{1,8})*$/i;

/**
 * Language of parts (WCAG 3.1.2): a widget whose `locale` is not the page's language says so on the
 * host, or screen readers read its French with the page's English voice. Its shadow tree and its
 * dialog inherit it (the `header` slot's content too: a page whose header is in its own language
 * marks it). Only a `locale` asked for is marked (the browser's language, on a page that states
 * none, is the reader's own); a `lang` the page set on the element is the page's and stays. Sets or
 * removes the host's own `lang`; `ownLang` says whether it had set one; returns whether it has now.
 */
export const applyLanguage = (host: HTMLElement & { locale?: unknown }, locale: string, ownLang: boolean): boolean => {
  const page = pageLanguage(host, ownLang);
  const mark = !!host.locale && locale.toLowerCase() != page.toLowerCase() && LANGUAGE_TAG.test(locale);
  if (mark && (ownLang || !host.hasAttribute('lang'))) {
    host.lang = locale;
    return true;
  }
  if (ownLang) host.removeAttribute('lang');
  return false;
};
