import { css, html, nothing, render } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import type { Host } from './host.js';
import { TileFocus } from './tile-focus.js';
import type { MediaItem } from '../client/media.types.js';

/*
 * The tiles' finish, a chunk of its own fetched as loading starts (looks only: the first tiles render
 * without it): each tile's marks (where it was posted, a bag when its products can be shopped) and its
 * submitter's name, images that fade in as they load, and the slight zoom under the mouse. The
 * element's tiles are left as they are: the marks are added beside their content, once per tile
 * (Lit updates a tile's parts in place and never removes them), so a tile looks complete a moment
 * after it renders, without any change to its size.
 */

// Marks, always shown (touch included). The submitter's name shows on hover and keyboard focus, and
// always on touch screens (a coarse pointer: nothing hovers there; not `hover: none`, which headless
// browsers match too); Escape hides it (`.name-dismissed`) until the pointer or focus leaves the
// tile (WCAG 1.4.13). Its white text sits on a solid dark strip with a fade above it, whatever the
// photo: over pure white the strip is #474747, 9:1 (WCAG 1.4.3; the fade alone measured 2.5:1
// behind the letters over a white photo). Forced colours draw it on the background colour. Icons are
// drawn in CSS: a strict CSP that allows images only from the service forbids data: URIs.
// Lazy images (tiles below the first screen) fade in once loaded over the tile's placeholder; no
// motion under reduced motion. The first screen's images never fade: Largest Contentful Paint
// ignores a transparent image, and a fade delayed the first screen's LCP by 0.6 s.
export const tileMarkStyles = css`
.tile-marks {
  position: absolute;
  top: 6px;
  inset-inline-end: 6px;
  display: flex;
  gap: 4px;
}
.tile-marks i {
  display: block;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: rgb(0 0 0 / 0.55);
  color: #fff;
}
.instagram:before {
  content: '';
  display: block;
  box-sizing: border-box;
  width: 12px;
  height: 12px;
  margin: 6px;
  border: 1.5px solid;
  border-radius: 4px;
  background: radial-gradient(#0000 2px, #fff 2.5px 3.5px, #0000 4px);
}
.tiktok:before {
  content: '♪';
  display: block;
  font: 700 15px/24px sans-serif;
  text-align: center;
}
.bag:before {
  content: '';
  display: block;
  width: 12px;
  height: 11px;
  margin: 7px auto 0;
  border-radius: 2px 2px 3px 3px;
  background: #fff;
}
.bag:after {
  content: '';
  display: block;
  width: 4px;
  height: 3px;
  margin: -10px auto 0;
  border: 1.5px solid #555;
  border-top: 0;
  border-radius: 0 0 4px 4px;
}
.tile-name {
  position: absolute;
  inset: auto 0 0;
  padding: 24px 8px 6px;
  overflow: hidden;
  background: linear-gradient(#0000, rgb(0 0 0 / 0.72) 18px);
  color: #fff;
  font-size: 0.8em;
  font-style: normal;
  font-weight: 600;
  line-height: 1.3;
  text-align: start;
  text-overflow: ellipsis;
  white-space: nowrap;
  opacity: 0;
}
.tile:hover .tile-name,
.tile:focus-visible .tile-name {
  opacity: 1;
}
@media (pointer: coarse) {
  .tile-name {
    opacity: 1;
    padding: 20px 6px 4px;
    font-size: 0.75em;
  }
}
.tile.name-dismissed .tile-name {
  opacity: 0;
}
/* Forced colours would paint the play badge's disc in the background colour and leave its triangle
   white (1.5:1): the badge draws itself in the palette's own colours instead. */
@media (forced-colors: active) {
  .tile-name {
    background: Canvas;
  }
  .play {
    forced-color-adjust: none;
    background: Canvas;
    box-shadow: 0 0 0 2px CanvasText;
  }
  .play:before {
    background: CanvasText;
  }
}
@media (prefers-reduced-motion: no-preference) {
  .tile img {
    transition: transform 0.3s, opacity 0.4s;
  }
  .tile:hover img {
    transform: scale(1.04);
  }
}
`;

