// The React 19 recipe (demo/recipes/react/UgcGallery.tsx, on `ugc-album/react`'s <UgcAlbum>),
// mounted by React against the sandbox: client rendering, and server rendering then hydration.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { createElement, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { UgcGallery } from '../demo/recipes/react/UgcGallery.js';
import type { UgcGalleryProps } from '../demo/recipes/react/UgcGallery.js';
import type { UgcAlbumEventMap } from '../src/element/events.js';
import { en } from '../src/i18n/i18n.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { countText, type LoadEvent, nthLoad, parts, statusText, uniqueKey, recipeHooks, sortsSent } from './support/recipes.js';
import { sandboxUrl } from './support/sandbox.js';

const key = () => uniqueKey('recipe-react');

/** Renders the recipe in StrictMode (as apps do in development) into a fresh container. */
function mount(props: UgcGalleryProps) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (p: UgcGalleryProps) =>
    flushSync(() => root.render(createElement(StrictMode, null, createElement(UgcGallery, p))));
  render(props);
  const el = container.querySelector('ugc-album') as UgcAlbumElement;
  const section = container.querySelector('section')!;
  return {
    container,
    el,
    section,
    render,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** Props for the sandbox, recording every `ugc-load` the component's handler passes on. */
function sandboxProps(extra: Partial<UgcGalleryProps> = {}) {
  const loads: LoadEvent[] = [];
  const props: UgcGalleryProps = { apiKey: key(), baseUrl: sandboxUrl, onLoad: (e) => loads.push(e), ...extra };
  return { props, loads };
}

const loadOf = (loads: LoadEvent[], n: number) => nthLoad(loads, n, 'React');

describe('React 19 recipe', () => {
  const hooks = recipeHooks();

  it('renders the gallery, with strings as attributes and objects as properties', async () => {
    const { props, loads } = sandboxProps({ albumId: 1002 });
    const m = mount(props);
    hooks.cleanup = m.unmount;

    const load = await loadOf(loads, 1);
    expect(parts(m.el, 'item')).to.have.length(12);
    // Every prop is set as the element's property by @lit/react.
    expect(m.el.albumId).to.equal(1002);
    expect(m.el.baseUrl).to.equal(sandboxUrl);
    expect(m.el.hasAttribute('sort')).to.equal(false);
    expect(m.el.sort).to.deep.equal({ recency: true, desc: true });
    expect(m.el.hasAttribute('defer-hydration'), 'started').to.equal(false);
    expect(load.type).to.equal('ugc-load');
    expect(load.detail).to.include({ page: 1, hasNext: false, albumId: 1002 });
    expect(load.detail.items).to.have.length(12);
  });

  it('passes the ugc-load detail of every page, including "load more", to the handler', async () => {
    const { props, loads } = sandboxProps({ albumId: 1001 });
    const m = mount(props);
    hooks.cleanup = m.unmount;

    const first = await loadOf(loads, 1);
    expect(first.detail).to.include({ page: 1, hasNext: true, albumId: 1001 });
    parts(m.el, 'load-more')[0]!.click();
    const second = await loadOf(loads, 2);
    expect(second.detail.page).to.equal(2);
    expect(second.detail.items).to.have.length(30);
    expect(parts(m.el, 'item')).to.have.length(60);
  });

  it('reloads when a prop changes: another album, then a product', async () => {
    const { props, loads } = sandboxProps({ albumId: 1002 });
    const m = mount(props);
    hooks.cleanup = m.unmount;
    await loadOf(loads, 1);
    await waitUntil(() => countText(m.el) === '12 posts', 'count of album 1002');
    const firstTile = parts(m.el, 'item')[0]!.getAttribute('aria-label');

    m.render({ ...props, albumId: 1003 });
    const other = await loadOf(loads, 2);
    expect(m.container.querySelector('ugc-album')).to.equal(m.el); // the same element, updated
    expect(other.detail.albumId).to.equal(1003);
    expect(other.detail.items[0]!.id).not.to.equal(loads[0]!.detail.items[0]!.id);
    expect(parts(m.el, 'item')).to.have.length(30);
    await waitUntil(() => countText(m.el) === '40 posts', 'count of album 1003');
    expect(parts(m.el, 'item')[0]!.getAttribute('aria-label')).not.to.equal(firstTile);

    m.render({ ...props, albumId: undefined, sku: 'SKU-TRAIL-42' });
    const product = await loadOf(loads, 3);
    expect(m.el.albumId).to.equal(undefined);
    expect(m.el.sku).to.equal('SKU-TRAIL-42');
    expect(product.detail.albumId).to.equal(1003);
  });

  it('does not reload when the parent re-renders with the same props', async () => {
    const { props, loads } = sandboxProps({ albumId: 1002 });
    const m = mount(props);
    hooks.cleanup = m.unmount;
    await loadOf(loads, 1);
    const tiles = parts(m.el, 'item');

    // New handler functions and an equal heading: React re-binds listeners, the gallery stays.
    m.render({ ...props, onLoad: (e) => loads.push(e), heading: 'From our customers' });
    await m.el.updateComplete;
    expect(parts(m.el, 'item')).to.have.ordered.members(tiles);
    expect(loads).to.have.length(1);
  });

  it('hides the block for an empty album and shows it again for the next one', async () => {
    const { props, loads } = sandboxProps({ albumId: 1004 });
    const m = mount(props);
    hooks.cleanup = m.unmount;
    const empty = await loadOf(loads, 1);
    expect(empty.detail.items).to.have.length(0);
    await waitUntil(() => m.section.hidden, 'the block never hid');

    m.render({ ...props, albumId: 1002 });
    expect(m.section.hidden).to.equal(false);
    await loadOf(loads, 2);
    expect(parts(m.el, 'item')).to.have.length(12);
    expect(m.section.hidden).to.equal(false);
  });

  it('hands ugc-item-click to its handler, which can keep the detail view closed', async () => {
    const clicks: UgcAlbumEventMap['ugc-item-click'][] = [];
    const { props, loads } = sandboxProps({
      albumId: 1002,
      onItemClick: (e) => {
        clicks.push(e);
        e.preventDefault();
      },
    });
    const m = mount(props);
    hooks.cleanup = m.unmount;
    await loadOf(loads, 1);

    parts(m.el, 'item')[2]!.click();
    await m.el.updateComplete;
    expect(clicks).to.have.length(1);
    expect(clicks[0]!.detail.index).to.equal(2);
    expect(clicks[0]!.detail.item.id).to.equal(loads[0]!.detail.items[2]!.id);
    expect(parts(m.el, 'lightbox')).to.have.length(0);
  });

  it('unmounts cleanly, after loading and while loading', async () => {
    const { props, loads } = sandboxProps({ albumId: 1002 });
    const loaded = mount(props);
    await loadOf(loads, 1);
    const late: Event[] = [];
    for (const type of ['ugc-load', 'ugc-error'] as const) loaded.el.addEventListener(type, (e) => late.push(e));
    loaded.unmount();
    expect(loaded.el.isConnected).to.equal(false);
    expect(loaded.container.childElementCount).to.equal(0);

    // Unmounted before its first page arrives (the sandbox holds `fault-slow` answers for ~1 s).
    const slow = sandboxProps({ albumId: 1001, apiKey: `${key()}-fault-slow` });
    const loading = mount(slow.props);
    await waitUntil(() => statusText(loading.el) === en.loading, 'the gallery never started loading');
    for (const type of ['ugc-load', 'ugc-error'] as const) loading.el.addEventListener(type, (e) => late.push(e));
    loading.unmount();

    // A gallery mounted afterwards loads normally; the unmounted ones stay silent.
    const next = sandboxProps({ albumId: 1002 });
    const again = mount(next.props);
    hooks.cleanup = again.unmount;
    await loadOf(next.loads, 1);
    expect(late.map((e) => e.type)).to.deep.equal([]);
    expect(slow.loads.map((e) => e.type)).to.deep.equal([]);
  });

  describe('server rendering, then hydration (as Next.js App Router does)', () => {
    it('renders markup that waits, then hydration sets the sort, attaches the handlers, and the gallery loads', async () => {
      const clicks: UgcAlbumEventMap['ugc-item-click'][] = [];
      const { props, loads } = sandboxProps({
        albumId: 1003,
        onItemClick: (e) => {
          clicks.push(e);
          e.preventDefault();
        },
      });
      const tree = () => createElement(StrictMode, null, createElement(UgcGallery, props));
      // The server's HTML, as the page receives it (the element is already defined here, so it
      // upgrades as soon as it is parsed: it must wait for its properties).
      const html = renderToString(tree());
      expect(html).to.match(/<ugc-album defer-hydration=""/);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const el = container.querySelector('ugc-album') as UgcAlbumElement;
      const early: string[] = [];
      for (const type of ['ugc-load', 'ugc-error'] as const) el.addEventListener(type, (e) => early.push(e.type));
      await el.updateComplete;
      expect(el.deferHydration).to.equal(true);
      expect(statusText(el) ?? '', 'no configuration error before hydration').to.equal('');
      expect(early).to.deep.equal([]);

      const root = hydrateRoot(container, tree());
      hooks.cleanup = () => {
        root.unmount();
        container.remove();
      };
      const load = await loadOf(loads, 1);
      // The handler ran, the sort was set as an object and sent with the first request.
      expect(load.detail).to.include({ page: 1, albumId: 1003 });
      expect(el.sort).to.deep.equal({ recency: true, desc: true });
      expect(sortsSent(1003), 'the first page was asked for with the sort').to.include('{"desc":true,"recency":true}');
      expect(container.querySelector('ugc-album'), 'hydrated, not replaced').to.equal(el);
      // A second handler, the item click, attached too: cancelling it keeps the detail view closed.
      parts(el, 'item')[1]!.click();
      await el.updateComplete;
      expect(clicks.map((e) => e.detail.index)).to.deep.equal([1]);
      expect(parts(el, 'lightbox')).to.have.length(0);
    });
  });
});
