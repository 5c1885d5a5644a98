import { expect, waitUntil } from '@open-wc/testing';
import { clearContentCache } from '../src/client/content-client.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, frames, mountLoaded, parts, sandboxUrl, uniqueKey } from './support/album.js';
import { watchPage } from './support/page-errors.js';
import type { PageWatch } from './support/page-errors.js';

// Issue 13 end to end: the sandbox plays a hostile Content Service (demo/sandbox/hostile-service.js,
// selected by fault keys; see demo/sandbox/README.md), and the widget must keep the page responsive
// and read no more than it asked for.

const hostile = (kind: string) => albumAttrs({ 'album-id': 1002, eager: true, 'api-key': uniqueKey(`test-${kind}-fault-${kind}`) });

/** Opens the detail view on tile `i` and waits for its dialog. */
async function openTile(el: UgcAlbumElement, i: number): Promise<HTMLDialogElement> {
  parts(el, 'item')[i]!.click();
  await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'detail view never opened', { timeout: 8000 });
  await el.updateComplete;
  return el.shadowRoot!.querySelector('dialog')!;
}

describe('<ugc-album> against a hostile service', () => {
  let watch: PageWatch;
  beforeEach(() => {
    clearContentCache();
    watch = watchPage();
  });
  afterEach(() => {
    watch.stop();
    expect(watch.errors, 'uncaught errors').to.deep.equal([]);
    expect(watch.rejections, 'unhandled rejections').to.deep.equal([]);
    expect(watch.scripts, 'script run').to.deep.equal([]);
  });

  it('a 100,000-entry page renders per-page tiles only', async () => {
    const { el, load } = await mountLoaded({ ...hostile('flood'), 'per-page': 12 });
    expect(load.detail.items.length).to.equal(12);
    expect(parts(el, 'item').length).to.equal(12);
    expect(el.shadowRoot!.querySelectorAll('*').length).to.be.below(200);
  });

  it('a 100,000-entry page leaves the page responsive: no long task over 200 ms (Chromium only: longtask entries)', async function () {
    if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) this.skip();
    /** The durations of the long tasks while `run` runs (and one task after, for late entries). */
    const longTasks = async (run: () => Promise<unknown>): Promise<number[]> => {
      const seen: number[] = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries().map((e) => Math.round(e.duration))));
      observer.observe({ type: 'longtask' });
      try {
        await run();
        await frames(3);
        await new Promise((resolve) => setTimeout(resolve, 0));
        seen.push(...observer.takeRecords().map((e) => Math.round(e.duration)));
      } finally {
        observer.disconnect();
      }
      return seen;
    };
    // Warm up: the modules are compiled and a first gallery rendered, so no task below is theirs.
    await mountLoaded(albumAttrs({ 'album-id': 1002, eager: true }));
    // What this machine costs right now, measured on work no widget can avoid: a normal gallery's
    // load, and JSON.parse of the same 300 KB body (about 15 ms idle, ten times that on a loaded CI
    // machine). On an idle machine the limit is 200 ms; a loaded one widens it by its own slowness,
    // so the test measures the widget, not the machine. Rendering the flood took seconds.
    const control = await longTasks(() => mountLoaded(albumAttrs({ 'album-id': 1002, eager: true })));
    const attrs = hostile('flood');
    const body = await (await fetch(`${sandboxUrl}/api/v2/albums/1002/photos?api_key=${attrs['api-key']}-calibration`)).text();
    const start = performance.now();
    JSON.parse(body);
    const limit = Math.max(200, 3 * (performance.now() - start) + Math.max(0, ...control));
    let tiles = 0;
    const flood = await longTasks(async () => {
      const { el } = await mountLoaded(attrs);
      tiles = parts(el, 'item').length;
    });
    expect(tiles).to.equal(30);
    expect(flood.filter((d) => d > limit), `long tasks (ms): ${flood.join(', ')}; limit ${Math.round(limit)} ms`).to.deep.equal([]);
  });

  it('an item with 20,000 products lists the first 20 in the detail view', async () => {
    const { el } = await mountLoaded(hostile('products'));
    const dialog = await openTile(el, 0);
    const links = dialog.querySelectorAll('[part~="product"]');
    expect(links.length).to.equal(20);
    expect(links[19]!.textContent).to.contain('P20');
    dialog.close();
  });
});
