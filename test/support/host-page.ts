// Pages of their own, in iframes (a fresh window, custom element registry and module map), for the
// tests of the built bundles: one bundle's definition never meets another's. `framePage` loads any
// markup; `hostPage` makes a merchant's page nobody here controls: its own document (doctype or
// quirks mode), its own globals (patched before the widget loads), and the built bundles loaded the
// way a merchant loads them (dist/ugc-album.js as a module, dist/ugc-album.iife.js as a classic
// script, or both). Either page records what must never happen (uncaught errors, unhandled
// rejections) and what the widget tells the merchant (console warnings, `ugc-error` events), as
// strings (see page-errors.ts: chai hangs wtr on DOM values). Needs `node scripts/build.js` first
// (npm test builds).
import { waitUntil } from './wait.js';
import type { UgcAlbumElement } from '../../src/element/ugc-album.js';
import { dialogOf, part, parts } from './parts.js';
import { sandboxUrl, uniqueKey } from './sandbox.js';

export { dialogOf, part, parts, uniqueKey };

export type Bundle = 'module' | 'classic';

export interface HostPageOptions {
  /** Leave out `<!doctype html>`: the page renders in quirks mode. */
  quirks?: boolean;
  /** `<html>` attributes, e.g. `lang="en"`. */
  html?: string;
  /** Markup (scripts, styles, `<base>`) placed in `<head>` before the bundles. */
  head?: string;
  /** The bundles, in order; each from this server's `/dist/` by absolute URL. None: the page has
   * `<ugc-album>` undefined until the test loads a bundle into it. */
  bundles?: Bundle[];
  /** Serve the module build without its chunk `ugc-album-{without}.js` (it answers 404). */
  without?: string;
  /** `<body>` content; `{sandbox}` is replaced by the sandbox origin. */
  body: string;
  /** The frame's size (a phone-sized page, a short one). */
  width?: number;
  height?: number;
}

/** A frame's window with what `RECORDER` records. */
export interface HostWindow extends Window {
  __host: { errors: string[]; warnings: string[]; ugcErrors: string[] };
  UgcAlbum?: Record<string, (...args: never[]) => Promise<boolean>>;
}

export interface HostPage {
  frame: HTMLIFrameElement;
  win: HostWindow;
  doc: Document;
  /** The page's widgets, in document order. */
  albums: UgcAlbumElement[];
}

const frames: HTMLIFrameElement[] = [];

