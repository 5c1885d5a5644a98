import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { classNames } from './class-names.js';
import type { AlbumConfig, ConfigProblem } from './album-config.js';
import type { LoadStatus } from './album-loader.js';
import { lazyChunk } from './chunk.js';
import type { ContentError } from '../client/content-error.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';

/*
 * The widget's status: loading, empty and error messages, and Retry. The English failure messages
 * (and what picks one, and the merchant's console warning) are a chunk of their own, fetched before
 * a first failure is shown: a working gallery never needs them.
 */

let failureTexts: typeof import('../i18n/i18n-failure.js') | undefined;
const failureChunk = lazyChunk('i18n-failure', () => import('../i18n/i18n-failure.js').then((m) => (failureTexts = m)));

/** Resolves once the failure messages are there, or could not be loaded (then the offline message shows). */
export const loadFailureTexts = (): Promise<unknown> => failureChunk().catch(() => {});

/** The English failure strings, once loaded (the locale's and the page's go over them). */
export const failureStrings = (): Partial<UgcAlbumStrings> | undefined => failureTexts?.enFailure;

/** The merchant's console warning for a failure, with the fix (once the failure messages are there). */
export const warnFailure = (error: ContentError, config: AlbumConfig | ConfigProblem): void =>
  failureTexts?.warnFailure(error, config);

/** What the status shows. */
export interface StatusState {
  status: LoadStatus;
  error: ContentError | null;
  config: AlbumConfig | ConfigProblem;
  strings: UgcAlbumStrings;
  /** No page yet: the status is read by screen readers only. */
  waiting: boolean;
  /** Retry's click handler. */
  retry: (e: Event) => void;
}

/** Loading, empty and error messages; after them, Retry where trying again can help. */
export const renderStatus = ({ status, error, config, strings: s, waiting, retry }: StatusState): TemplateResult => {
  const message =
    status === 'loading'
      ? s.loading
      : error
        ? failureTexts
          ? failureTexts.failureMessage(s, error, config, navigator.onLine)
          : // Its chunk did not load: offline, in the reader's language (never the exception's text).
            s.offline
        : '';
  const shown =
    status === 'empty'
      ? html`<slot name="empty"><p>${s.empty}</p></slot>`
      : error
        ? html`<slot name="error"><p>${message}</p></slot>`
        : message
          ? html`<p>${message}</p>`
          : nothing;
  // Retry only where trying again can help (429, 5xx, no answer, an unreadable answer): not a
  // refused key, a missing album or an unusable attribute. Beside the status region, not in it: a
  // status reads its whole content when it changes, and the button is no part of the message.
  const retryButton = error?.retryable
    ? html`<button part="retry" class="button" type="button" @click=${retry}>${s.retry}</button>`
    : nothing;
  // While waiting, the status is for screen readers only: the placeholders show the loading. It
  // shares the tiles' cell (.tiles-box): a failed first page's message is centred over its
  // placeholders, a failed next page's at the foot of the boxes held for it.
  return html`<div class=${classNames({ status: true, 'visually-hidden': waiting, 'over-placeholders': status === 'error' })}><div
      part="status"
      role="status"
    >${shown}</div>${retryButton}</div>`;
};
