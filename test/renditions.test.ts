// Which image file a tile and the detail view use, on responses shaped like the live service's
// (sandbox album 1007, demo/sandbox/README.md "Real shapes"): sizes absent or null, 1080-wide
// Instagram originals, CDN renditions missing or junk. Checked at device pixel ratios 1, 2 and 3 on
// what the browser really picked (`currentSrc`), over real HTTP.
import { expect } from '@open-wc/testing';
import { clearContentCache, clientOptions, resetClientOptions } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import type { MediaItem } from '../src/client/media.types.js';
import { albumAttrs, mount, part, parts, uniqueKey } from './support/album.js';
import { engine, itWhere } from './support/engine.js';

const REAL = 1007;
/** The widest file a tile or the detail view may use (the `large` rendition). */
const LARGE = 1280;

/** `srcset` as [url, width descriptor] pairs. */
const candidates = (srcset: string): [string, number][] =>
  srcset
    ? srcset.split(/,\s+/).map((c) => {
        const [url, w] = c.trim().split(/\s+/);
        return [url!, parseInt(w!, 10)];
      })
    : [];

/** Answers to requests made with api key `key` get fresh media URLs (nothing from the memory cache). */
function freshMedia(key: string): void {
  clientOptions.fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input instanceof Request ? input.url : input).includes(key)) return res;
    const body = (await res.text()).replace(/"(https?:[^"]*\/media\/[^"]*\.jpg)"/g, (_, url: string) => JSON.stringify(`${url}?fresh=${key}`));
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

