// Engagement events under a busy shop's conditions (issue 26): a category page of 60 widgets, and a
// slow collector on the content service's own HTTP/1.1 origin (the sandbox serves both), where the
// gallery's requests must never wait behind analytics. Real widgets, real HTTP, the sandbox's
// collector read back.
import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { waitUntil } from './support/wait.js';
import { clearContentCache } from '../src/client/content-client.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { part, parts, record, sandboxUrl } from './support/album.js';
import { resetShared } from './support/fake-fetch.js';
import { watchPage } from './support/page-errors.js';
import type { PageWatch } from './support/page-errors.js';

const SMALL = 1002;

interface Recorded {
  name: string;
  body: Record<string, unknown>;
}

/** Every event the collector recorded whose API key starts with `prefix`. */
async function collected(prefix: string): Promise<Recorded[]> {
  const { data } = (await (await fetch(`${sandboxUrl}/__events`)).json()) as { data: Recorded[] };
  return data.filter((e) => String(e.body['API_KEY']).startsWith(prefix));
}

const named = (events: Recorded[], name: string) => events.filter((e) => e.name === name);

/** console.warn lines from the widget while the test runs. */
function widgetWarnings() {
  const warn = console.warn;
  const seen: string[] = [];
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.startsWith('<ugc-album>')) seen.push(text);
    else warn(...args);
  };
  return { seen, restore: () => void (console.warn = warn) };
}

/**
 * `keys.length` eager widgets of album 1002, small and side by side in the middle of the viewport, so
 * that each is seen (and owes its `widgetVisible`) at once.
 */
async function category(keys: string[], perPage = 1): Promise<UgcAlbumElement[]> {
  const page = await fixture<HTMLElement>(html`<div
    style="position: fixed; top: 35%; left: 0; right: 0; display: flex; flex-wrap: wrap; gap: 2px"
  >
    ${keys.map(
      (key) =>
        html`<ugc-album
          eager
          album-id=${SMALL}
          per-page=${perPage}
          api-key=${key}
          base-url=${sandboxUrl}
          analytics-url=${sandboxUrl}
          style="width: 60px; height: 20px; overflow: hidden; --ugc-album-tile-size: 16px"
        ></ugc-album>`,
    )}
  </div>`);
  return [...page.querySelectorAll('ugc-album')];
}

describe('engagement events on a busy page (delivery)', () => {
  let watch: PageWatch;
  let warnings: ReturnType<typeof widgetWarnings>;
  beforeEach(() => {
    clearContentCache();
    resetShared();
    watch = watchPage();
    warnings = widgetWarnings();
  });
  afterEach(() => {
    warnings.restore();
    watch.stop();
    resetShared();
    expect(watch.errors, 'uncaught errors').to.deep.equal([]);
    expect(watch.rejections, 'unhandled rejections').to.deep.equal([]);
  });

  const run = () => Math.random().toString(36).slice(2, 8);

  for (const kind of ['identical', 'different'] as const) {
    it(`60 ${kind} eager widgets: 60 of 60 openedWidget and 60 of 60 widgetVisible reach the collector`, async function () {
      this.timeout(60_000);
      const prefix = `test-cat${run()}`;
      const keys = Array.from({ length: 60 }, (_, i) => (kind === 'identical' ? prefix : `${prefix}-${i}`));
      const albums = await category(keys);
      const sent = albums.map((el) => record(el, 'ugc-analytics'));
      let events: Recorded[] = [];
      await waitUntil(
        async () => {
          events = await collected(prefix);
          return named(events, 'openedWidget').length >= 60 && named(events, 'widgetVisible').length >= 60;
        },
        'not every event arrived',
        { timeout: 40_000, interval: 250 },
      ).catch(() => {
        throw new Error(`${named(events, 'openedWidget').length} openedWidget, ${named(events, 'widgetVisible').length} widgetVisible of 60`);
      });
      expect(named(events, 'openedWidget').length).to.equal(60);
      expect(named(events, 'widgetVisible').length).to.equal(60);
      if (kind === 'different') expect(new Set(named(events, 'widgetVisible').map((e) => e.body['API_KEY'])).size).to.equal(60);
      // Each widget sent its two, once.
      expect(sent.map((s) => s.map((e) => e.detail.name).join())).to.deep.equal(albums.map(() => 'openedWidget,widgetVisible'));
      expect(warnings.seen).to.deep.equal([]);
    });
  }

  it('a collector answering after 3-5 s on the content host (HTTP/1.1): "Load more" does not wait for it, and every event arrives', async function () {
    this.timeout(90_000);
    // The collector's slowness is chosen by key (`fault-slowevents`: reads answer at once).
    const prefix = `test-slow${run()}`;
    const keys = Array.from({ length: 4 }, (_, i) => `${prefix}-${i}-fault-slowevents`);
    const albums = await category(keys, 2);
    await waitUntil(() => albums.every((el) => parts(el, 'item').length === 2), 'the widgets did not render');
    // Their 8 events are now being sent (or waiting), each held 3-5 s by the collector.
    const [first] = albums as [UgcAlbumElement];
    part(first, 'load-more')!.click();
    await waitUntil(() => parts(first, 'item').length === 4, '"Load more" did not bring page 2');
    // Page 2 came while the collector still held every event: no analytics send stood in its way.
    expect((await collected(prefix)).length, 'events the collector answered before page 2 arrived').to.equal(0);
    let events: Recorded[] = [];
    await waitUntil(async () => (events = await collected(prefix)).length >= 9, 'not every event arrived', { timeout: 70_000, interval: 500 });
    expect(named(events, 'openedWidget').length).to.equal(4);
    expect(named(events, 'widgetVisible').length).to.equal(4);
    expect(named(events, 'loadMore').length).to.equal(1);
    expect(warnings.seen).to.deep.equal([]);
  });
});
