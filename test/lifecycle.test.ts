import { expect, fixture } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { counted, frames, mount, mountLoaded, part, parts, record, sandboxUrl, spyFetch, uniqueKey } from './support/album.js';
import { watchPage } from './support/page-errors.js';
import type { PageWatch } from './support/page-errors.js';

const MAIN = 1001;
const SMALL = 1002;
/** Album list requests (not counts): `/albums/{id}/photos?` and `from_sku?`. */
const LIST = /\/albums\/(\d+\/photos|from_sku)\?/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every `ugc-*` event the element fires from now on, by type. */
function allEvents(el: EventTarget): string[] {
  const seen: string[] = [];
  for (const type of ['ugc-load', 'ugc-error', 'ugc-item-click', 'ugc-lightbox-open', 'ugc-lightbox-close', 'ugc-cta-click', 'ugc-analytics']) {
    el.addEventListener(type, (e) => seen.push((e as CustomEvent).detail?.name ?? type));
  }
  return seen;
}

describe('<ugc-album> lifecycle', () => {
  let spy: ReturnType<typeof spyFetch>;
  let watch: PageWatch;
  beforeEach(() => {
    clearContentCache();
    spy = spyFetch();
    watch = watchPage();
  });
  afterEach(() => {
    spy.restore();
    watch.stop();
  });

  /** Zero uncaught errors and zero unhandled rejections during the test. */
  const clean = async () => {
    await frames();
    expect(watch.errors, 'uncaught errors').to.deep.equal([]);
    expect(watch.rejections, 'unhandled rejections').to.deep.equal([]);
  };

  it('several identical widgets on a page make one album request and one count request', async () => {
    const key = uniqueKey();
    const page = document.createElement('div');
    const els = Array.from({ length: 3 }, () => {
      const el = document.createElement('ugc-album');
      for (const [k, v] of Object.entries({ 'base-url': sandboxUrl, 'api-key': key, 'album-id': SMALL, 'per-page': 6, eager: '' })) {
        el.setAttribute(k, String(v));
      }
      page.append(el);
      return el;
    });
    await fixture(page);
    await waitUntil(() => els.every((el) => parts(el, 'item').length === 6), 'not every widget loaded');
    await waitUntil(() => els.every((el) => /12 posts/.test(part(el, 'count')!.textContent!)), 'counts never shown');
    expect(spy.to(LIST).length).to.equal(1);
    expect(spy.to('/photos/count').length).to.equal(1);
    // Each still pages on its own.
    part(els[0]!, 'load-more')!.click();
    await waitUntil(() => parts(els[0]!, 'item').length === 12, 'load more failed');
    expect(parts(els[1]!, 'item').length).to.equal(6);
    await clean();
  });

  it('moving a loaded widget in the DOM refetches nothing and repeats no event', async () => {
    const { el } = await mountLoaded({ 'base-url': sandboxUrl, 'api-key': uniqueKey(), 'album-id': SMALL, 'analytics-url': sandboxUrl, eager: true });
    await waitUntil(() => spy.to('/events/').length === 2, 'openedWidget and widgetVisible');
    const requests = spy.requests.length;
    const events = allEvents(el);

    const elsewhere = document.createElement('section');
    el.parentElement!.after(elsewhere);
    try {
      elsewhere.append(el);
      await el.updateComplete;
      await frames(4);
      el.parentElement!.parentElement!.prepend(el);
      await el.updateComplete;
      await frames(4);
      expect(spy.requests.slice(requests).map((r) => r.url)).to.deep.equal([]);
      expect(events).to.deep.equal([]);
      expect(parts(el, 'item').length).to.equal(12);
    } finally {
      elsewhere.remove();
    }
    await clean();
  });

  it('moving a widget while it loads keeps that load (one request, one ugc-load)', async () => {
    const el = await mount({ 'base-url': sandboxUrl, 'api-key': uniqueKey('k-fault-slow'), 'album-id': SMALL, eager: true });
    const events = allEvents(el);
    await waitUntil(() => spy.to(LIST).length, 'request never sent');
    const [request] = spy.to(LIST);
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    try {
      elsewhere.append(el);
      await waitUntil(() => events.length, 'never loaded');
      expect(request!.init?.signal?.aborted).to.equal(false);
      expect(spy.to(LIST).length).to.equal(1);
      expect(events).to.deep.equal(['ugc-load']);
    } finally {
      elsewhere.remove();
    }
    await clean();
  });

  it('removing a widget mid-request aborts the request and fires nothing afterwards; put back, it loads', async () => {
    const el = await mount({ 'base-url': sandboxUrl, 'api-key': uniqueKey('k-fault-slow'), 'album-id': SMALL, 'analytics-url': sandboxUrl, eager: true });
    const events = allEvents(el);
    await waitUntil(() => spy.to(LIST).length && spy.to('/photos/count').length, 'requests never sent');
    const parent = el.parentElement!;
    el.remove();
    await waitUntil(() => spy.requests.every((r) => r.init?.signal?.aborted), 'requests not aborted');
    // The sandbox would have answered after ~1 s: long past that, still nothing.
    await sleep(1500);
    expect(events).to.deep.equal([]);
    expect(spy.to('/events/').length).to.equal(0);

    parent.append(el);
    await waitUntil(() => parts(el, 'item').length === 12, 'never loaded once back');
    expect(events[0]).to.equal('ugc-load');
    await clean();
  });

  it('rapid attribute changes in one go: one request set, for the latest configuration', async () => {
    const el = await mount({ 'base-url': sandboxUrl, 'api-key': uniqueKey(), 'album-id': MAIN, 'per-page': 3, eager: true });
    // The first configuration's requests are its own: its count follows the page once the count's
    // chunk has loaded (a task later in WebKit), so wait for it before watching what comes next.
    await counted(el);
    const loads = record(el, 'ugc-load');
    spy.requests.length = 0;
    for (const id of [1003, 1004, MAIN, SMALL]) el.setAttribute('album-id', String(id));
    el.setAttribute('per-page', '4');
    el.setAttribute('sort', '{"recency":true,"asc":true}');
    await waitUntil(() => loads.length, 'never loaded');
    await waitUntil(() => /posts/.test(part(el, 'count')!.textContent!), 'no count');
    await frames();
    const lists = spy.to(LIST);
    expect(lists.map((r) => new URL(r.url).pathname)).to.deep.equal([`/api/v2/albums/${SMALL}/photos`]);
    expect(new URL(lists[0]!.url).searchParams.get('per_page')).to.equal('4');
    expect(spy.to('/photos/count').map((r) => new URL(r.url).pathname)).to.deep.equal([`/api/v2/albums/${SMALL}/photos/count`]);
    expect(loads.length).to.equal(1);
    expect(parts(el, 'item').length).to.equal(4);
    await clean();
  });

  it('rapid attribute changes across renders: every earlier load is aborted, the latest wins', async () => {
    const el = await mount({ 'base-url': sandboxUrl, 'api-key': uniqueKey('k-fault-slow'), 'album-id': MAIN, eager: true });
    const events = allEvents(el);
    for (const id of [1003, 1004, SMALL]) {
      await waitUntil(() => spy.to(LIST).length && !spy.to(LIST).at(-1)!.init?.signal?.aborted, 'request never sent');
      el.setAttribute('album-id', String(id));
      await el.updateComplete;
    }
    await waitUntil(() => events.length, 'never loaded');
    await frames();
    const lists = spy.to(LIST);
    expect(lists.map((r) => new URL(r.url).pathname.split('/')[4])).to.deep.equal(['1001', '1003', '1004', '1002']);
    expect(lists.map((r) => r.init!.signal!.aborted)).to.deep.equal([true, true, true, false]);
    expect(events).to.deep.equal(['ugc-load']);
    expect(parts(el, 'item').length).to.equal(12);
    await clean();
  });

  it('releases its observers and page listeners on disconnect', async () => {
    const created: { kind: string; disconnected: boolean }[] = [];
    const IO = window.IntersectionObserver;
    const RO = window.ResizeObserver;
    const entry = (kind: string) => {
      const e = { kind, disconnected: false };
      created.push(e);
      return e;
    };
    class TrackedIO extends IO {
      #entry = entry('IntersectionObserver');
      override disconnect() {
        this.#entry.disconnected = true;
        super.disconnect();
      }
    }
    class TrackedRO extends RO {
      #entry = entry('ResizeObserver');
      override disconnect() {
        this.#entry.disconnected = true;
        super.disconnect();
      }
    }
    const live = new Map<string, number>();
    const targets = [document, window, document.documentElement, document.body];
    const saved = targets.map((t) => [t, t.addEventListener, t.removeEventListener] as const);
    for (const [t, add, remove] of saved) {
      const name = (type: string) => `${(t as Node).nodeName ?? 'window'} ${type}`;
      t.addEventListener = function (type: string, ...rest: unknown[]) {
        live.set(name(type), (live.get(name(type)) ?? 0) + 1);
        return (add as (...a: unknown[]) => void).call(this, type, ...rest);
      };
      t.removeEventListener = function (type: string, ...rest: unknown[]) {
        live.set(name(type), (live.get(name(type)) ?? 0) - 1);
        return (remove as (...a: unknown[]) => void).call(this, type, ...rest);
      };
    }
    window.IntersectionObserver = TrackedIO;
    window.ResizeObserver = TrackedRO;
    let el: UgcAlbumElement;
    try {
      ({ el } = await mountLoaded({ 'base-url': sandboxUrl, 'api-key': uniqueKey(), 'album-id': SMALL, 'analytics-url': sandboxUrl }));
      // Through the detail view too (scroll lock, dialog).
      parts(el, 'item')[0]!.click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'detail view never opened');
      part<HTMLDialogElement>(el, 'lightbox')!.close();
      await el.updateComplete;
      expect(created.map((o) => o.kind)).to.include.members(['IntersectionObserver', 'ResizeObserver']);

      el.remove();
      await frames();
      expect(created.filter((o) => !o.disconnected).map((o) => o.kind)).to.deep.equal([]);
      expect([...live].filter(([, n]) => n > 0).map(([k]) => k)).to.deep.equal([]);
      expect(document.documentElement.hasAttribute('style')).to.equal(false);
    } finally {
      window.IntersectionObserver = IO;
      window.ResizeObserver = RO;
      for (const [t, add, remove] of saved) {
        t.addEventListener = add;
        t.removeEventListener = remove;
      }
    }
    await clean();
  });
});
