// The Vue 3 recipe (demo/recipes/vue/UgcGallery.ts), mounted by Vue against the sandbox.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { createApp, h, nextTick, reactive } from 'vue';
import type { Component } from 'vue';
import { UgcGallery } from '../demo/recipes/vue/UgcGallery.js';
import type { UgcAlbumEventMap } from '../src/element/events.js';
import { en } from '../src/i18n/i18n.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { countText, type LoadEvent, nthLoad, parts, statusText, uniqueKey, watchErrors } from './support/recipes.js';
import { sandboxUrl } from './support/sandbox.js';

type ItemClickEvent = UgcAlbumEventMap['ugc-item-click'];

interface GalleryProps {
  albumId?: number | string;
  sku?: string;
  apiKey: string;
  baseUrl: string;
  heading?: string;
}

const key = () => uniqueKey('recipe-vue');

/**
 * Mounts the recipe in its own app, with reactive props as a parent component would pass them.
 * Vue's warnings (e.g. "Failed to resolve component: ugc-album" without `isCustomElement`) and
 * errors are collected, as are console errors and uncaught errors.
 */
function mount(initial: Partial<GalleryProps> = {}, onItemClick?: (e: ItemClickEvent) => void) {
  const props = reactive<GalleryProps>({ apiKey: key(), baseUrl: sandboxUrl, ...initial });
  const loads: LoadEvent[] = [];
  const problems: string[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const app = createApp({
    render: () => h(UgcGallery, { ...props, onLoad: (e: LoadEvent) => loads.push(e), onItemClick }),
  });
  app.config.warnHandler = (msg) => problems.push(`[Vue warn] ${msg}`);
  app.config.errorHandler = (err) => problems.push(`[Vue error] ${String(err)}`);
  app.mount(container);
  const el = container.querySelector('ugc-album') as UgcAlbumElement;
  const section = container.querySelector('section')!;
  return {
    props,
    loads,
    problems,
    container,
    el,
    section,
    unmount: () => {
      app.unmount();
      container.remove();
    },
  };
}

const loadOf = (loads: LoadEvent[], n: number) => nthLoad(loads, n, 'Vue');

describe('Vue 3 recipe', () => {
  let errors: ReturnType<typeof watchErrors>;
  let mounted: ReturnType<typeof mount> | undefined;
  const use = (m: ReturnType<typeof mount>) => (mounted = m);

  beforeEach(() => {
    errors = watchErrors();
  });

  afterEach(() => {
    const problems = mounted?.problems ?? [];
    mounted?.unmount();
    mounted = undefined;
    errors.restore();
    expect([...problems, ...errors.seen], 'Vue warnings, console errors and uncaught errors').to.deep.equal([]);
  });

  it('renders the gallery as a custom element, with attributes and a `.prop` object', async () => {
    const m = use(mount({ albumId: 1002 }));
    expect(m.el).to.be.instanceOf(customElements.get('ugc-album')!);

    const load = await loadOf(m.loads, 1);
    expect(parts(m.el, 'item')).to.have.length(12);
    expect(m.el.getAttribute('album-id')).to.equal('1002');
    expect(m.el.getAttribute('api-key')).to.equal(m.props.apiKey);
    expect(m.el.hasAttribute('sort')).to.equal(false);
    expect(m.el.sort).to.deep.equal({ recency: true, desc: true });
    expect(load.type).to.equal('ugc-load');
    expect(load.detail).to.include({ page: 1, hasNext: false, albumId: 1002 });
    expect(load.detail.items).to.have.length(12);
  });

  it('tells the template compiler that ugc-* tags are custom elements, even before they are defined', async () => {
    // Vue's in-browser compiler guesses from the tags defined so far; the recipe's option does not
    // need to (single-file components compile where there is no registry at all).
    // (Without the render function Vue keeps on the component once it has compiled the template.)
    const { render: _compiled, ...recipe } = UgcGallery as Component & { template: string; render?: unknown };
    const Later: Component = { ...recipe, template: recipe.template.replaceAll('ugc-album', 'ugc-album-later') };
    expect(customElements.get('ugc-album-later')).to.equal(undefined);
    const warnings: string[] = [];
    const container = document.createElement('div');
    const app = createApp({ render: () => h(Later, { albumId: 1002, apiKey: key(), baseUrl: sandboxUrl }) });
    app.config.warnHandler = (msg) => warnings.push(msg);
    app.mount(container);
    expect(container.querySelector('ugc-album-later')).to.be.instanceOf(HTMLElement);
    app.unmount();
    expect(warnings).to.deep.equal([]);
  });

  it('passes the ugc-load detail of every page, including "load more", to the handler', async () => {
    const m = use(mount({ albumId: 1001 }));
    expect((await loadOf(m.loads, 1)).detail).to.include({ page: 1, hasNext: true, albumId: 1001 });
    parts(m.el, 'load-more')[0]!.click();
    const second = await loadOf(m.loads, 2);
    expect(second.detail.page).to.equal(2);
    expect(second.detail.items).to.have.length(30);
    expect(parts(m.el, 'item')).to.have.length(60);
  });

  it('reloads when a prop changes: another album, then a product', async () => {
    const m = use(mount({ albumId: 1002 }));
    await loadOf(m.loads, 1);
    await waitUntil(() => countText(m.el) === '12 posts', 'count of album 1002');
    const firstTile = parts(m.el, 'item')[0]!.getAttribute('aria-label');

    m.props.albumId = 1003;
    const other = await loadOf(m.loads, 2);
    expect(m.container.querySelector('ugc-album')).to.equal(m.el); // the same element, updated
    expect(other.detail.albumId).to.equal(1003);
    expect(other.detail.items[0]!.id).not.to.equal(m.loads[0]!.detail.items[0]!.id);
    expect(parts(m.el, 'item')).to.have.length(30);
    await waitUntil(() => countText(m.el) === '40 posts', 'count of album 1003');
    expect(parts(m.el, 'item')[0]!.getAttribute('aria-label')).not.to.equal(firstTile);

    m.props.albumId = undefined;
    m.props.sku = 'SKU-TRAIL-42';
    const product = await loadOf(m.loads, 3);
    expect(m.el.hasAttribute('album-id')).to.equal(false);
    expect(m.el.sku).to.equal('SKU-TRAIL-42');
    expect(product.detail.albumId).to.equal(1003);
  });

  it('does not reload when the parent re-renders with the same values', async () => {
    const m = use(mount({ albumId: 1002 }));
    await loadOf(m.loads, 1);
    const tiles = parts(m.el, 'item');

    m.props.heading = 'Worn by you';
    await nextTick();
    expect(m.container.querySelector('h2')!.textContent).to.equal('Worn by you');
    await m.el.updateComplete;
    expect(parts(m.el, 'item')).to.have.ordered.members(tiles);
    expect(m.loads).to.have.length(1);
  });

  it('hides the block for an empty album and shows it again for the next one', async () => {
    const m = use(mount({ albumId: 1004 }));
    expect((await loadOf(m.loads, 1)).detail.items).to.have.length(0);
    await waitUntil(() => m.section.hidden, 'the block never hid');

    m.props.albumId = 1002;
    await nextTick();
    expect(m.section.hidden).to.equal(false);
    await loadOf(m.loads, 2);
    expect(parts(m.el, 'item')).to.have.length(12);
    expect(m.section.hidden).to.equal(false);
  });

  it('emits item-click with the widget event, which can keep the detail view closed', async () => {
    const clicks: ItemClickEvent[] = [];
    const m = use(
      mount({ albumId: 1002 }, (e) => {
        clicks.push(e);
        e.preventDefault();
      }),
    );
    await loadOf(m.loads, 1);

    parts(m.el, 'item')[2]!.click();
    await m.el.updateComplete;
    expect(clicks).to.have.length(1);
    expect(clicks[0]!.detail.index).to.equal(2);
    expect(clicks[0]!.detail.item.id).to.equal(m.loads[0]!.detail.items[2]!.id);
    expect(parts(m.el, 'lightbox')).to.have.length(0);
  });

  it('unmounts cleanly, after loading and while loading', async () => {
    const loaded = mount({ albumId: 1002 });
    await loadOf(loaded.loads, 1);
    const late: Event[] = [];
    for (const type of ['ugc-load', 'ugc-error'] as const) loaded.el.addEventListener(type, (e) => late.push(e));
    loaded.unmount();
    expect(loaded.el.isConnected).to.equal(false);
    expect(loaded.container.childElementCount).to.equal(0);

    // Unmounted before its first page arrives (the sandbox holds `fault-slow` answers for ~1 s).
    const loading = mount({ albumId: 1001, apiKey: `${key()}-fault-slow` });
    await waitUntil(() => statusText(loading.el) === en.loading, 'the gallery never started loading');
    for (const type of ['ugc-load', 'ugc-error'] as const) loading.el.addEventListener(type, (e) => late.push(e));
    loading.unmount();

    // A gallery mounted afterwards loads normally; the unmounted ones stay silent.
    const again = use(mount({ albumId: 1002 }));
    await loadOf(again.loads, 1);
    expect(late.map((e) => e.type)).to.deep.equal([]);
    expect(loading.loads.map((e) => e.type)).to.deep.equal([]);
    expect([...loaded.problems, ...loading.problems]).to.deep.equal([]);
  });
});
