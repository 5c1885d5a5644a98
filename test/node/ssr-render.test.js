// `ugc-album/ssr` (issue 28) in Node against the sandbox over real HTTP: what renderAlbum returns for
// a working album, and that it never rejects and never writes markup it was not meant to, whatever
// the attributes or the service do. The browser's takeover of this HTML: test/ssr-takeover.test.ts.
// Runs after the build.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSandbox } from '../../demo/sandbox/server.js';
import { renderAlbum } from '../../dist/lib/ssr/index.js';

let sandbox;
before(async () => (sandbox = await startSandbox({ port: 0 })));
after(() => sandbox.close());

/** A key of this test's own (the sandbox keeps caches and fault counters apart by key). */
const key = (what = 'ssr') => `test-${what}-${Math.random().toString(36).slice(2, 10)}`;
const attrs = (extra = {}) => ({ 'album-id': '1001', 'api-key': key(), 'base-url': sandbox.url, 'per-page': '4', ...extra });
/** A `fetch` that counts the service requests it makes. */
const counting = () => {
  const urls = [];
  const send = (input, init) => (urls.push(String(input)), fetch(input, init));
  return { urls, fetch: send };
};
/** The element's tag as written, and whether it carries a served shadow root. */
const hostTag = (html) => /^<ugc-album[^>]*>/.exec(html)?.[0];
const isBare = (html) => /^<ugc-album[^>]*><\/ugc-album>$/.test(html);

