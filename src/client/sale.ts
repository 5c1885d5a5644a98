import type { MediaProductDetail } from './media.types.js';

/**
 * Whether a product's sale price applies at `now` (epoch ms): there is a sale price below the
 * regular one (or no regular one), and `now` is inside the sale window. A missing start or end
 * leaves that side of the window open. Its own module so that only the detail view, which shows
 * prices, carries it.
 */
export const isOnSale = (
  { price, salePrice, saleStart, saleEnd }: Pick<MediaProductDetail, 'price' | 'salePrice' | 'saleStart' | 'saleEnd'>,
  now = Date.now(),
): boolean =>
  salePrice !== null &&
  salePrice >= 0 &&
  (price === null || salePrice < price) &&
  (!saleStart || saleStart.getTime() <= now) &&
  (!saleEnd || now < saleEnd.getTime());
