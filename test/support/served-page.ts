// A merchant's page served with a server-rendered gallery (`ugc-album/ssr`), in an iframe: its HTML
// as the merchant's server sends it (the test runner's `/__ssr` answers with renderAlbum's output for
// given attributes, see web-test-runner.config.js), shown first without any script, then with the
// built bundle added the way a page's script tag would bring it. Needs the build (npm test builds).
import { executeServerCommand } from '@web/test-runner-commands';
import { RECORDER } from './host-page.js';
import type { HostWindow } from './host-page.js';
import { waitUntil } from './wait.js';

/** What renderAlbum returns for `attributes` (`{sandbox}` in a value: the sandbox origin). */
export async function servedHtml(attributes: Record<string, string | number>): Promise<string> {
  const response = await fetch(`/__ssr?attributes=${encodeURIComponent(JSON.stringify(attributes))}`);
  return response.text();
}

export interface ServedPage {
  frame: HTMLIFrameElement;
  win: HostWindow;
  doc: Document;
}

const frames: HTMLIFrameElement[] = [];

/** Removes every page made since the last call (for `afterEach`). */
export function removeServedPages(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

/**
 * Opens a page whose `<body>` is `body` (served markup included), with no script of the widget's,
 * loaded from a URL of the runner's, as a merchant's page is (web-test-runner.config.js: WebKitGTK
 * left a served root's images unloaded at times in a `srcdoc` document, never in one from a URL).
 */
export async function servedPage(body: string, { width = 800, height = 600, html = 'lang="en"' } = {}): Promise<ServedPage> {
  const doc = `<!doctype html><html ${html}><head><meta charset="utf-8">${RECORDER}<style>body { margin: 8px; font: 16px/1.5 sans-serif }</style></head><body>${body}</body></html>`;
  const url = await (await fetch('/__ssr/page', { method: 'POST', body: doc })).text();
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block`;
  frame.src = url;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.prepend(frame);
  frames.push(frame);
  await loaded;
  return { frame, win: frame.contentWindow as unknown as HostWindow, doc: frame.contentDocument! };
}

/**
 * Adds the built bundle to the page (the ES module, or the classic script; `without`: the module
 * build with chunk `ugc-album-{without}.js` answering 404) and waits until it has defined the element.
 */
export async function addBundle(page: ServedPage, bundle: 'module' | 'classic' = 'module', without?: string): Promise<void> {
  const script = page.doc.createElement('script');
  const dist = without ? `${location.origin}/__without/${without}` : `${location.origin}/dist`;
  if (bundle === 'module') {
    script.type = 'module';
    script.src = `${dist}/ugc-album.js`;
  } else script.src = `${location.origin}/dist/ugc-album.iife.js`;
  page.doc.head.append(script);
  await waitUntil(() => page.win.customElements.get('ugc-album'), 'the bundle did not define <ugc-album>');
}

/** The service requests the page has made (resource timing: every engine records them). */
export const serviceRequests = (page: ServedPage): string[] =>
  page.win.performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => name.includes('/api/v2/'));

/** Every image in `root` loaded and decoded, then two frames painted. */
export async function imagesShown(root: ParentNode): Promise<void> {
  const imgs = [...root.querySelectorAll('img')];
  await waitUntil(() => imgs.every((i) => i.complete && i.naturalWidth > 0), 'images never loaded').catch(() => {
    throw new Error(`images never loaded: ${imgs.map((i) => `${i.complete}/${i.naturalWidth}/${i.currentSrc}/${i.getAttribute('loading')}`).join(', ')}`);
  });
  await Promise.all(imgs.map((i) => i.decode().catch(() => {})));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

/** The viewport's pixels as the automation captures them (scripts/engine-commands.js). */
export async function screenshot(): Promise<ImageData> {
  const base64 = await executeServerCommand<string, undefined>('ugc-screenshot');
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/**
 * How many pixels differ between two captures of the same size, inside `box` (CSS pixels of the
 * viewport): the page's own scrollbars (overlay scrollbars fade in and out) are not the widget's.
 */
export function differentPixels(a: ImageData, b: ImageData, box: DOMRect): number {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  const scale = a.width / innerWidth;
  let n = 0;
  for (let y = Math.floor(box.top * scale); y < Math.min(a.height, Math.ceil(box.bottom * scale)); y++) {
    for (let x = Math.floor(box.left * scale); x < Math.min(a.width, Math.ceil(box.right * scale)); x++) {
      const i = (y * a.width + x) * 4;
      if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) n++;
    }
  }
  return n;
}

/**
 * Where `el` (in a page's frame) is in this viewport, cut to the frame's, less the 16 px along its
 * right and bottom edges where overlay scrollbars (WebKitGTK's) fade in and out over the page.
 */
export function boxInViewport(page: ServedPage, el: Element): DOMRect {
  const frame = page.frame.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  const left = Math.max(frame.left, frame.left + r.left);
  const top = Math.max(frame.top, frame.top + r.top);
  const right = Math.min(frame.right - 16, frame.left + r.right);
  const bottom = Math.min(frame.bottom - 16, frame.top + r.bottom);
  return new DOMRect(left, top, right - left, bottom - top);
}
