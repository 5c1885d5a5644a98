// The tiles' finish (issue 9 point 5, src/element/tile-marks.ts, a chunk of its own): marks for the
// source and for shoppable items, the submitter's name on hover and focus, images that fade in (never
// under reduced motion), all without moving anything and without changing what a tile is called.
import { expect } from '@open-wc/testing';
import { clientOptions } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { emulateMedia, resetMouse, sendMouse } from '@web/test-runner-commands';
import type { MediaItem } from '../src/client/media.types.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { engine, itWhere, mediaEmulation, resetMedia } from './support/engine.js';
import { albumAttrs, mount, parts, sandboxUrl, uniqueKey } from './support/album.js';

const MAIN = 1001;

/** A loaded album whose tiles have all been finished (the chunk has arrived and run). */
async function finished(attrs = {}): Promise<{ el: UgcAlbumElement; items: MediaItem[]; tiles: HTMLElement[] }> {
  const items: MediaItem[] = [];
  const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true, ...attrs }), (e) =>
    e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)),
  );
  await waitUntil(
    () => items.length && parts(el, 'item').length === items.length && parts(el, 'item').every((t) => t.querySelector('.tile-marks')),
    'the tiles were never finished',
  );
  return { el, items, tiles: parts(el, 'item') };
}

const rects = (nodes: Element[]) => nodes.map((n) => JSON.stringify(n.getBoundingClientRect()));