describe('renderAlbum: a working album', () => {
  it('renders the element with its attributes, the first page and the count in a declarative shadow root', async () => {
    const a = attrs({ 'analytics-url': sandbox.url });
    const html = await renderAlbum(a);
    assert.equal(
      hostTag(html),
      `<ugc-album album-id="1001" api-key="${a['api-key']}" base-url="${sandbox.url}" per-page="4" analytics-url="${sandbox.url}">`,
    );
    assert.match(html, /^<ugc-album[^>]*><template shadowrootmode="open"><style>/);
    assert.match(html, /<\/template><\/ugc-album>$/);
    assert.match(html, /<p part="count" class="count"><!--lit-part-->300 posts<!--\/lit-part--><\/p>/);
    // Every tile, with its name: the HTML as served says what each photo is.
    const names = [...html.matchAll(/<button part="item[^"]*" class="tile"[^>]* aria-label="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(names.length, 4);
    assert.equal(names[0], 'Nuthatch on the path, shared by ridge.runner');
    // The first screen's images load at once, the first at high priority; the tiles' finish is there.
    assert.match(html, /data-i="0"[^>]*><!--lit-part [^>]+--><!--lit-node 0--><img [^>]*loading="eager" fetchpriority="high"/);
    assert.match(html, /<i class="tile-marks"><i class="instagram"><\/i><\/i><bdi class="tile-name">ridge\.runner<\/bdi><\/button>/);
    assert.match(html, /<button part="load-more" class="button"/);
    // The data the browser takes over with: the page as the service sent it, and the count.
    const json = /<script type="application\/json" data-ugc-served>(.*?)<\/script><\/template>/.exec(html)?.[1];
    const data = JSON.parse(json);
    assert.equal(data.count, 300);
    assert.equal(data.page.data.length, 4);
    assert.equal(data.page.next, true);
  });

  it("serves a stories row with its 9:16 cards and its chunk's finish (names shown, rounder corners), a grid without the finish", async () => {
    const stories = await renderAlbum(attrs({ 'album-id': '1009', layout: 'stories' }));
    assert.match(stories, /<ul part="grid" class="grid carousel stories"/);
    assert.match(stories, /<style>[^<]*\.grid\.stories li\s*\{[^}]*aspect-ratio:\s*9\s*\/\s*16/);
    // The row's chunk (stories-row.ts) in the browser: served with the row, so that it looks the same
    // before any script.
    assert.match(stories, /<style>[^<]*\.stories \.tile-name\s*\{\s*opacity:\s*1/);
    const grid = await renderAlbum(attrs());
    assert.doesNotMatch(grid, /\.stories \.tile-name/);
  });

  it('renders the language the locale attribute names, and its direction', async () => {
    const fr = await renderAlbum(attrs({ locale: 'fr' }));
    assert.match(fr, /<p part="count" class="count"><!--lit-part-->300 publications<!--\/lit-part-->/);
    assert.match(fr, /part="load-more"[^>]*>(<!--[^>]*-->)*Afficher plus/);
    const ar = await renderAlbum(attrs({ locale: 'ar' }));
    assert.match(hostTag(ar), / dir="rtl">$/);
    assert.match(ar, /part="load-more"[^>]*>(<!--[^>]*-->)*[\u0600-\u06ff]/);
  });

  it('renders a product’s album by sku, its count from the album the page names', async () => {
    const html = await renderAlbum(attrs({ 'album-id': undefined, sku: 'SKU-TRAIL-42' }));
    assert.ok(!isBare(html), html.slice(0, 300));
    assert.match(html, /<p part="count" class="count"><!--lit-part-->\d+ posts?<!--\/lit-part-->/);
  });

  it('renders the carousel layout as a row', async () => {
    const html = await renderAlbum(attrs({ layout: 'carousel' }));
    assert.match(html, /<ul part="grid" class="grid carousel"/);
  });
});

describe('renderAlbum: never breaks a page', () => {
  it('returns the bare element, escaped, for an unusable attribute', async () => {
    for (const bad of [{ 'album-id': 'abc' }, { 'per-page': '0' }, { 'base-url': 'javascript:alert(1)' }, { 'api-key': '' }]) {
      const html = await renderAlbum(attrs(bad));
      assert.ok(isBare(html), html.slice(0, 200));
    }
    const html = await renderAlbum(attrs({ 'album-id': '"><script>alert(1)</script>' }));
    assert.equal(html.includes('<script'), false);
    assert.match(html, /album-id="&quot;>&lt;script>alert\(1\)&lt;\/script>"/);
  });

  it('leaves out attribute names HTML cannot carry, and never writes a secret-key', async () => {
    const html = await renderAlbum(attrs({ 'onload="alert(1)" x': '1', 'data-x>': '1', 'secret-key': 'demo-secret-key' }));
    assert.ok(isBare(html), 'a secret-key is refused: no server render');
    assert.equal(html.includes('secret'), false);
    assert.equal(html.includes('onload'), false);
    assert.equal(html.includes('data-x'), false);
  });

  it('never rejects, whatever it is given', async () => {
    const hostile = { get ['album-id']() { throw new Error('boom'); }, toString: null };
    for (const given of [undefined, null, 42, 'album-id=1', [], hostile, { 'album-id': { toString: () => { throw new Error('x'); } } }]) {
      const html = await renderAlbum(given);
      assert.ok(isBare(html), String(html).slice(0, 200));
    }
  });

  it('returns the bare element when the service fails, answers badly or refuses the key', async () => {
    for (const fault of ['fault-500', 'fault-429', 'fault-badjson', 'fault-empty', 'fault-oversize', 'wrong']) {
      const html = await renderAlbum(attrs({ 'api-key': `${fault}-${key()}` }));
      assert.ok(isBare(html), `${fault}: ${html.slice(0, 200)}`);
    }
    assert.ok(isBare(await renderAlbum(attrs({ 'album-id': '999999999' }))));
  });

  it('gives up after timeoutMs (default 2,000 ms), and at once when its signal aborts', async () => {
    let started = performance.now();
    assert.ok(isBare(await renderAlbum(attrs({ 'api-key': `fault-timeout-${key()}` }), { timeoutMs: 300 })));
    const took = performance.now() - started;
    assert.ok(took >= 290 && took < 1500, `${took} ms`);
    started = performance.now();
    assert.ok(isBare(await renderAlbum(attrs({ 'api-key': `fault-timeout-${key()}` }))));
    assert.ok(performance.now() - started >= 1990);
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 100);
    started = performance.now();
    assert.ok(isBare(await renderAlbum(attrs({ 'api-key': `fault-timeout-${key()}` }), { signal: ctl.signal })));
    assert.ok(performance.now() - started < 1000);
  });

  it('writes no markup from the hostile album: only the element’s own tags and attributes, http(s) URLs', async () => {
    const html = await renderAlbum(attrs({ 'album-id': '1666', 'per-page': '40' }));
    assert.ok(!isBare(html));
    // Attribute values and text are escaped: every `<` left opens one of the element's own tags.
    const tags = [...html.replace(/<!--[^]*?-->|<\?>/g, '').matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>|</g)];
    const names = new Set(tags.map((m) => m[2]?.toLowerCase()));
    assert.deepEqual([...names].sort(), ['bdi', 'button', 'div', 'i', 'img', 'li', 'p', 'script', 'slot', 'span', 'style', 'template', 'ugc-album', 'ul']);
    const allowed = new Set(
      'album-id api-key base-url per-page shadowrootmode part class role type data-i aria-label aria-hidden aria-live aria-disabled alt referrerpolicy loading fetchpriority decoding sizes srcset src name data-ugc-served'.split(' '),
    );
    for (const [, , , attributes] of tags) {
      for (const [, name, value] of attributes?.matchAll(/\s([^\s=>]+)(?:="([^"]*)")?/g) ?? []) {
        assert.ok(allowed.has(name), `attribute ${name}`);
        if (name == 'src') assert.match(value, /^https?:\/\/[^/@]+\//);
        if (name == 'srcset') for (const c of value.split(', ')) assert.match(c, /^https?:\/\/[^/@\s]+\/\S* \d+w$/);
      }
    }
    assert.equal(tags.filter((m) => m[2] == 'script' && !m[1]).length, 1, 'only the served data');
    // The served JSON cannot end its element.
    const json = /<script type="application\/json" data-ugc-served>([^]*?)<\/script>/.exec(html)[1];
    assert.equal(json.includes('<'), false);
    assert.ok(JSON.parse(json).page.data.length > 0);
  });
});

describe('renderAlbum: holds load', () => {
  it('identical configurations share one request in flight, then the answer for 2 minutes', async () => {
    const a = attrs();
    const { urls, fetch } = counting();
    const pages = await Promise.all(Array.from({ length: 20 }, () => renderAlbum(a, { fetch })));
    assert.equal(new Set(pages).size, 1);
    assert.equal(urls.filter((u) => u.includes('/photos?')).length, 1);
    assert.equal(urls.filter((u) => u.includes('/count')).length, 1);
    await renderAlbum(a, { fetch });
    assert.equal(urls.length, 2, 'the kept answer, no new request');
    // Another configuration (the analytics collector aside) is another request.
    await renderAlbum({ ...a, 'analytics-url': sandbox.url }, { fetch });
    assert.equal(urls.length, 2);
    await renderAlbum({ ...a, 'per-page': '5' }, { fetch });
    assert.equal(urls.filter((u) => u.includes('/photos?')).length, 2);
  });

  it('a failure is not kept: the next render asks again', async () => {
    const a = attrs({ 'api-key': `fault-500-once-${key()}` });
    assert.ok(isBare(await renderAlbum(a)));
    assert.ok(!isBare(await renderAlbum(a)));
  });
});
