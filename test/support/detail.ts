// The detail view on its own, as the element shows it (its styles and the element's, in a shadow root,
// open as a modal), on items made here: for tests of what it draws, independent of the sandbox's albums.
import { fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import type { MediaDetail, MediaItem, MediaProductDetail } from '../../src/client/media.types.js';
import { renderLightbox } from '../../src/element/lightbox-view.js';
import type { LightboxView } from '../../src/element/lightbox-view.js';
import { lightboxStyles } from '../../src/element/lightbox.styles.js';
import { ownStyleScope } from '../../src/element/style-scope.js';
import { timedProduct } from '../../src/element/shoppable.js';
import { albumStyles } from '../../src/element/ugc-album.styles.js';
import { en } from '../../src/i18n/i18n.js';
import { sandboxUrl } from './sandbox.js';

export const MEDIA = `${sandboxUrl}/media`;
/**
 * The tests' own pictures (test/fixtures/visual), served with the test page: loading the sandbox
 * albums' files here would put them in the browser's cache, and a later test that checks which
 * rendition a tile picks would see the cached larger one.
 */
export const FIX = new URL('/test/fixtures/visual/', location.href).href;
export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 20, 12);

export const product = (over: Partial<MediaProductDetail> = {}): MediaProductDetail => ({
  id: 1,
  sku: 'A',
  title: 'Trail Runner 42',
  link: 'https://shop.example.com/a',
  linkText: '',
  image: `${FIX}product-01.jpg`,
  thumbSquare: null,
  price: 129.95,
  salePrice: null,
  saleStart: null,
  saleEnd: null,
  currency: 'USD',
  ...over,
});

export const PRODUCTS = [
  product({ salePrice: 99, saleStart: new Date(NOW - DAY), saleEnd: new Date(NOW + DAY) }),
  product({ id: 2, sku: 'B', title: 'Ridge Shell Jacket', link: 'https://shop.example.com/b', price: 219 }),
  product({ id: 3, sku: 'C', title: 'Summit Pack 30L', link: 'https://shop.example.com/c', price: 149 }),
];

/** An item together with what `mediaDetail()` would read of it (the view is handed both). */
export type ShopItem = MediaItem & MediaDetail;

export const item = (over: Partial<ShopItem> = {}): ShopItem => ({
  id: 1,
  albumPhotoId: 11,
  albumId: 7,
  type: 'image',
  renditions: [
    { url: `${FIX}tile-03.jpg`, width: 320 },
    { url: `${FIX}photo-3x2.jpg`, width: 640 },
  ],
  originalUrl: null,
  videoUrl: null,
  width: 1200,
  height: 800,
  caption: 'First light on the ridge.',
  altText: 'A runner on a ridge at sunrise',
  alt: 'A runner on a ridge at sunrise',
  userName: 'ridge.runner',
  avatarUrl: null,
  source: 'instagram',
  sourceLink: 'https://www.instagram.com/p/CAbcdEfgh12/',
  action: { url: 'https://shop.example.com/look', text: 'Shop the look' },
  products: PRODUCTS,
  hotspots: [
    { productId: 1, productIndex: 0, box: { x: 0, y: 0, width: 0, height: 0 }, marker: { x: 300, y: 400 }, point: { x: 0.25, y: 0.5 } },
    { productId: 3, productIndex: 2, box: { x: 0, y: 0, width: 0, height: 0 }, marker: { x: 1080, y: 80 }, point: { x: 0.9, y: 0.1 } },
  ],
  timedProducts: [],
  createdAt: new Date(Date.UTC(2026, 10, 1, 12)),
  approvedAt: null,
  ...over,
});

export interface Shown {
  root: ShadowRoot;
  actions: string[];
  /** Re-renders with the view's current state (what the controller does on every change). */
  state: { on: number; playing: number };
}

/** The detail view as the element shows it: in a shadow root with the element's and the view's styles, open. */
export async function show(it: ShopItem, over: Partial<LightboxView> = {}): Promise<Shown> {
  // A fixed font: the visual regression tests shoot this view.
  const host = await fixture<HTMLElement>(html`<div style='font: 16px/1.5 "DejaVu Sans", sans-serif'></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [albumStyles.styleSheet!, lightboxStyles.styleSheet!];
  // As the element does: each root its own style resolver (WebKit would otherwise hand a root the
  // media-query results of an earlier one at another viewport size).
  ownStyleScope(root);
  const actions: string[] = [];
  const state = { on: -1, playing: -1 };
  const draw = () => {
    render(
      renderLightbox({
        item: it,
        detail: it,
        index: 1,
        total: 10,
        hasNext: true,
        strings: en,
        locale: 'en-US',
        format: (n, o) => new Intl.NumberFormat('en-US', o).format(n),
        step: () => {},
        closed: () => {},
        action: (url) => actions.push(url),
        now: NOW,
        ...state,
        point: (i) => {
          state.on = i;
          draw();
        },
        played: (t) => {
          state.playing = timedProduct(it, it.products, t);
          draw();
        },
        ...over,
      }),
      root,
    );
  };
  draw();
  root.querySelector('dialog')!.showModal();
  return { root, actions, state };
}

