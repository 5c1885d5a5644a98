import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { parseConfig } from '../src/element/album-config.js';
import type { UgcErrorDetail } from '../src/element/events.js';
import { builtInStrings } from '../src/i18n/i18n-base.js';
import { safeUrl, srcset } from '../src/element/image-sources.js';
import { asHttpUrl, asText, normalizeMedia } from '../src/client/media.js';
import { albumAttrs, frames, mount, part, parts, sandboxUrl, spyFetch } from './support/album.js';
import { watchPage } from './support/page-errors.js';
import type { PageWatch } from './support/page-errors.js';

// Issue 13, points 2–5: what a hostile response or a careless page could do with text, URLs and the
// configuration. test/hostile-service.test.ts runs the same attacks through the sandbox end to end.

const base = { albumId: '1001', apiKey: 'key', baseUrl: 'https://content.example.com' };

describe('hardening: text from a response', () => {
  const cases: [string, string, string][] = [
    ['a right-to-left override in a user name', 'official\u202emoc.elgoog\u202c', 'officialmoc.elgoog'],
    ['an override in a price', 'Buy \u202e0.99$ \u202c', 'Buy 0.99$'],
    ['isolates, LRM, RLM and ALM', 'a\u2066b\u2067c\u2068d\u2069e\u200ef\u200fg\u061ch', 'abcdefgh'],
    ['embeddings and pops', '\u202aa\u202bb\u202cc\u202dd', 'abcd'],
    ['zero-width characters and the BOM', 'go\u200bo\u200dg\u200cl\ufeffe\u2060', 'google'],
    ['C1 controls (become spaces, like C0)', 'a\u0085b\u009bc\u0080', 'a b c'],
    ['a soft hyphen', 'pay\u00adpal', 'paypal'],
  ];
  for (const [what, raw, shown] of cases) {
    it(`strips ${what}`, () => {
      expect(asText(raw)).to.equal(shown);
    });
  }

  it('keeps joiners where scripts and emoji need them', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    const persian = 'می\u200cخواهم';
    expect(asText(`${family} ${persian}`)).to.equal(`${family} ${persian}`);
  });

  it('strips every text field of an item', () => {
    const rlo = (s: string) => `\u202e${s}\u202c\u200b`;
    const item = normalizeMedia({
      title: rlo('caption'),
      alt_text: rlo('alt'),
      user_name: rlo('name'),
      action_link: 'https://shop.example.com/',
      action_link_text: rlo('cta'),
      products: [{ title: rlo('hat'), link_text: rlo('buy'), sku: rlo('sku'), link: 'https://shop.example.com/hat' }],
    });
    const texts = [item.caption, item.alt, item.userName, item.action!.text, item.products[0]!.title, item.products[0]!.linkText, item.products[0]!.sku];
    expect(texts).to.deep.equal(['caption', 'alt', 'name', 'cta', 'hat', 'buy', 'sku']);
  });
});

describe('hardening: URLs with credentials', () => {
  const lookAlikes = [
    'https://shop.example@evil.example/',
    'https://user:pass@cdn.example.com/a.jpg',
    'http://:pass@cdn.example.com/a.jpg',
    'HTTPS://shop.example.com%2F@evil.example/x',
  ];
  it('the reader never uses one', () => {
    for (const url of lookAlikes) expect(asHttpUrl(url), url).to.equal(null);
    // An @ in the path is not a credential.
    expect(asHttpUrl('https://cdn.example.com/@ana/a.jpg')).to.equal('https://cdn.example.com/@ana/a.jpg');
  });

  it('no binding takes one either (safeUrl, srcset)', () => {
    for (const url of lookAlikes) {
      expect(safeUrl(url), url).to.not.be.a('string');
      expect(srcset([{ url, width: 320 }]), url).to.not.be.a('string');
    }
    expect(safeUrl('https://cdn.example.com/@ana/a.jpg')).to.equal('https://cdn.example.com/@ana/a.jpg');
  });

  it('an item whose every URL has credentials has no URL left', () => {
    const evil = 'https://shop.example@evil.example/x.jpg';
    const item = normalizeMedia({
      pixlee_cdn_photos: { small_url: evil, medium_url: evil, large_url: evil, original_url: evil },
      thumbnail_url: evil,
      source_url: evil,
      avatar_url: evil,
      platform_link: evil,
      action_link: evil,
      products: [{ link: evil, image: evil }],
    });
    expect(JSON.stringify(item)).to.not.contain('evil.example');
  });
});