describe('renditions on real-shaped items', () => {
  beforeEach(() => clearContentCache());
  afterEach(async () => {
    resetClientOptions();
    await setViewport({ width: 800, height: 600 });
    await executeServerCommand('ugc-viewport', { width: 800, height: 600, deviceScaleFactor: 1 });
  });

  for (const dpr of [1, 2, 3]) {
    itWhere(dpr === 1 || engine.emulatesDeviceScale, 'device pixel ratio emulation', `at a device pixel ratio of ${dpr}, tiles never use the original beside another rendition, nor a width it does not have`, async function () {
      this.timeout(30_000);
      await executeServerCommand('ugc-viewport', { width: 800, height: 1400, deviceScaleFactor: dpr });
      expect(devicePixelRatio).to.equal(dpr);
      const key = uniqueKey('renditions');
      freshMedia(key);
      const box = document.createElement('div');
      box.style.cssText = 'width:600px;--ugc-album-columns:3';
      const items: MediaItem[] = [];
      const el = await mount(
        albumAttrs({ 'album-id': REAL, 'per-page': 36, eager: true, 'api-key': key }),
        (e) => e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)),
        box,
      );
      await waitUntil(() => items.length, 'never loaded');
      const tiles = parts(el, 'item');
      expect(tiles).to.have.length(items.length);
      let onlyOriginal = 0;
      let originals1080 = 0;
      for (const [i, item] of items.entries()) {
        const img = tiles[i]!.querySelector<HTMLImageElement>('[part="tile-image"]')!;
        expect(img, `tile ${i} has no image`).to.exist;
        img.loading = 'eager';
        const others = item.renditions.filter((r) => r.url !== item.originalUrl);
        const srcset = candidates(img.getAttribute('srcset') ?? '');
        if (item.originalUrl && others.length) {
          // Never the original while another rendition exists: not in srcset, not as src.
          expect(img.getAttribute('srcset') ?? '', `tile ${i}`).not.to.contain(item.originalUrl);
          expect(img.getAttribute('src'), `tile ${i}`).not.to.equal(item.originalUrl);
        } else if (item.type === 'image' && item.originalUrl) {
          // Only the original: a plain src, without an invented width descriptor.
          onlyOriginal++;
          expect(img.hasAttribute('srcset'), `tile ${i}: ${img.getAttribute('srcset')}`).to.equal(item.width !== null);
          expect(img.getAttribute('src')).to.equal(item.originalUrl);
        }
        // A descriptor is the file's width times the tile's cover scale: never more than the original has.
        const scale = (item.width && item.height ? Math.min(1, item.height / item.width) : 1) * (dpr > 1 ? 1.1 : 1);
        for (const [url, w] of srcset) {
          const rendition = (item.tile ?? item.renditions).find((r) => r.url === url);
          expect(rendition, `tile ${i}: ${url} is none of the item's files`).to.exist;
          expect(Math.abs(w - Math.round(rendition!.width * scale)), `tile ${i}: ${url} ${w}w`).to.be.at.most(1);
          if (item.width) expect(rendition!.width, `tile ${i}: ${url} wider than its ${item.width}px original`).to.be.at.most(item.width);
        }
        if (item.width === 1080 && item.type === 'image') {
          originals1080++;
          expect(item.renditions.map((r) => r.width)).not.to.include(LARGE);
        }
      }
      // The album really has these cases.
      expect(onlyOriginal, 'items with nothing but the original').to.be.at.least(3);
      expect(originals1080, 'items with 1080-wide originals of known size').to.be.at.least(2);
      // What the browser picked: one of the item's files, never the original while others exist,
      // never beyond large.
      const images = parts<HTMLImageElement>(el, 'tile-image');
      await waitUntil(() => images.every((img) => img.complete && img.currentSrc), 'images never loaded', { timeout: 20_000 });
      images.forEach((img, i) => {
        const item = items[i]!;
        const chosen = (item.tile ?? item.renditions).find((r) => r.url === img.currentSrc);
        expect(chosen, `tile ${i}: ${img.currentSrc}`).to.exist;
        // Beyond large only when the original is all there is.
        if (item.renditions.some((r) => r.url !== item.originalUrl)) {
          expect(img.currentSrc, `tile ${i}`).not.to.equal(item.originalUrl);
          expect(chosen!.width, `tile ${i}`).to.be.at.most(LARGE);
        }
      });
    });
  }

  it('the detail view uses up to large, and the original only when it is the only image', async function () {
    this.timeout(40_000);
    for (const onlyOriginal of [false, true]) {
      // Media URLs of its own: the large renditions it loads must not sit in the memory cache for
      // later test files (Chromium then prefers a cached larger file in a tile).
      const key = uniqueKey('detail');
      freshMedia(key);
      const items: MediaItem[] = [];
      const el = await mount(
        albumAttrs({ 'album-id': REAL, 'per-page': 36, eager: true, 'api-key': key }),
        (e) => e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)),
      );
      await waitUntil(() => items.length, 'never loaded');
      const index = items.findIndex(
        (it) => it.type === 'image' && !!it.originalUrl && it.renditions.some((r) => r.url !== it.originalUrl) !== onlyOriginal,
      );
      expect(index, `an item with ${onlyOriginal ? 'only its original' : 'renditions'}`).to.be.at.least(0);
      const item = items[index]!;
      parts(el, 'item')[index]!.click();
      await waitUntil(() => part<HTMLImageElement>(el, 'lightbox-image')?.complete && part<HTMLImageElement>(el, 'lightbox-image')?.currentSrc, 'detail image never loaded');
      const img = part<HTMLImageElement>(el, 'lightbox-image')!;
      if (onlyOriginal) {
        expect(img.currentSrc).to.equal(item.originalUrl);
        expect(img.hasAttribute('srcset')).to.equal(item.width !== null);
      } else {
        expect(img.getAttribute('srcset') ?? '').not.to.contain(item.originalUrl);
        expect(img.getAttribute('src')).not.to.equal(item.originalUrl);
        // The whole picture: never a tile's square crop.
        const chosen = item.renditions.find((r) => r.url === img.currentSrc);
        expect(chosen, img.currentSrc).to.exist;
        expect(chosen!.width).to.be.at.most(LARGE);
      }
      el.remove();
    }
  });
});
