import { nothing } from 'lit';
import { mediaDetail } from '../client/media-detail.js';
import type { MediaDetail, MediaItem } from '../client/media.types.js';
import { safeUrl } from './image-sources.js';

/*
 * What the detail view and the story viewer read of an item beyond the grid's model: once per item,
 * so that a product keeps its identity (and its "Add to cart" state) across renders.
 */

// Read once per item: pointing at products and playing a video re-render the views often.
const details = new WeakMap<MediaItem, MediaDetail>();
export const detailOf = (item: MediaItem): MediaDetail => {
  let detail = details.get(item);
  if (!detail) {
    detail = mediaDetail(item);
    details.set(item, detail);
  }
  return detail;
};

/** The products the detail view and the story viewer list: those with a usable link. */
export const shownProducts = (detail: MediaDetail): MediaDetail['products'] =>
  detail.products.filter((p) => safeUrl(p.link) !== nothing);