describe('hardening: configuration', () => {
  const bad: [string, Record<string, unknown>, string, string][] = [
    ['album-id ".."', { albumId: '..' }, 'album-id', 'integer'],
    ['album-id "."', { albumId: '.' }, 'album-id', 'integer'],
    ['album-id "1/../2"', { albumId: '1/../2' }, 'album-id', 'integer'],
    ['album-id 0', { albumId: 0 }, 'album-id', 'integer'],
    ['album-id -3', { albumId: '-3' }, 'album-id', 'integer'],
    ['album-id 1.5', { albumId: 1.5 }, 'album-id', 'integer'],
    ['album-id 1e3', { albumId: '1e3' }, 'album-id', 'integer'],
    ['album-id past 2^53', { albumId: '9007199254740993' }, 'album-id', 'integer'],
    ['album-id whose toString throws', { albumId: { toString: () => { throw new Error('boom'); } } }, 'album-id', 'missing'],
    ['base-url with a query', { baseUrl: 'https://content.example.com/?x=y' }, 'base-url', 'url'],
    ['base-url with an empty query', { baseUrl: 'https://content.example.com/?' }, 'base-url', 'url'],
    ['base-url with a fragment', { baseUrl: 'https://content.example.com/#x' }, 'base-url', 'url'],
    ['base-url with credentials', { baseUrl: 'https://user:secret@content.example.com' }, 'base-url', 'url'],
    ['base-url with a user name', { baseUrl: 'https://content.example.com@evil.example' }, 'base-url', 'url'],
    ['analytics-url with credentials', { analyticsUrl: 'https://u:p@collect.example.com' }, 'analytics-url', 'url'],
    ['analytics-url with a query', { analyticsUrl: 'https://collect.example.com/?a=1' }, 'analytics-url', 'url'],
    ['analytics-url not http(s)', { analyticsUrl: 'javascript:alert(1)' }, 'analytics-url', 'url'],
    ['sort whose getter throws', { sort: { get recency() { throw new Error('boom'); } } }, 'sort', 'json'],
    ['filters that cannot be serialised (a cycle)', { filters: (() => { const o: Record<string, unknown> = {}; o['o'] = o; return o; })() }, 'filters', 'json'],
  ];
  for (const [what, over, attribute, problem] of bad) {
    it(`refuses ${what}`, () => {
      expect(parseConfig({ ...base, ...over } as never)).to.deep.equal({ attribute, problem });
    });
  }

  it('accepts an origin with a path, and a numeric album id', () => {
    expect(parseConfig({ ...base, albumId: 12608567, baseUrl: 'https://example.com/content/', analyticsUrl: 'https://example.com/collect' })).to.include({
      albumId: '12608567',
      baseUrl: 'https://example.com/content/',
      analyticsUrl: 'https://example.com/collect',
    });
  });

  it('an empty sku falls back to album-id; a sku is taken as text', () => {
    expect(parseConfig({ ...base, sku: '  ' })).to.include({ sku: null, albumId: '1001' });
    expect(parseConfig({ ...base, sku: 42 as never })).to.include({ sku: '42', albumId: null });
  });

  it('never throws, whatever the settings object does', () => {
    const throwing = new Proxy({}, { get: () => { throw new Error('boom'); } });
    expect(parseConfig(throwing)).to.deep.equal({ attribute: 'album-id', problem: 'missing' });
    const getters = Object.defineProperty({ ...base }, 'baseUrl', { get: () => { throw new Error('boom'); } });
    expect(parseConfig(getters)).to.deep.equal({ attribute: 'base-url', problem: 'missing' });
  });

  it('locale tables are read through their own keys only', () => {
    for (const lang of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const s = builtInStrings(lang, () => {});
      expect(s.count('2', 2), lang).to.equal('2 posts');
    }
  });
});

