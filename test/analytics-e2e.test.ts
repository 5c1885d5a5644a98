// Engagement analytics end to end (issue 3 item 8, contract §4): real widgets in Chromium send to the
// sandbox collector over real HTTP (cross-origin), and each test reads back only its own events
// (`GET /__events?api_key=…`, one API key per test). Expected bodies are built from the service's raw
// responses, not from the widget's parsing, and compared as JSON text, so key order and number types
// count as much as values.
import { expect, fixture } from '@open-wc/testing';
import { api, clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
// @web/test-runner 1.x moved the browser commands here (formerly `@web/test-runner/commands`).
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { UgcAlbumEventMap, UgcAnalyticsDetail } from '../src/element/events.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { frames, mount, mountLoaded, part, parts, record, sandboxUrl, uniqueKey } from './support/album.js';
import type { Attrs } from './support/album.js';
import { watchPage } from './support/page-errors.js';
import type { PageWatch } from './support/page-errors.js';
import { engine, mouseButtons } from './support/engine.js';
import { resetShared } from './support/fake-fetch.js';

// Sandbox fixtures (demo/sandbox/README.md): 1001 has 300 items, 1002 has 12; SKU-TRAIL-42 is album 1003.
const MAIN = 1001;
const SMALL = 1002;
const SKU = 'SKU-TRAIL-42';
const PRODUCT_ALBUM = 1003;
const PER_PAGE = 5;

// The page API of the build under test, as a shop calls it; the visitor id's documented storage key.
const { addToCart, getVisitorId, grantAnalyticsConsent, requireAnalyticsConsent } = api;
const VISITOR_ID_KEY = 'ugc-album:uid';

// ---------------------------------------------------------------------------------------------
// The collector and the service, read directly

interface Recorded {
  name: string;
  body: Record<string, unknown>;
  at: number;
}

/** What the collector recorded for this key, oldest first. */
async function collected(key: string): Promise<Recorded[]> {
  const response = await fetch(`${sandboxUrl}/__events?api_key=${encodeURIComponent(key)}`);
  expect(response.status, 'GET /__events').to.equal(200);
  return ((await response.json()) as { data: Recorded[] }).data;
}

/** Waits until what the collector recorded for `key` passes `ok`; returns it. */
async function collectedWhen(key: string, what: string, ok: (events: Recorded[]) => boolean): Promise<Recorded[]> {
  let events: Recorded[] = [];
  await waitUntil(async () => ok((events = await collected(key))), `the collector never had ${what}`);
  return events;
}

/** Waits until the collector holds `n` events for `key`; returns them. */
const collectedAtLeast = (key: string, n: number): Promise<Recorded[]> =>
  collectedWhen(key, `${n} events`, (events) => events.length >= n);

/**
 * One line per event, `name {json}`: a single comparison covers names, order, values, number types
 * and key order (JSON.parse and JSON.stringify keep the order the collector received).
 */
const lines = (events: readonly { name: string; body: unknown }[]): string[] =>
  events.map((e) => `${e.name} ${JSON.stringify(e.body)}`);

/** The contract's body of an event: `API_KEY`, `uid`, `platform`, then the event's fields in order. */
const bodyOf =
  (key: string, uid: string) =>
  (name: string, fields: Record<string, unknown>): { name: string; body: Record<string, unknown> } => ({
    name,
    body: { API_KEY: key, uid, platform: 'web', ...fields },
  });

interface RawPage {
  album_id: number;
  data: { album_photo_id: number | string; action_link: string | null }[];
}

/** A page exactly as the service sends it (default sort, like the widget's), read under a key of its own. */
async function rawPage(source: { album: number } | { sku: string }, page: number, perPage = PER_PAGE): Promise<RawPage> {
  const path =
    'sku' in source ? `albums/from_sku?sku=${encodeURIComponent(source.sku)}&` : `albums/${source.album}/photos?`;
  const response = await fetch(`${sandboxUrl}/api/v2/${path}api_key=${uniqueKey('raw')}&page=${page}&per_page=${perPage}`);
  expect(response.status, 'raw page').to.equal(200);
  return (await response.json()) as RawPage;
}

const ids = (p: RawPage): number[] => p.data.map((d) => Number(d.album_photo_id));
/** Index of the first item of the page that has a CTA (`action_link`). */
const withCta = (p: RawPage): number => {
  const i = p.data.findIndex((d) => d.action_link);
  expect(i, 'an item with a CTA on the page').to.be.greaterThan(-1);
  return i;
};

// ---------------------------------------------------------------------------------------------
// The page

/**
 * Every request to a collector (`…/events/…`) from now on, with how it ended (HTTP status, or
 * 'failed' when fetch rejected). The tracker looks `fetch` up at call time.
 */
function watchPosts() {
  const original = window.fetch;
  const posts: { url: string; init: RequestInit | undefined; outcome: Promise<number | 'failed'> }[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const promise = original(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, location.href).pathname.includes('/events/')) {
      posts.push({ url, init, outcome: promise.then((r) => r.status, () => 'failed' as const) });
    }
    return promise;
  };
  return {
    posts,
    /** Resolves with every outcome once all posts made so far have ended (and no new one started). */
    async settled(): Promise<(number | 'failed')[]> {
      for (let n = -1; n !== posts.length; ) {
        n = posts.length;
        await Promise.all(posts.map((p) => p.outcome));
        await frames();
      }
      return Promise.all(posts.map((p) => p.outcome));
    },
    restore: () => {
      window.fetch = original;
    },
  };
}

