import { html } from 'lit';
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import { classNames } from './class-names.js';
import type { NumberFormat } from './locale.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';

/**
 * The page's first `Intl.NumberFormat` pays a one-time setup (see `numberFormat`): counts wait until
 * a first page's first image has been painted (the tiles' finish says when), off the Largest
 * Contentful Paint's path and out of the page's render task.
 */
let counting = false;

/** Numbers may be formatted from now on (see `counting`). */
export const mayFormat = (): boolean => counting;

/** The count may be formatted from now on (see `counting`): `host` renders it. */
export const startCounting = (host: ReactiveControllerHost): void => {
  counting = true;
  host.requestUpdate();
};

/** The approved count line (empty until known, and until it may be formatted: see `counting`). */
export const renderCount = (count: number | null, s: UgcAlbumStrings, format: NumberFormat, row: boolean): TemplateResult => {
  const text = count == null || !counting ? '' : s.count(format(count), count);
  return html`<p part="count" class=${classNames({ count: true, 'carousel-count': row })}>${text}</p>`;
};
