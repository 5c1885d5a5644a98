import { nothing } from 'lit';
import type { MediaItem, Rendition } from '../client/media.types.js';

// http(s) with a host and no credentials: a user name makes look-alikes (`https://shop.example@evil.example/`).
const HTTP = /^https?:\/\/[^/@]+\//i;

/**
 * A response URL as an attribute value: http(s) without credentials only, else the attribute is left
 * out. The reader already filters; this keeps the guarantee local to every `src`/`href` binding.
 */
export const safeUrl = (url: string | null | undefined): string | typeof nothing =>
  url && HTTP.test(url) ? url : nothing;

/** `srcset` with `w` descriptors (each scaled by `scale`), or no attribute at all. */
export const srcset = (renditions: readonly Rendition[], scale = 1): string | typeof nothing => {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const { url, width } of renditions) {
    const w = Math.round(width * scale);
    if (!HTTP.test(url) || !(w > 0) || seen.has(w)) continue;
    seen.add(w);
    // A space would end the URL inside srcset; encoded, it is the same URL.
    out.push(`${url.replace(/\s/g, encodeURIComponent)} ${w}w`);
  }
  return out.join(', ') || nothing;
};

/**
 * A tile crops its image to a square (`object-fit: cover`), or to a 9:16 story card (`aspect`, its
 * width over its height), so an image wider than the box must be as tall as it: descriptors count
 * the width that covers the box's height, and the browser then picks the smallest rendition that
 * covers the box at the device pixel ratio. On a high-density screen, covering 91 % of it is
 * enough (a 10 % upscale does not show there): a 16:9 still's 640w rendition then serves a ~195px
 * tile at 2×, where otherwise it would take the 1280w one. A server render (`ugc-album/ssr`) knows
 * no screen: it counts on a high-density one, as most phones have.
 */
export const coverScale = ({ width, height }: MediaItem, aspect: number): number =>
  (width && height ? Math.min(1, (aspect * height) / width) : 1) * (globalThis.devicePixelRatio <= 1 ? 1 : 1.1);

/** Largest size the detail view uses: up to the `large` rendition (1280w), never the original. */
export const LARGE = 1280;

export const upToLarge = (renditions: readonly Rendition[]): readonly Rendition[] => {
  const fit = renditions.filter((r) => r.width <= LARGE);
  return fit.length ? fit : renditions.slice(0, 1);
};