describe('hardening: <ugc-album> under a careless page', () => {
  let watch: PageWatch;
  let spy: ReturnType<typeof spyFetch>;
  let warn: typeof console.warn;
  beforeEach(() => {
    clearContentCache();
    watch = watchPage();
    spy = spyFetch();
    warn = console.warn;
    console.warn = () => {};
  });
  afterEach(() => {
    watch.stop();
    spy.restore();
    console.warn = warn;
  });

  for (const where of ['locale', 'lang'] as const) {
    it(`${where}="constructor" shows the album in English, with no rejection`, async () => {
      const parent = document.createElement('div');
      if (where === 'lang') parent.lang = 'constructor';
      const attrs = albumAttrs({ 'album-id': 1002, eager: true, ...(where === 'locale' ? { locale: 'constructor' } : {}) });
      const el = await mount(attrs, undefined, parent);
      await waitUntil(() => parts(el, 'item').length === 12, 'album never shown');
      await waitUntil(() => /12 posts/.test(part(el, 'count')!.textContent!), 'count never shown');
      await frames();
      expect(watch.rejections).to.deep.equal([]);
      expect(watch.errors).to.deep.equal([]);
    });
  }

  it('an albumId whose toString throws, a throwing locale and strings getters: a config message, no rejection', async () => {
    const errors: UgcErrorDetail[] = [];
    const el = await mount(albumAttrs({ eager: true }), (e) => {
      e.addEventListener('ugc-error', (ev) => errors.push(ev.detail));
      e.albumId = { toString: () => { throw new Error('boom'); } } as never;
      e.locale = { toString: () => { throw new Error('boom'); } } as never;
      e.strings = Object.defineProperty({}, 'loading', { enumerable: true, get: () => { throw new Error('boom'); } });
    });
    await waitUntil(() => errors.length, 'no ugc-error');
    await frames();
    expect(errors[0]!.error.kind).to.equal('config');
    expect(part(el, 'status')!.textContent).to.contain('album-id');
    expect(spy.requests.length).to.equal(0);
    expect(watch.rejections).to.deep.equal([]);
    expect(watch.errors).to.deep.equal([]);
  });

  it('album-id ".." and "." request nothing', async () => {
    for (const id of ['..', '.', '%2e%2e']) {
      const errors: UgcErrorDetail[] = [];
      const el = await mount(albumAttrs({ 'album-id': id, eager: true }), (e) => e.addEventListener('ugc-error', (ev) => errors.push(ev.detail)));
      await waitUntil(() => errors.length, `no ugc-error for ${id}`);
      expect(errors[0]!.error.kind, id).to.equal('config');
      expect(part(el, 'status')!.textContent, id).to.contain('the album-id attribute must be a positive whole number');
    }
    expect(spy.requests.map((r) => r.url)).to.deep.equal([]);
  });

  it('a base-url with credentials is refused and never echoed', async () => {
    const secret = 'hunter2-secret';
    const withCredentials = sandboxUrl.replace('://', `://admin:${secret}@`);
    const errors: UgcErrorDetail[] = [];
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    const el = await mount(albumAttrs({ 'album-id': 1002, 'base-url': withCredentials, eager: true }), (e) =>
      e.addEventListener('ugc-error', (ev) => errors.push(ev.detail)),
    );
    await waitUntil(() => errors.length, 'no ugc-error');
    await frames();
    expect(errors[0]!.error.kind).to.equal('config');
    const said = [errors[0]!.error.message, String(errors[0]!.error.stack), part(el, 'status')!.textContent, ...warnings].join('\n');
    expect(said).to.contain('base-url');
    expect(said).to.not.contain(secret);
    expect(said).to.not.contain('admin');
    expect(spy.requests.length).to.equal(0);
  });
});
