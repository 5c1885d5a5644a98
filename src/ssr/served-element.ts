import { LitElementRenderer } from '@lit-labs/ssr';
import type { RenderInfo } from '@lit-labs/ssr';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { served } from '../element/album-loader.js';
import type { Served } from '../element/album-loader.js';
import { storiesRowStyles } from '../element/stories/stories-row.js';
import { marksOf, tileMarkStyles } from '../element/tile-marks.js';
import { UgcAlbumElement } from '../element/ugc-album.js';

/**
 * The element as a server renders it: the real class, its templates and styles, standing alone (no
 * ancestor to take a language or a direction from), connected and near (it renders its page at
 * once). Registered under a name of its own in the server's registry (Lit's DOM shim): a page's own
 * `ugc-album/define` in the same process keeps `ugc-album`.
 */
class ServedAlbumElement extends UgcAlbumElement {
  override get isConnected(): boolean {
    return true;
  }

  override closest(): null {
    return null;
  }
}

const TAG = 'ugc-album-served';
if (!customElements.get(TAG)) customElements.define(TAG, ServedAlbumElement);

/** An element of the server's own, with the page's attributes set (already checked). */
export const servedElement = (attributes: ReadonlyArray<readonly [string, string]>) => {
  const renderer = new LitElementRenderer(TAG);
  for (const [name, value] of attributes) renderer.setAttribute(name, value);
  return { renderer, element: renderer.element as UgcAlbumElement };
};

/**
 * The element's shadow root as HTML (its styles, then Lit's markup with the markers hydration
 * reads), showing `data`, in `locale` (`en` when the page named none).
 */
export const renderShadow = async (renderer: LitElementRenderer, data: Served): Promise<string> => {
  const element = renderer.element as UgcAlbumElement;
  element.locale ||= 'en';
  element.eager = true;
  served.set(element, data);
  renderer.connectedCallback();
  const info: RenderInfo = {
    elementRenderers: [LitElementRenderer],
    customElementInstanceStack: [renderer],
    customElementHostStack: [renderer],
    eventTargetStack: [],
    slotStack: [],
    deferHydration: false,
  };
  const shadow = await collectResult(renderer.renderShadow(info) ?? []);
  // A stories row's 9:16 cards are its chunk's styles in the browser (item-viewers.ts): served with it.
  return finishTiles(shadow, data, element.layout == 'stories' ? storiesRowStyles.cssText : '');
};

/**
 * The tiles' finish, which the browser adds once its chunk has come (tile-marks.ts), already in the
 * served tiles: their marks, their names on hover, touch and focus, and those styles after the
 * element's. The served page then looks as the taken-over one will, scripts or not.
 */
const finishTiles = async (shadow: string, { page }: Served, rowStyles: string): Promise<string> => {
  // Without Lit's markers: the browser's takeover hydrates the element's own template, which the marks
  // are not part of (its text is escaped: a comment can only be Lit's).
  const plain = (html: string) => html.replace(/<!--\/?lit-(?:part|node)[^>]*-->|<\?>/g, '');
  const marks = await Promise.all(page.items.map(async (item) => plain(await collectResult(render(marksOf(item))))));
  // Each tile ends with `</button></li>` (no other button of the element sits in a list item), and
  // its `data-i` names its item; nothing before it can contain that text (attribute values and text
  // are escaped).
  const tiles = shadow.replace(/(data-i="(\d+)"[^]*?)(<\/button><\/li>)/g, (_, tile: string, i: string, end: string) => tile + (marks[+i] ?? '') + end);
  const at = tiles.indexOf('</style>') + 8;
  return `${tiles.slice(0, at)}<style>${tileMarkStyles.cssText}${rowStyles}</style>${tiles.slice(at)}`;
};