/** Every console.error / console.warn from now on (still printed). */
function watchConsole() {
  const saved = { error: console.error, warn: console.warn };
  const seen: string[] = [];
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      seen.push(`${level}: ${args.map(String).join(' ')}`);
      saved[level].apply(console, args);
    };
  }
  return { seen, restore: () => Object.assign(console, saved) };
}

/**
 * The analytics state a fresh page load starts with: no explicit consent (so the default, granted)
 * and no visitor id in memory. It is a page-wide global of consent.ts that no public function resets
 * (a grant or revoke is final for the page, by design).
 */
function freshAnalyticsState(): void {
  resetShared();
}

/** A block `viewports` screens tall. */
function spacer(viewports: number): HTMLElement {
  const div = document.createElement('div');
  div.style.height = `${Math.round(innerHeight * viewports)}px`;
  return div;
}

/** A real (trusted) mouse click in the middle of `target`, scrolled into view first when needed. */
async function realClick(target: Element, button: 'left' | 'middle' | 'right' = 'left'): Promise<void> {
  let r = target.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight) {
    target.scrollIntoView({ block: 'center' });
    await frames();
    r = target.getBoundingClientRect();
  }
  await sendMouse({ type: 'click', button, position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

/**
 * Keeps the test page here when a CTA (a `target=_blank` link) is followed: document listeners in
 * the bubbling phase cancel the new tab (click, middle-button auxclick) and the context menu after
 * the widget's own handlers have seen the event.
 */
function stayOnPage() {
  const clicks: MouseEvent[] = [];
  const types = ['click', 'auxclick', 'contextmenu'] as const;
  const cancel = (e: MouseEvent) => {
    clicks.push(e);
    e.preventDefault();
  };
  for (const type of types) document.addEventListener(type, cancel);
  return { clicks, stop: () => types.forEach((type) => document.removeEventListener(type, cancel)) };
}

const names = (sent: CustomEvent<UgcAnalyticsDetail>[]): string[] => sent.map((e) => e.detail.name);
const details = (sent: CustomEvent<UgcAnalyticsDetail>[]): UgcAnalyticsDetail[] => sent.map((e) => e.detail);

/** The widget's CTA link (not a product link) in the open detail view. */
const ctaLink = (el: UgcAlbumElement): HTMLAnchorElement | null =>
  el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part="cta"]');

/** Opens tile `index` (a plain click) and waits until the detail view is open. */
async function openTile(el: UgcAlbumElement, index: number): Promise<void> {
  const opens = record(el, 'ugc-lightbox-open');
  parts(el, 'item')[index]!.click();
  await waitUntil(() => opens.length && part<HTMLDialogElement>(el, 'lightbox')?.open, 'the detail view never opened');
  // Still, so a real click lands where the link is measured (a slow engine is still animating it in).
  await Promise.all(part(el, 'lightbox')!.getAnimations().map((a) => a.finished.catch(() => {})));
}

/** Follows the open item's CTA with a real click; checks the widget saw it and the page stayed. */
async function followCta(el: UgcAlbumElement): Promise<string> {
  const link = ctaLink(el);
  expect(link !== null, 'the item shows its CTA link').to.equal(true);
  const ctas = record(el, 'ugc-cta-click');
  const guard = stayOnPage();
  try {
    await realClick(link!);
  } finally {
    guard.stop();
  }
  expect(guard.clicks.length, 'one click reached the page').to.equal(1);
  expect(guard.clicks[0]!.isTrusted && guard.clicks[0]!.defaultPrevented).to.equal(true);
  expect(ctas.length, 'ugc-cta-click').to.equal(1);
  return ctas[0]!.detail.url;
}

/** Closes the detail view with its close button and waits until it is gone. */
async function closeDetail(el: UgcAlbumElement): Promise<void> {
  part(el, 'lightbox-close')!.click();
  await waitUntil(() => !part(el, 'lightbox'), 'the detail view never closed');
}

/** Clicks "load more" and waits for the page it adds. */
async function loadMore(el: UgcAlbumElement, real = false): Promise<void> {
  const loads = record(el, 'ugc-load');
  const button = part(el, 'load-more');
  expect(button !== null, '"load more" is shown').to.equal(true);
  if (real) await realClick(button!);
  else button!.click();
  await waitUntil(() => loads.length, 'the next page never rendered');
}

/** The fixture page's window (test/fixtures/analytics-uid.html). */
interface FrameWindow extends Window {
  __errors: string[];
  __events: UgcAnalyticsDetail[];
  UgcAlbum?: { getVisitorId(): Promise<string | null> };
}

/** A widget of album 1002, five per page, loading at once, reporting to the sandbox under `key`. */
const attrs = (key: string, extra: Attrs = {}): Attrs => ({
  'base-url': sandboxUrl,
  'api-key': key,
  'album-id': SMALL,
  'per-page': PER_PAGE,
  'analytics-url': sandboxUrl,
  eager: true,
  ...extra,
});

const waitFor = (what: string, ok: () => unknown) => waitUntil(ok, what);

describe('engagement analytics end to end (sandbox collector)', () => {
  let posts: ReturnType<typeof watchPosts>;
  let page: PageWatch;
  let logs: ReturnType<typeof watchConsole>;

  beforeEach(() => {
    clearContentCache();
    posts = watchPosts();
    page = watchPage();
    logs = watchConsole();
  });

  afterEach(async () => {
    await resetMouse();
    posts.restore();
    await frames();
    page.stop();
    logs.restore();
    // Held events (if a test left consent pending) are dropped, then the page is as when loaded.
    grantAnalyticsConsent();
    freshAnalyticsState();
    window.scrollTo(0, 0);
    // Nothing may reach the host page, whatever the collector did.
    expect(page.errors, 'uncaught errors').to.deep.equal([]);
    expect(page.rejections, 'unhandled rejections').to.deep.equal([]);
    expect(logs.seen, 'console errors and warnings').to.deep.equal([]);
  });

  it('below the fold, scrolled to, opened, clicked through, paged: exactly contract §4, on the shop\'s visitor id', async () => {
    const key = uniqueKey('e2e');
    const [p1, p2] = await Promise.all([rawPage({ album: SMALL }, 1), rawPage({ album: SMALL }, 2)]);
    const pick = withCta(p1);

    // A tall spacer before the widget (three screens) and one after it (so it can scroll to the top).
    const container = document.createElement('div');
    container.append(spacer(3));
    let sent: CustomEvent<UgcAnalyticsDetail>[] = [];
    const el = await mount(
      attrs(key, { eager: false }),
      (e) => (sent = record(e, 'ugc-analytics')),
      container,
    );
    container.append(spacer(2));
    await frames(3);
    expect(await collected(key), 'nothing before any scrolling').to.deep.equal([]);
    expect(posts.posts.length).to.equal(0);

    // Within a screen of the viewport: the widget loads and opens, but nobody has seen it yet.
    window.scrollTo(0, innerHeight * 1.5);
    await waitFor('openedWidget once near', () => sent.length);
    await posts.settled();
    await frames(3);
    expect(names(sent), 'no widgetVisible while off screen').to.deep.equal(['openedWidget']);
    expect((await collected(key)).map((e) => e.name)).to.deep.equal(['openedWidget']);

    el.scrollIntoView();
    await waitFor('widgetVisible once scrolled into view', () => sent.length >= 2);
    await collectedAtLeast(key, 2);

    // Open the tile of an item with a CTA (a real click), follow the CTA, close.
    await realClick(parts(el, 'item')[pick]!);
    await waitFor('the detail view opens', () => part<HTMLDialogElement>(el, 'lightbox')?.open);
    await waitFor('openedLightbox', () => sent.length >= 3);
    await collectedAtLeast(key, 3);
    const url = await followCta(el);
    expect(url).to.equal(p1.data[pick]!.action_link);
    await waitFor('actionClicked', () => sent.length >= 4);
    await collectedAtLeast(key, 4);
    await closeDetail(el);

    await loadMore(el, true);
    expect(parts(el, 'item').length).to.equal(2 * PER_PAGE);
    await waitFor('loadMore', () => sent.length >= 5);
    await collectedAtLeast(key, 5);

    // The shop's conversion helper reuses the widget's visitor id.
    const uid = await getVisitorId();
    expect(uid).to.be.a('string').and.match(/^[\w-]{8,64}$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).to.equal(uid);
    const cart = { productSku: SKU, price: '149.00', quantity: 1, currency: 'USD' };
    expect(await addToCart({ analyticsUrl: sandboxUrl, apiKey: key, ...cart }), 'addToCart accepted').to.equal(true);

    const ev = bodyOf(key, uid!);
    const opened = { album_id: SMALL, widget: 'grid', photos: ids(p1).join(','), per_page: PER_PAGE, page: 1 };
    const expected = [
      ev('openedWidget', opened),
      ev('widgetVisible', opened),
      ev('openedLightbox', { album_id: SMALL, album_photo_id: ids(p1)[pick] }),
      ev('actionClicked', { album_id: SMALL, album_photo_id: ids(p1)[pick], action_link_url: p1.data[pick]!.action_link }),
      ev('loadMore', { album_id: SMALL, per_page: PER_PAGE, page: 2, photos: ids(p2).join(',') }),
      ev('addToCart', { product_sku: SKU, price: '149.00', quantity: 1, currency: 'USD' }),
    ];
    await posts.settled();
    expect(lines(await collected(key))).to.deep.equal(lines(expected));
    // The host sees every event exactly as sent.
    expect(lines(details(sent))).to.deep.equal(lines(expected.slice(0, 5)));
    // On the wire: one compact-JSON POST per event to {analytics}/events/{name}, kept alive past unload.
    expect(posts.posts.map((p) => `${p.url.slice(sandboxUrl.length + '/events/'.length)} ${p.init?.body}`)).to.deep.equal(
      lines(expected),
    );
    for (const { init } of posts.posts) {
      expect(init?.method).to.equal('POST');
      expect(init?.keepalive).to.equal(true);
      expect(new Headers(init?.headers).get('content-type')).to.equal('application/json');
    }
  });

  it('openedWidget and widgetVisible go once per widget: attribute changes, reload(), scrolling, re-attaching', async () => {
    const key = uniqueKey('once');
    const p1 = await rawPage({ album: SMALL }, 1);
    const container = document.createElement('div');
    let sent: CustomEvent<UgcAnalyticsDetail>[] = [];
    let loads: UgcAlbumEventMap['ugc-load'][] = [];
    const el = await mount(
      attrs(key),
      (e) => {
        sent = record(e, 'ugc-analytics');
        loads = record(e, 'ugc-load');
      },
      container,
    );
    container.append(spacer(3));
    await waitFor('openedWidget and widgetVisible', () => sent.length >= 2);

    el.setAttribute('per-page', '4');
    await waitFor('re-rendered with per-page 4', () => loads.length === 2);
    expect(loads[1]!.detail.items.length).to.equal(4);
    el.setAttribute('sort', JSON.stringify({ desc: true, pixlee_likes: true }));
    await waitFor('re-rendered with a new sort', () => loads.length === 3);
    await el.reload();
    await waitFor('reloaded', () => loads.length === 4);

    // Out of view and back, then out of the DOM and back.
    window.scrollTo(0, innerHeight * 3);
    await frames(3);
    window.scrollTo(0, 0);
    await frames(3);
    el.remove();
    await frames(2);
    container.prepend(el);
    await el.updateComplete;
    await frames(3);

    expect(loads.map((e) => e.detail.page), 'four renders of page 1').to.deep.equal([1, 1, 1, 1]);
    await posts.settled();
    expect(names(sent)).to.deep.equal(['openedWidget', 'widgetVisible']);
    const ev = bodyOf(key, (await getVisitorId())!);
    const opened = { album_id: SMALL, widget: 'grid', photos: ids(p1).join(','), per_page: PER_PAGE, page: 1 };
    // The two were sent back to back: their arrival order is the network's.
    expect(lines(await collected(key)).sort()).to.deep.equal(
      lines([ev('openedWidget', opened), ev('widgetVisible', opened)]).sort(),
    );
  });

  it(`sku mode: every event carries the product's album id (${PRODUCT_ALBUM} for ${SKU})`, async () => {
    const key = uniqueKey('sku');
    const [p1, p2] = await Promise.all([rawPage({ sku: SKU }, 1), rawPage({ sku: SKU }, 2)]);
    expect(p1.album_id).to.equal(PRODUCT_ALBUM);
    const pick = withCta(p2);
    let sent: CustomEvent<UgcAnalyticsDetail>[] = [];
    const el = await mount(
      attrs(key, { 'album-id': MAIN, sku: SKU }),
      (e) => (sent = record(e, 'ugc-analytics')),
    );
    await waitFor('openedWidget and widgetVisible', () => sent.length >= 2);
    await loadMore(el);
    await openTile(el, PER_PAGE + pick);
    await followCta(el);
    await closeDetail(el);
    await posts.settled();

    const events = await collected(key);
    expect(events.map((e) => e.body['album_id'])).to.deep.equal([1003, 1003, 1003, 1003, 1003]);
    const ev = bodyOf(key, (await getVisitorId())!);
    const opened = { album_id: PRODUCT_ALBUM, widget: 'grid', photos: ids(p1).join(','), per_page: PER_PAGE, page: 1 };
    const item = ids(p2)[pick];
    expect(lines(events).sort()).to.deep.equal(
      lines([
        ev('openedWidget', opened),
        ev('widgetVisible', opened),
        ev('loadMore', { album_id: PRODUCT_ALBUM, per_page: PER_PAGE, page: 2, photos: ids(p2).join(',') }),
        ev('openedLightbox', { album_id: PRODUCT_ALBUM, album_photo_id: item }),
        ev('actionClicked', { album_id: PRODUCT_ALBUM, album_photo_id: item, action_link_url: p2.data[pick]!.action_link }),
      ]).sort(),
    );
    expect(lines(details(sent)).sort()).to.deep.equal(lines(events).sort());
  });

  it('the widget field names the layout ("carousel"), and a later layout change sends nothing again', async () => {
    const key = uniqueKey('carousel');
    const [p1, p2] = await Promise.all([rawPage({ album: SMALL }, 1), rawPage({ album: SMALL }, 2)]);
    let sent: CustomEvent<UgcAnalyticsDetail>[] = [];
    const el = await mount(attrs(key, { layout: 'carousel' }), (e) => (sent = record(e, 'ugc-analytics')));
    await waitFor('openedWidget and widgetVisible', () => sent.length >= 2);
    el.setAttribute('layout', 'grid');
    await el.updateComplete;
    await frames(3);
    await loadMore(el);
    await posts.settled();
    const ev = bodyOf(key, (await getVisitorId())!);
    const opened = { album_id: SMALL, widget: 'carousel', photos: ids(p1).join(','), per_page: PER_PAGE, page: 1 };
    const expected = [
      ev('openedWidget', opened),
      ev('widgetVisible', opened),
      ev('loadMore', { album_id: SMALL, per_page: PER_PAGE, page: 2, photos: ids(p2).join(',') }),
    ];
    expect(lines(details(sent))).to.deep.equal(lines(expected));
    expect(lines(await collected(key)).sort()).to.deep.equal(lines(expected).sort());
  });

  // WebKitGTK's WebDriver sends every mouse button as the primary one: there the middle and right
  // clicks are left out, and the title says so.
  const buttons = engine.mouseButtons;
  it(`every way of following a CTA is reported once (click, ctrl-click, middle click, Enter); a right-click is not${
    buttons ? '' : ` (middle and right click left out: they need ${mouseButtons})`
  }`, async () => {
    const key = uniqueKey('cta');
    const p1 = await rawPage({ album: SMALL }, 1);
    const pick = withCta(p1);
    const { el } = await mountLoaded(attrs(key));
    await openTile(el, pick);
    const link = ctaLink(el);
    expect(link !== null, 'the item shows its CTA link').to.equal(true);
    const sent = record(el, 'ugc-analytics');
    const ctas = record(el, 'ugc-cta-click');
    const guard = stayOnPage();
    try {
      await realClick(link!);
      await sendKeys({ down: 'Control' });
      await realClick(link!);
      await sendKeys({ up: 'Control' });
      if (buttons) {
        await realClick(link!, 'middle');
        await realClick(link!, 'right');
      }
      link!.focus();
      await sendKeys({ press: 'Enter' });
      // Enter's click comes after the key press has been answered in Firefox: wait for it.
      await waitUntil(() => ctas.length === (buttons ? 4 : 3)).catch(() => {
        throw new Error(`${ctas.length} CTA clicks reported; the page saw ${guard.clicks.map((e) => `${e.type} ${e.button}${e.ctrlKey ? ' ctrl' : ''}`).join(', ')}`);
      });
    } finally {
      guard.stop();
    }
    // Every one of them was a real input event, and none left the page.
    expect(guard.clicks.map((e) => `${e.type} ${e.button}${e.ctrlKey ? ' ctrl' : ''} ${e.isTrusted}`)).to.include.members([
      'click 0 true',
      'click 0 ctrl true',
      ...(buttons ? ['auxclick 1 true', 'auxclick 2 true'] : []),
    ]);
    expect(guard.clicks.every((e) => e.defaultPrevented)).to.equal(true);
    const ways = buttons ? 4 : 3;
    expect(ctas.length, 'ugc-cta-click').to.equal(ways);
    await posts.settled();
    const ev = bodyOf(key, (await getVisitorId())!);
    const clicked = ev('actionClicked', {
      album_id: SMALL,
      album_photo_id: ids(p1)[pick],
      action_link_url: p1.data[pick]!.action_link,
    });
    expect(lines(details(sent))).to.deep.equal(lines(Array(ways).fill(clicked)));
    expect(lines((await collected(key)).filter((e) => e.name === 'actionClicked'))).to.deep.equal(lines(Array(ways).fill(clicked)));
    await closeDetail(el);
  });

  describe('opt-out and consent', () => {
    /** Opens the CTA item of page 1, follows its CTA, closes, pages: every event a visitor can cause. */
    async function engage(el: UgcAlbumElement, p1: RawPage): Promise<void> {
      await openTile(el, withCta(p1));
      await followCta(el);
      await closeDetail(el);
      await loadMore(el);
    }

    it('no-analytics: nothing is sent or recorded; removing it reports only what happens next', async () => {
      const key = uniqueKey('optout');
      const p1 = await rawPage({ album: SMALL }, 1);
      const { el } = await mountLoaded(attrs(key, { 'no-analytics': true }));
      const sent = record(el, 'ugc-analytics');
      await frames(3);
      await engage(el, p1);
      await posts.settled();
      expect(posts.posts.map((p) => p.url), 'requests to the collector').to.deep.equal([]);
      expect(names(sent)).to.deep.equal([]);
      expect(await collected(key)).to.deep.equal([]);

      // The opt-out is read at each event, not only at start: opting back in reports what follows.
      el.removeAttribute('no-analytics');
      await openTile(el, 0);
      await posts.settled();
      const ev = bodyOf(key, (await getVisitorId())!);
      const expected = [ev('openedLightbox', { album_id: SMALL, album_photo_id: ids(p1)[0] })];
      expect(lines(await collected(key))).to.deep.equal(lines(expected));
      expect(lines(details(sent))).to.deep.equal(lines(expected));
    });

    it('consent pending: nothing sent and no id stored; after the grant only later events go, on a new stored id', async () => {
      localStorage.removeItem(VISITOR_ID_KEY);
      freshAnalyticsState();
      requireAnalyticsConsent();
      const key = uniqueKey('pending');
      const [p1, , p3] = await Promise.all([1, 2, 3].map((n) => rawPage({ album: SMALL }, n)));
      const { el } = await mountLoaded(attrs(key));
      const sent = record(el, 'ugc-analytics');
      await engage(el, p1);
      const cart = addToCart({ analyticsUrl: sandboxUrl, apiKey: key, productSku: SKU, price: 149, quantity: 1, currency: 'USD' });
      await posts.settled();
      expect(posts.posts.map((p) => p.url), 'requests to the collector').to.deep.equal([]);
      expect(names(sent)).to.deep.equal([]);
      expect(await collected(key)).to.deep.equal([]);
      expect(localStorage.getItem(VISITOR_ID_KEY), 'no id stored before consent').to.equal(null);
      expect(await getVisitorId()).to.equal(null);

      grantAnalyticsConsent();
      expect(await cart, 'addToCart held while pending is dropped, not sent').to.equal(false);
      await posts.settled();
      expect(await collected(key), 'nothing replayed').to.deep.equal([]);
      expect(posts.posts.length).to.equal(0);

      // After the grant: what happens is sent, on the id now stored.
      await openTile(el, 1);
      await closeDetail(el);
      await loadMore(el);
      await posts.settled();
      const uid = localStorage.getItem(VISITOR_ID_KEY);
      expect(uid).to.be.a('string').and.equal(await getVisitorId());
      const ev = bodyOf(key, uid!);
      const expected = [
        ev('openedLightbox', { album_id: SMALL, album_photo_id: ids(p1)[1] }),
        ev('loadMore', { album_id: SMALL, per_page: PER_PAGE, page: 3, photos: ids(p3).join(',') }),
      ];
      expect(lines(await collected(key))).to.deep.equal(lines(expected));
      expect(lines(details(sent))).to.deep.equal(lines(expected));
    });

    it('consent pending, then granted with { replay: true }: what happened before is sent, in order', async () => {
      localStorage.removeItem(VISITOR_ID_KEY);
      freshAnalyticsState();
      requireAnalyticsConsent();
      const key = uniqueKey('replay');
      const p1 = await rawPage({ album: SMALL }, 1);
      let sent: CustomEvent<UgcAnalyticsDetail>[] = [];
      const el = await mount(attrs(key), (e) => (sent = record(e, 'ugc-analytics')));
      await waitFor('first page', () => parts(el, 'item').length === PER_PAGE);
      await frames(3);
      await openTile(el, 2);
      await posts.settled();
      expect(posts.posts.length).to.equal(0);
      expect(await collected(key)).to.deep.equal([]);
      expect(localStorage.getItem(VISITOR_ID_KEY)).to.equal(null);

      grantAnalyticsConsent({ replay: true });
      await posts.settled();
      const uid = localStorage.getItem(VISITOR_ID_KEY);
      expect(uid).to.be.a('string').and.equal(await getVisitorId());
      const ev = bodyOf(key, uid!);
      const opened = { album_id: SMALL, widget: 'grid', photos: ids(p1).join(','), per_page: PER_PAGE, page: 1 };
      const expected = [
        ev('openedWidget', opened),
        ev('widgetVisible', opened),
        ev('openedLightbox', { album_id: SMALL, album_photo_id: ids(p1)[2] }),
      ];
      // Released in order (the host's events show it); sent together, so they arrive in any order.
      expect(lines(details(sent))).to.deep.equal(lines(expected));
      expect(lines(await collected(key)).sort()).to.deep.equal(lines(expected).sort());
    });
  });

  describe('a dead collector changes nothing for the visitor', () => {
    /** A port on 127.0.0.1 where nothing listens (a no-cors fetch to it fails). */
    async function closedPort(): Promise<number> {
      for (let i = 0; i < 20; i++) {
        const port = 20000 + Math.floor(Math.random() * 30000);
        try {
          await fetch(`http://127.0.0.1:${port}/`, { mode: 'no-cors' });
        } catch {
          return port;
        }
      }
      throw new Error('no closed port found');
    }

    /**
     * The sandbox applies a key's fault to reads too, and a `-times2` fault twice per path: reading
     * the album's list and count twice here leaves the widget's reads working and every collector
     * path failing on its first two requests (each event below is sent at most twice).
     */
    async function spendReadFaults(key: string): Promise<void> {
      for (const path of [`albums/${SMALL}/photos`, `albums/${SMALL}/photos/count`]) {
        for (let i = 0; i < 2; i++) {
          const status = await fetch(`${sandboxUrl}/api/v2/${path}?api_key=${key}`).then((r) => r.status, () => 'failed');
          expect(status, `the fault of ${key} on ${path}`).to.be.oneOf([500, 'failed']);
        }
      }
    }

    /**
     * `delivered`: every event reaches the collector in the end (its retries outlast the fault; a
     * CORS-less answer is still a processed request, so an event may be recorded more than once).
     * Else every event fails: the merchant is told once (a console warning, `ugc-error` kind
     * `analytics`), and no event is sent more than 3 times.
     */
    const collectors: {
      what: string;
      setup: () => Promise<{ url: string; key: string; outcome: number | 'failed'; delivered: boolean }>;
    }[] = [
      {
        what: 'refusing connections (closed port)',
        setup: async () => ({ url: `http://127.0.0.1:${await closedPort()}`, key: uniqueKey('dead'), outcome: 'failed', delivered: false }),
      },
      {
        what: 'answering 500 twice per event',
        setup: async () => {
          const key = `fault-500-times2-${uniqueKey('dead')}`;
          await spendReadFaults(key);
          return { url: sandboxUrl, key, outcome: 500, delivered: true };
        },
      },
      {
        what: 'answering without CORS headers twice per event',
        setup: async () => {
          const key = `fault-nocors-times2-${uniqueKey('dead')}`;
          await spendReadFaults(key);
          return { url: sandboxUrl, key, outcome: 'failed', delivered: true };
        },
      },
    ];

    const EVENTS = ['openedWidget', 'widgetVisible', 'openedLightbox', 'actionClicked', 'loadMore', 'openedLightbox'];

    for (const { what, setup } of collectors) {
      it(`${what}: tiles, detail view, CTA and paging work; the visitor sees nothing of it`, async () => {
        const { url, key, outcome, delivered } = await setup();
        const { el } = await mountLoaded(attrs(key, { 'analytics-url': url }));
        const errors = record(el, 'ugc-error');
        expect(parts(el, 'item').length).to.equal(PER_PAGE);
        await waitFor('the count', () => /12 posts/.test(part(el, 'count')!.textContent!));
        const p1 = await rawPage({ album: SMALL }, 1);
        await openTile(el, withCta(p1));
        await followCta(el);
        await closeDetail(el);
        await loadMore(el);
        expect(parts(el, 'item').length).to.equal(2 * PER_PAGE);
        // A page-2 item whose image is none of album 1001's first tiles: a large rendition in
        // Chromium's memory cache is what a later srcset picks (test/ugc-album.test.ts checks 640w).
        await openTile(el, PER_PAGE + 3);
        await closeDetail(el);
        expect(part(el, 'status')!.textContent!.trim()).to.equal('');

        const name = (p: { url: string }) => new URL(p.url).pathname.split('/').pop()!;
        if (delivered) {
          // The retries outlast the fault: every event arrives, and the merchant is told nothing.
          const count = (list: string[], n: string) => list.filter((e) => e === n).length;
          await collectedWhen(key, 'every event', (all) => EVENTS.every((n) => count(all.map((e) => e.name), n) >= count(EVENTS, n)));
          expect(errors.length).to.equal(0);
          const outcomes = await posts.settled();
          expect(outcomes.filter((o) => o === outcome).length, 'failed attempts').to.be.at.least(EVENTS.length);
        } else {
          await waitFor('ugc-error of kind analytics', () => errors.length);
          expect(errors.map((e) => e.detail.error.kind)).to.deep.equal(['analytics']);
          const warned = logs.seen.filter((l) => l.includes('an analytics event was not delivered'));
          expect(warned, 'one console warning').to.have.length(1);
          logs.seen.splice(logs.seen.indexOf(warned[0]!), 1);
          expect((await collected(key)).length).to.equal(0);
        }
        // No retry storm: no event sent more than 3 times.
        const sends = posts.posts.map(name);
        for (const n of new Set(sends)) expect(sends.filter((s) => s === n).length, n).to.be.at.most(3 * EVENTS.filter((e) => e === n).length);
        // Errors, rejections and (other) console messages: checked after each test.
      });
    }
  });

  describe('across documents (test/fixtures/analytics-uid.html in a same-origin frame)', () => {
    let frame: HTMLIFrameElement;
    beforeEach(() => {
      frame = document.createElement('iframe');
      frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    });
    afterEach(() => frame.remove());

    const win = () => frame.contentWindow as FrameWindow;

    /** Loads the fixture page in the frame (a new document each time); returns its widget's uid. */
    const load = async (key: string, storage = 'available') => {
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = `/test/fixtures/analytics-uid.html?base=${encodeURIComponent(sandboxUrl)}&key=${key}&storage=${storage}`;
      if (!frame.isConnected) document.body.append(frame);
      await loaded;
      await waitFor('openedWidget in the frame', () => win().__events?.some((e) => e.name === 'openedWidget'));
      expect(win().__errors).to.deep.equal([]);
      return {
        uid: win().__events.find((e) => e.name === 'openedWidget')!.body['uid'],
        api: await win().UgcAlbum!.getVisitorId(),
        // The frame's origin is this page's: one storage area.
        stored: localStorage.getItem(VISITOR_ID_KEY),
      };
    };

    it('an event sent as its page goes away still reaches the collector (keepalive)', async () => {
      // `fault-slow`: the collector holds each event ~1 s before recording it, and records nothing
      // when the connection goes meanwhile, as it does when a page dies with a plain fetch in flight.
      const key = `fault-slow-${uniqueKey('unload')}`;
      const { uid } = await load(key);
      const el = win().document.querySelector('ugc-album') as UgcAlbumElement;
      await waitFor('tiles in the frame', () => parts(el, 'item').length === 3);
      const firstId = ids(await rawPage({ album: SMALL }, 1, 3))[0];
      // The frame goes in the same task that sends openedLightbox.
      el.addEventListener('ugc-analytics', (e) => e.detail.name === 'openedLightbox' && frame.remove());
      parts(el, 'item')[0]!.click();
      await waitFor('the frame is gone', () => !frame.isConnected);
      const events = await collectedWhen(key, 'openedLightbox', (all) => all.some((e) => e.name === 'openedLightbox'));
      expect(lines(events.filter((e) => e.name === 'openedLightbox'))).to.deep.equal(
        lines([bodyOf(key, String(uid))('openedLightbox', { album_id: SMALL, album_photo_id: firstId })]),
      );
    });

    it('one visitor id: shared by two widgets on a page, kept across page loads', async () => {
      localStorage.removeItem(VISITOR_ID_KEY);
      freshAnalyticsState();
      const keys = [uniqueKey('load1'), uniqueKey('load2'), uniqueKey('widget1'), uniqueKey('widget2')];
      // First visit: the page makes the id and keeps it.
      const first = await load(keys[0]!);
      expect(first.uid).to.be.a('string').and.match(/^[\w-]{8,64}$/);
      expect(first).to.deep.equal({ uid: first.uid, api: first.uid, stored: first.uid });
      // The same page loaded again: a new document, the same id.
      const second = await load(keys[1]!);
      expect(second).to.deep.equal(first);

      // Two widgets on this page (which holds no id in memory): both on the stored id.
      const container = document.createElement('div');
      const els = keys.slice(2).map((key) => {
        const el = document.createElement('ugc-album');
        for (const [k, v] of Object.entries(attrs(key, { 'per-page': 3 }))) el.setAttribute(k, v === true ? '' : String(v));
        container.append(el);
        return el;
      });
      const sent = els.map((el) => record(el, 'ugc-analytics'));
      await fixture(container);
      await waitFor('openedWidget in both widgets', () => sent.every((s) => s.some((e) => e.detail.name === 'openedWidget')));
      await posts.settled();
      expect(await getVisitorId()).to.equal(first.uid);
      expect(sent.map((s) => s[0]!.detail.body['uid'])).to.deep.equal([first.uid, first.uid]);

      // What the collector received from all four widgets is on that one id.
      const events = (await Promise.all(keys.map((key) => collectedAtLeast(key, 1)))).flat();
      expect(events.filter((e) => e.name === 'openedWidget').length).to.equal(4);
      expect([...new Set(events.map((e) => e.body['uid']))]).to.deep.equal([first.uid]);
    });

    it('with storage blocked, the id lives for the page: events still go and nothing throws', async () => {
      localStorage.removeItem(VISITOR_ID_KEY);
      const key = uniqueKey('nostore');
      const page = await load(key, 'blocked');
      expect(page.uid).to.be.a('string').and.match(/^[\w-]{8,64}$/);
      expect(page).to.deep.equal({ uid: page.uid, api: page.uid, stored: null });
      const events = await collectedAtLeast(key, 1);
      expect(events.map((e) => `${e.name} ${e.body['uid']}`)).to.include(`openedWidget ${page.uid}`);
    });
  });
});