describe('tile marks and overlays', () => {
  afterEach(async () => {
    await resetMouse();
    await resetMedia({ reducedMotion: 'no-preference' });
  });

  it('marks an item with products with a bag and an Instagram item with its icon, and no others', async () => {
    const { items, tiles } = await finished();
    const shop = items.filter((i) => i.products.length).length;
    const insta = items.filter((i) => i.source == 'instagram').length;
    // The album has both, and items without either (so the marks tell them apart).
    expect(shop, 'items with products').to.be.within(1, items.length - 1);
    expect(insta, 'Instagram items').to.be.within(1, items.length - 1);
    tiles.forEach((tile, i) => {
      const item = items[i]!;
      expect(!!tile.querySelector('.tile-marks .bag'), `bag on tile ${i}`).to.equal(item.products.length > 0);
      expect(!!tile.querySelector('.tile-marks .instagram'), `Instagram mark on tile ${i}`).to.equal(item.source == 'instagram');
      // Marks are made once per tile, whatever the number of renders since.
      expect(tile.querySelectorAll('.tile-marks').length).to.equal(1);
    });
  });

  it('marks the new items when the album changes (tiles are reused for the next album)', async () => {
    const { el } = await finished();
    const next: MediaItem[] = [];
    el.addEventListener('ugc-load', (ev) => next.push(...ev.detail.items));
    el.setAttribute('album-id', '1007');
    await waitUntil(() => next.length && parts(el, 'item').length === next.length, 'the next album never rendered');
    await waitUntil(() => parts(el, 'item').every((t) => t.querySelector('.tile-marks')), 'the next tiles were never finished');
    parts(el, 'item').forEach((tile, k) => {
      const item = next[k]!;
      expect(tile.querySelector('.tile-name')?.textContent ?? '', `name on tile ${k}`).to.equal(item.userName);
      expect(!!tile.querySelector('.tile-marks .bag'), `bag on tile ${k}`).to.equal(item.products.length > 0);
      expect(tile.querySelectorAll('.tile-marks').length).to.equal(1);
    });
  });

  it("shows the submitter's name, isolated, on the tile under the mouse and on the focused tile only", async () => {
    const { items, tiles } = await finished();
    const i = items.findIndex((it) => it.userName);
    const overlay = tiles[i]!.querySelector<HTMLElement>('.tile-name')!;
    expect(overlay.tagName).to.equal('BDI');
    expect(overlay.textContent).to.equal(items[i]!.userName);
    tiles.forEach((tile, k) => expect(tile.querySelector('.tile-name')?.textContent ?? '').to.equal(items[k]!.userName));
    // A fine pointer (the automation's mouse): hidden until hovered.
    const shown = (o: Element) => getComputedStyle(o).opacity === '1';
    if (matchMedia('(pointer: coarse)').matches) return void expect(shown(overlay)).to.equal(true);
    expect(shown(overlay)).to.equal(false);
    const r = tiles[i]!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await waitUntil(() => shown(overlay), 'the name did not show on hover');
    const other = tiles.find((t, k) => k !== i && t.querySelector('.tile-name'))!.querySelector('.tile-name')!;
    expect(shown(other)).to.equal(false);
  });

  it('moves nothing: every tile, image and the widget keep their boxes with the marks in', async () => {
    const { el, tiles } = await finished();
    const below = document.createElement('p');
    below.textContent = 'below the widget';
    el.after(below);
    const boxes = () => rects([...tiles, ...tiles.flatMap((t) => [...t.querySelectorAll('img')]), el, below]);
    const withMarks = boxes();
    // Marks sit over the tile's corner, inside it.
    const box = tiles[0]!.getBoundingClientRect();
    const mark = tiles[0]!.querySelector('.tile-marks')!.getBoundingClientRect();
    expect(mark.top >= box.top && mark.right <= box.right + 0.5 && mark.bottom <= box.bottom, JSON.stringify(mark)).to.equal(true);
    // The same tiles without what the finish added: nothing else has moved.
    const added = [...el.shadowRoot!.querySelectorAll('.tile-marks, .tile-name')].map((n) => [n, n.parentNode!] as const);
    for (const [n] of added) n.remove();
    expect(boxes()).to.deep.equal(withMarks);
    for (const [n, parent] of added) parent.appendChild(n);
    below.remove();
  });

  itWhere(engine.emulatesMedia, mediaEmulation, "fades lazy images in (never the first screen's), except under reduced motion", async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { el } = await finished({ 'per-page': 40 });
    // The first screen's images show as they load: a transparent image is no Largest Contentful Paint.
    const first = el.shadowRoot!.querySelector<HTMLImageElement>('.tile img[loading="eager"]')!;
    first.classList.remove('loaded');
    for (const a of first.getAnimations()) a.finish();
    expect(getComputedStyle(first).opacity).to.equal('1');
    const img = el.shadowRoot!.querySelector<HTMLImageElement>('.tile img[loading="lazy"]')!;
    // An image not yet loaded (no `in`) is transparent, reached by a transition (finished here).
    img.classList.remove('loaded');
    let style = getComputedStyle(img);
    expect(parseFloat(style.transitionDuration)).to.be.greaterThan(0);
    for (const a of img.getAnimations()) a.finish();
    expect(style.opacity).to.equal('0');
    img.classList.add('loaded');
    for (const a of img.getAnimations()) a.finish();
    img.classList.remove('loaded');
    await emulateMedia({ reducedMotion: 'reduce' });
    // Reduced motion: the image shows, loaded or not (the transition under way is dropped).
    await waitUntil(() => getComputedStyle(img).opacity === '1', `opacity ${getComputedStyle(img).opacity}`);
    style = getComputedStyle(img);
    expect(style.transitionDuration.split(',').every((t) => parseFloat(t) === 0)).to.equal(true);
    // Nor does hovering zoom.
    expect(style.transform).to.equal('none');
  });

  it("finishes the tiles only once the first tile's image has settled: never while it is on its way", async () => {
    // The first item's image takes a second (the sandbox's slow switch; it answers with JSON, so the
    // image then fails, which ends the wait too). Restyling every tile meanwhile would delay its paint.
    const slow = `${sandboxUrl}/api/v2/albums/${MAIN}/photos/count?api_key=${uniqueKey('marks-fault-slow')}`;
    clientOptions.fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (!/\/photos\?/.test(String(input instanceof Request ? input.url : input))) return res;
      const body = await res.json();
      const first = body.data[0];
      for (const key of Object.keys(first.pixlee_cdn_photos)) first.pixlee_cdn_photos[key] = `${slow}&r=${key}`;
      return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
    };
    try {
      const items: MediaItem[] = [];
      let settled = 0;
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 6, eager: true }), (e) =>
        e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)),
      );
      await waitUntil(() => items.length, 'never loaded');
      const first = parts(el, 'tile-image')[0] as HTMLImageElement;
      expect(first.currentSrc || first.src).to.contain('fault-slow');
      first.addEventListener('error', () => (settled = performance.now()));
      first.addEventListener('load', () => (settled = performance.now()));
      // The other tiles' images arrive meanwhile; not one tile is finished while the first waits.
      await waitUntil(() => parts<HTMLImageElement>(el, 'tile-image').slice(1).every((img) => img.complete), 'the other images never arrived');
      await new Promise((r) => setTimeout(r, 300));
      expect(settled, 'the slow image had already settled').to.equal(0);
      expect(el.shadowRoot!.querySelectorAll('.tile-marks').length, 'tiles finished before the first image').to.equal(0);
      await waitUntil(() => parts(el, 'item').every((t) => t.querySelector('.tile-marks')), 'the tiles were never finished');
      expect(settled, 'finished before the first image settled').to.be.greaterThan(0);
    } finally {
      delete clientOptions.fetch;
    }
  });

  it('leaves every tile its name: the marks and the name overlay are presentation only', async () => {
    const { el, tiles } = await finished();
    const labels = tiles.map((t) => t.getAttribute('aria-label'));
    for (const label of labels) expect(label).to.be.a('string').and.not.equal('');
    for (const n of el.shadowRoot!.querySelectorAll('.tile-marks, .tile-marks *, .tile-name')) {
      expect(n.getAttribute('role')).to.equal(null);
      expect((n as HTMLElement).tabIndex).to.equal(-1);
    }
    // The name a tile is announced by stays its label: a button's content is presentational, and
    // axe checks that no mark made it a nested control or an unnamed one.
    await expect(el).to.be.accessible();
  });
});
