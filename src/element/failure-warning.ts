import type { ContentError } from '../client/content-error.js';
import type { AlbumConfig, ConfigProblem } from './album-config.js';

// The merchant's half of a failure: one console warning saying what failed, the request that
// failed, and the likely fix. The shopper's half is the status message (i18n-failure.ts). Both come
// with the failure chunk: a working gallery never loads this.

const attributeFix = {
  missing: 'set it',
  json: 'it must be a JSON object, e.g. {"recency":true}',
  url: 'it must be an http(s) URL with no user name, password, query or fragment, e.g. https://content.example.com',
  range: 'it must be a whole number from 1 to 100',
  integer: 'it must be a positive whole number, e.g. 12608567',
};

/** What the merchant can do about a failed request (contract §5 statuses, then the causes without an answer). */
function likelyFix({ kind, status }: ContentError, c: AlbumConfig): string {
  const what = c.sku ? `sku "${c.sku}"` : `album-id "${c.albumId}"`;
  if (kind === 'http') {
    if (status === 401 || status === 403)
      return `check the api-key attribute ("${c.apiKey}"): it must be your account's public API Key, as the Content Service dashboard shows it.`;
    if (status === 404)
      return `check ${what} (the service has no such ${c.sku ? 'product' : 'album'} for this API key) and base-url ("${c.baseUrl}": the Content Service origin, not your own site).`;
    if (status === 429) return 'the service is limiting requests; the widget retried and offers Retry. Fewer widgets loading at once on a page helps.';
    if (status >= 500) return 'the Content Service failed; the widget retried and offers Retry. Nothing to change on your page; try again later.';
    return 'check the sort and filters attributes: the service refused the request.';
  }
  if (kind === 'network')
    return `check base-url ("${c.baseUrl}"): the Content Service origin must be reachable, answer with CORS headers, and be allowed by your Content-Security-Policy's connect-src. The browser's console line above says which.`;
  if (kind === 'timeout') return `the service at base-url ("${c.baseUrl}") did not answer in time; the widget retried and offers Retry.`;
  return `check base-url ("${c.baseUrl}"): the answer was not the Content Service's JSON (a page of your own site, or a proxy, answers there).`;
}

/**
 * Writes the one console warning for a failure shown under configuration `c`: an unusable attribute
 * (nothing was sent), or a request that failed (its status, method and URL, and the likely fix).
 * The URL's only credential is the public API key, shown so a wrong one can be seen.
 */
export function warnFailure(error: ContentError, c: AlbumConfig | ConfigProblem): void {
  if ('attribute' in c) {
    console.warn(`<ugc-album>: the ${c.attribute} attribute is unusable (${c.problem}): ${attributeFix[c.problem]}. Nothing was requested.`);
    return;
  }
  const status = error.kind === 'http' ? `HTTP ${error.status} "${error.message}"` : `${error.kind} error (${error.message})`;
  const request = error.request ? ` for GET ${error.request}` : '';
  console.warn(`<ugc-album>: the gallery could not load: ${status}${request}. Likely fix: ${likelyFix(error, c)}`);
}
