import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import type { UgcErrorDetail } from '../src/element/events.js';
import { albumAttrs, frames, mount, mountLoaded, part, parts, sandboxUrl, spyFetch, uniqueKey } from './support/album.js';
import type { Attrs } from './support/album.js';

// test/ugc-album.test.ts covers invalid filters JSON, a sort array, per-page 500 and "ten", no
// album-id/sku, an empty api-key and a javascript: base-url. These are the cases it leaves out,
// and what happens when a working widget's attribute turns bad.
describe('<ugc-album> bad configuration (beyond ugc-album.test.ts)', () => {
  let spy: ReturnType<typeof spyFetch>;
  let warn: typeof console.warn;
  let warnings: string[];
  beforeEach(() => {
    clearContentCache();
    spy = spyFetch();
    warn = console.warn;
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  });
  afterEach(() => {
    spy.restore();
    console.warn = warn;
  });

  const cases: [string, Attrs, string][] = [
    ['no base-url at all', { 'base-url': false }, 'base-url'],
    ['no api-key at all', { 'api-key': false }, 'api-key'],
    ['sort that is not JSON', { sort: '{recency:true}' }, 'sort'],
    ['per-page 0', { 'per-page': 0 }, 'per-page'],
    ['per-page -5', { 'per-page': -5 }, 'per-page'],
    ['per-page 2.5', { 'per-page': 2.5 }, 'per-page'],
    ['filters that are a JSON string', { filters: '"approved"' }, 'filters'],
  ];
  for (const [what, attrs, attribute] of cases) {
    it(`${what}: a message naming ${attribute}, one warning, ugc-error, no request`, async () => {
      const errors: CustomEvent<UgcErrorDetail>[] = [];
      const el = await mount(albumAttrs({ 'album-id': 1002, eager: true, ...attrs }), (e) =>
        e.addEventListener('ugc-error', (ev) => errors.push(ev)),
      );
      await waitUntil(() => errors.length, 'no ugc-error');
      await frames();
      expect(errors.length).to.equal(1);
      expect(errors[0]!.detail.error.kind).to.equal('config');
      expect(part(el, 'status')!.textContent).to.contain(`the ${attribute} attribute`);
      expect(warnings.length).to.equal(1);
      expect(warnings[0]).to.contain(attribute);
      expect(spy.requests.length).to.equal(0);
    });
  }

  it('an attribute turning bad aborts the load in flight, sends nothing, and warns once; fixing it loads', async () => {
    const el = await mount({ 'base-url': sandboxUrl, 'api-key': uniqueKey('k-fault-slow'), 'album-id': 1002, eager: true });
    await waitUntil(() => spy.requests.length, 'first request never sent');
    const sent = spy.requests.length;
    const inFlight = spy.requests[0]!;

    el.setAttribute('filters', '{"approved":');
    await el.updateComplete;
    await frames();
    expect(inFlight.init?.signal?.aborted).to.equal(true);
    expect(part(el, 'status')!.textContent).to.contain('the filters attribute');
    expect(parts(el, 'item').length).to.equal(0);
    // Unrelated updates (a property that is not configuration) do not warn again.
    el.noAnalytics = true;
    await el.updateComplete;
    expect(warnings.length).to.equal(1);
    expect(spy.requests.length).to.equal(sent);

    el.setAttribute('filters', '{"approved":true}');
    await waitUntil(() => parts(el, 'item').length === 12, 'fixed configuration never loaded');
    expect(spy.requests.slice(sent).every((r) => new URL(r.url).searchParams.get('filters') === '{"approved":true}')).to.equal(true);
  });

  it('a filters object set as a property is used as is; an array is refused', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': 1002, eager: true }));
    const before = spy.requests.length;
    el.filters = [] as never;
    await el.updateComplete;
    await frames();
    expect(part(el, 'status')!.textContent).to.contain('the filters attribute');
    expect(spy.requests.length).to.equal(before);
    expect(warnings.length).to.equal(1);
  });
});