/** Removes every page made since the last call (for `afterEach`). */
export function removeFramePages(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

/**
 * First in a page's <head>, before anything of the page's: what the page must never see, and what
 * the widget tells the merchant (`HostWindow.__host`).
 */
export const RECORDER = `<script>
  window.__host = { errors: [], warnings: [], ugcErrors: [] };
  addEventListener('error', (e) => __host.errors.push(String(e.error && e.error.stack || e.message)));
  addEventListener('unhandledrejection', (e) => __host.errors.push('unhandled rejection: ' + String(e.reason && e.reason.stack || e.reason)));
  addEventListener('ugc-error', (e) => __host.ugcErrors.push(e.detail.error.kind + ': ' + e.detail.error.message + ' (' + e.detail.error.name + ')'));
  const warn = console.warn;
  console.warn = function () { __host.warnings.push([].map.call(arguments, String).join(' ')); return warn.apply(this, arguments); };
</script>`;

/** A new frame of `width`×`height` CSS px, appended to the page (and removed by `removeFramePages`). */
function newFrame(width: number, height: number): { frame: HTMLIFrameElement; loaded: Promise<unknown> } {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frames.push(frame);
  return { frame, loaded };
}

/**
 * Loads a page into a new frame: `page` is either a whole document's markup (put `RECORDER` first in
 * its head) or the URL of a served page. Resolves with its window after the page's scripts have run
 * (the frame's load event).
 */
export async function framePage<W extends Window = HostWindow>(page: string | URL, width = 800, height = 600): Promise<W> {
  const { frame, loaded } = newFrame(width, height);
  if (page instanceof URL) frame.src = page.href;
  else frame.srcdoc = page;
  document.body.append(frame);
  await loaded;
  return frame.contentWindow as unknown as W;
}

/** Opens a host page and waits for `<ugc-album>` to be defined in it. */
export async function hostPage(options: HostPageOptions): Promise<HostPage> {
  const { quirks = false, html = 'lang="en"', head = '', bundles = ['module'], body, width = 800, height = 700 } = options;
  const origin = location.origin;
  const dist = options.without ? `${origin}/__without/${options.without}` : `${origin}/dist`;
  const scripts = bundles
    .map((b) =>
      b === 'module'
        ? `<script type="module" src="${dist}/ugc-album.js"></script>`
        : `<script src="${origin}/dist/ugc-album.iife.js"></script>`,
    )
    .join('');
  const { frame, loaded } = newFrame(width, height);
  const markup = `<html ${html}><head><meta charset="utf-8">${RECORDER}${head}${scripts}</head><body>${body.replaceAll('{sandbox}', sandboxUrl)}</body></html>`;
  // A srcdoc document is never in quirks mode: the quirks page is a served file without a doctype,
  // written over (document.write parses it as a page would be, scripts included).
  if (quirks) frame.src = '/test/fixtures/quirks.html';
  else frame.srcdoc = `<!doctype html>${markup}`;
  document.body.append(frame);
  await loaded;
  if (quirks) {
    const doc = frame.contentDocument!;
    doc.open();
    doc.write(markup);
    doc.close();
  }
  const win = frame.contentWindow as unknown as HostWindow;
  if (bundles.length) await waitUntil(() => win.customElements.get('ugc-album'), 'the bundle did not define <ugc-album>');
  const doc = frame.contentDocument!;
  return { frame, win, doc, albums: [...doc.querySelectorAll('ugc-album')] as UgcAlbumElement[] };
}

/** Names of the engagement events the sandbox collector has recorded for `apiKey`. */
export async function collected(apiKey: string): Promise<string[]> {
  const response = await fetch(`${sandboxUrl}/__events?api_key=${apiKey}`);
  return ((await response.json()) as { data: { name: string }[] }).data.map((e) => e.name);
}

/** Waits until the collector has recorded every one of `names` for `apiKey`. */
export async function waitForEvents(apiKey: string, names: string[]): Promise<void> {
  let seen: string[] = [];
  await waitUntil(
    async () => {
      seen = await collected(apiKey);
      return names.every((n) => seen.includes(n));
    },
    `the collector did not receive ${names.join(', ')}`,
  ).catch(() => {
    throw new Error(`the collector received [${seen.join(', ')}], not all of ${names.join(', ')}`);
  });
}

/** Renders the first page, pages once, opens the detail view on the first tile and closes it. */
export async function exercise(el: UgcAlbumElement, perPage: number): Promise<void> {
  await waitUntil(() => parts(el, 'item').length === perPage, 'the first page did not render');
  await waitUntil(() => /\d/.test(part(el, 'count')?.textContent ?? ''), 'no count');
  part(el, 'load-more')!.click();
  await waitUntil(() => parts(el, 'item').length > perPage, '"load more" did not append a page');
  await openDetail(el);
  part(el, 'lightbox-close')!.click();
  await waitUntil(() => !dialogOf(el)?.open, 'the detail view did not close');
}

/**
 * Opens the detail view on tile `index`. A click that lands on a tile the grid re-rendered in the
 * same moment (its rows regroup once the column count is measured) is lost, as a person's would
 * be: like a person, click again if nothing opened after a while.
 */
export async function openDetail(el: UgcAlbumElement, index = 0): Promise<HTMLDialogElement> {
  let clicked = 0;
  await waitUntil(
    () => {
      const open = dialogOf(el)?.open && part(el, 'lightbox-close');
      if (!open && Date.now() - clicked > 1000) {
        clicked = Date.now();
        parts(el, 'item')[index]?.click();
      }
      return open;
    },
    'the detail view did not open',
  );
  return dialogOf(el)!;
}
