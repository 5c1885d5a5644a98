// Helpers for the <ugc-album> element tests: mounting with attributes, watching requests and events.
import { fixture } from '@open-wc/testing';
import { waitUntil } from './wait.js';
import './build.js';
import type { UgcAlbumEventMap } from '../../src/element/events.js';
import type { UgcAlbumElement } from '../../src/element/ugc-album.js';
import { sandboxUrl, uniqueKey, unknownKey } from './sandbox.js';
import { part, parts } from './parts.js';

export { part, parts, sandboxUrl, uniqueKey, unknownKey };

export type Attrs = Record<string, string | boolean | number>;

/** Sandbox attributes plus `attrs` (true → boolean attribute, false → left out). */
export const albumAttrs = (attrs: Attrs = {}): Attrs => ({
  'base-url': sandboxUrl,
  'api-key': uniqueKey(),
  ...attrs,
});

/** Makes the element with these attributes, listens as given, then mounts it as a fixture. */
export async function mount(
  attrs: Attrs,
  before?: (el: UgcAlbumElement) => void,
  parent?: HTMLElement,
): Promise<UgcAlbumElement> {
  const el = document.createElement('ugc-album');
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== false) el.setAttribute(name, value === true ? '' : String(value));
  }
  before?.(el);
  if (parent) {
    parent.append(el);
    await fixture(parent);
    await el.updateComplete;
    return el;
  }
  return fixture<UgcAlbumElement>(el);
}

/** Mounts and resolves once the first page has rendered. */
export async function mountLoaded(attrs: Attrs): Promise<{ el: UgcAlbumElement; load: UgcAlbumEventMap['ugc-load'] }> {
  let load: UgcAlbumEventMap['ugc-load'] | undefined;
  const el = await mount(attrs, (e) => e.addEventListener('ugc-load', (ev) => (load ??= ev), { once: true }));
  await waitUntil(() => load, 'first page never rendered');
  return { el, load: load! };
}

/** Every `type` event the element fires from now on, in order. */
export function record<K extends keyof UgcAlbumEventMap>(el: EventTarget, type: K): UgcAlbumEventMap[K][] {
  const seen: UgcAlbumEventMap[K][] = [];
  el.addEventListener(type, (e) => seen.push(e as UgcAlbumEventMap[K]));
  return seen;
}

export interface SeenRequest {
  url: string;
  init: RequestInit | undefined;
}

/**
 * Wraps `window.fetch` to see every request the page makes (the read client and the tracker look
 * `fetch` up at call time). `restore()` in afterEach.
 */
export function spyFetch() {
  const original = window.fetch;
  const requests: SeenRequest[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: input instanceof Request ? input.url : String(input), init });
    return original(input, init);
  };
  return {
    requests,
    /** Requests whose URL path matches, e.g. `/photos/count` or `from_sku`. */
    to: (part: string | RegExp) =>
      requests.filter(({ url }) => (typeof part === 'string' ? new URL(url).pathname.includes(part) : part.test(url))),
    restore: () => {
      window.fetch = original;
    },
  };
}

/** Two animation frames: IntersectionObserver callbacks and renders have had their turn. */
export const frames = async (n = 2): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

/**
 * What has focus inside the element, as text ("item 3", "load-more", "lightbox-close", "none"), so
 * assertions compare strings: a failing assertion on DOM nodes makes chai serialise them, which
 * disconnects this browser.
 */
export const focusOf = (el: UgcAlbumElement): string => {
  const active = el.shadowRoot!.activeElement as HTMLElement | null;
  if (!active) return 'none';
  const name = active.getAttribute('part')?.split(' ')[0] ?? active.tagName.toLowerCase();
  return active.dataset['i'] != null ? `${name} ${active.dataset['i']}` : name;
};

/**
 * Resolves once the approved count shows. It comes alongside the first page (its reader is a chunk
 * of its own, then its request), not necessarily before it: tests that read it ("Item 3 of 300") wait.
 */
export const counted = (el: UgcAlbumElement): Promise<unknown> =>
  waitUntil(() => part(el, 'count')?.textContent?.trim(), 'the count never showed');
