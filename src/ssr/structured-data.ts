/*
 * The served first page's photos as schema.org `ImageObject`s (JSON-LD), for search engines: Google
 * Images can then credit each photo to the shopper who posted it (docs/server-rendering.md,
 * "Structured data"). Built from the items the tiles show, after the tolerant reader: every URL is
 * http(s), every text bounded and stripped of controls.
 */
import type { MediaItem } from '../client/media.types.js';
import { safeUrl, upToLarge } from '../element/image-sources.js';

/** One photo as schema.org `ImageObject`, in Google's image metadata terms. */
export interface ServedImageObject {
  '@context': 'https://schema.org';
  '@type': 'ImageObject';
  /** The image the tile shows (its `src`): Google ties the metadata to the image by this URL. */
  contentUrl: string;
  creator: { '@type': 'Person'; name: string };
  creditText: string;
  caption?: string;
  description?: string;
  uploadDate?: string;
}

/**
 * `item` as an `ImageObject`, or null when Google could not use it: a video (Google's `VideoObject`
 * needs a `<video>` on the page, and a tile shows only its still), an image with no usable URL, or one
 * with nobody to credit (Google requires, beside `contentUrl`, one of `creator`, `creditText`,
 * `copyrightNotice` or `license`; the merchant's license over shoppers' photos is not ours to state).
 */
const imageObject = (item: MediaItem): ServedImageObject | null => {
  // The URL of the tile's `src` (tile-controller.ts): the smallest still up to `large`.
  const url = safeUrl(upToLarge(item.tile ?? item.renditions)[0]?.url);
  if (item.type != 'image' || typeof url != 'string' || !item.userName) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    contentUrl: url,
    creator: { '@type': 'Person', name: item.userName },
    creditText: item.userName,
    // The reader leaves placeholders ("No photo description available.") out of `altText`.
    ...(item.caption && { caption: item.caption }),
    ...(item.altText && { description: item.altText }),
    ...(item.createdAt && { uploadDate: item.createdAt.toISOString() }),
  };
};

/** The items' `ImageObject`s, in the tiles' order (empty when none can be credited). */
export const imageObjects = (items: readonly MediaItem[]): ServedImageObject[] =>
  items.map(imageObject).filter((o): o is ServedImageObject => o != null);
