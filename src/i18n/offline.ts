// The offline message in every built-in language, in the first render; each locale's chunk takes
// its own from here.

/**
 * Offline, neither a locale's chunk nor the failure messages' chunk can load, and the visitor must
 * still read why there are no photos in their language (never an exception's English text). Short:
 * every widget page carries them (Retry's own label stays with the locale's chunk: the first render
 * has no room for it), and back online the widget loads by itself.
 */
export const offline: Record<string, string> = {
  __proto__: null,
  en: 'You seem to be offline.',
  ar: 'يبدو أنك غير متصل بالإنترنت.',
  de: 'Sie scheinen offline zu sein.',
  es: 'Parece que no tienes conexión.',
  fr: 'Vous semblez être hors ligne.',
  ja: 'オフラインのようです。',
} as never;