// Apart: a server render (`ugc-album/ssr`) has the marks without it, or with scripts off its lazy
// images would never show.
export const fadeInStyles = css`
@media (prefers-reduced-motion: no-preference) {
  .tile img[loading=lazy]:not(.loaded) {
    opacity: 0;
  }
}
`;

/** The networks a mark is drawn for. */
const NETWORKS = new Set(['instagram', 'tiktok']);

/**
 * A tile's marks and name overlay, for `item`. Presentation only: the tile's label names it. A
 * user-provided name is isolated (`<bdi>`): its direction never reorders the text around it. Also
 * rendered by a server (`ugc-album/ssr`) into each tile it serves.
 */
export const marksOf = (item: MediaItem): TemplateResult => {
  const network = NETWORKS.has(item.source) ? html`<i class=${item.source}></i>` : nothing;
  const bag = item.products.length ? html`<i class="bag"></i>` : nothing;
  const name = item.userName ? html`<bdi class="tile-name">${item.userName}</bdi>` : nothing;
  return html`<i class="tile-marks">${network}${bag}</i>${name}`;
};

/**
 * Finishes the tiles of `host` from now on: `adopt` adds the styles to its shadow root (called for
 * each sheet as it starts: the host's count waits for that moment too), `album.items` are the items its tiles
 * show (tile `data-i` = index). It starts once the first tile's image has been painted (or failed):
 * adopting these styles restyles every tile (about 20 ms on a phone-speed core), which, done while
 * that image arrived, delayed its paint, the likely Largest Contentful Paint. Images already loaded
 * then show at once (no fade, no flash); later ones fade in.
 */
export const finishTiles = (host: Host, adopt: (styles: CSSResult) => void, album: { items: readonly MediaItem[] }): void => {
  const root = host.renderRoot;
  /** Undefined until there is a first tile; then whether its image has been painted. */
  let painted: boolean | undefined;
  const finish = () => {
    const first = root.querySelector('[data-i]');
    if (!painted) {
      if (first && painted === undefined) {
        painted = false;
        Promise.resolve(first.querySelector('img')?.decode())
          .catch(() => {})
          .then(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                painted = true;
                adopt(tileMarkStyles);
                adopt(fadeInStyles);
                finish();
              }),
            ),
          );
      }
      return;
    }
    for (const tile of root.querySelectorAll<HTMLElement>('[data-i]:not(.finished)')) {
      const item = album.items[Number(tile.dataset['i'])];
      if (!item) continue;
      tile.classList.add('finished');
      // A served tile (`ugc-album/ssr`) came with its marks.
      if (!tile.querySelector('.tile-marks')) render(marksOf(item), tile);
      // Only new tiles are looked at (this runs after every render): an image that arrived before
      // its tile was finished shows at once; later ones are caught by the `load` listener.
      const img = tile.querySelector('img');
      if (img?.complete && img.naturalWidth) img.classList.add('loaded');
    }
  };
  // Attached before the first tile is finished: `load` does not bubble, so one capturing listener
  // sees every tile's image.
  root.addEventListener('load', (e) => (e.target as Element).classList?.add('loaded'), true);
  // Escape hides the name over the tile under the pointer or with focus (the key goes to whatever
  // has focus: listened to on the document), until the pointer or focus leaves that tile.
  const dismiss = (e: KeyboardEvent) => {
    if (e.key != 'Escape') return;
    for (const tile of root.querySelectorAll('.tile:hover, .tile:focus')) tile.classList.add('name-dismissed');
  };
  const undismiss = (e: Event) => {
    const tile = (e.target as Element).closest?.('.tile');
    if (tile && !tile.contains((e as FocusEvent).relatedTarget as Node | null)) tile.classList.remove('name-dismissed');
  };
  root.addEventListener('pointerout', undismiss);
  root.addEventListener('focusout', undismiss);
  // The grid's arrow keys come with the finish (a first render without them: every tile a Tab stop).
  new TileFocus(host);
  finish();
  host.addController({
    hostUpdated: finish,
    hostConnected: () => document.addEventListener('keydown', dismiss),
    hostDisconnected: () => document.removeEventListener('keydown', dismiss),
  });
};
