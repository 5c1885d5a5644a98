import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { shownPrice } from './shoppable.js';
import type { MediaProductDetail } from '../client/media.types.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';

/** What a product's price needs of the view that shows it (the detail view, the story viewer). */
export interface PriceContext {
  strings: Pick<UgcAlbumStrings, 'was'>;
  /** Locale-aware number formatting that never throws. */
  format: (n: number, options?: Intl.NumberFormatOptions) => string;
  /** Now, in epoch ms (sale windows). */
  now?: number;
}

/** How a price in `currency` is formatted. */
export const moneyOptions = (currency: string): Intl.NumberFormatOptions => ({ style: 'currency', currency });

/**
 * A product's price (part `price`), or during a sale the sale price, the regular one struck through
 * and read as "was …"; nothing without a price to show.
 */
export const renderPrice = (v: PriceContext, p: MediaProductDetail): TemplateResult | typeof nothing => {
  const shown = shownPrice(p, v.now);
  if (!shown) return nothing;
  const money = (n: number) => v.format(n, moneyOptions(shown.currency));
  if (shown.was == null) return html`<span part="price" class="price"><span>${money(shown.price)}</span></span>`;
  const was = money(shown.was);
  return html`<span part="price" class="price"><span class="sale">${money(shown.price)}</span> <s aria-hidden="true">${was}</s><span class="visually-hidden"> ${v.strings.was(was)}</span></span>`;
};
