// Helpers for the framework recipe tests (React, Vue, Svelte, Angular): reading the mounted element, waiting for the
// `ugc-load` events the framework's handler passes on, and watching for errors and warnings.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait.js';
import type { UgcAlbumEventMap } from '../../src/element/events.js';
import type { UgcAlbumElement } from '../../src/element/ugc-album.js';
import { part, parts, uniqueKey } from './album.js';

export { parts, uniqueKey };

export type LoadEvent = UgcAlbumEventMap['ugc-load'];

/** The trimmed text of the element's first `name` part (undefined without one). */
export const text = (el: UgcAlbumElement, name: string): string | undefined => part(el, name)?.textContent?.trim();
export const countText = (el: UgcAlbumElement) => text(el, 'count');
export const statusText = (el: UgcAlbumElement) => text(el, 'status');

/** The `n`th `ugc-load` (from 1) that `framework`'s handler recorded in `loads`, once it has. */
export async function nthLoad(loads: LoadEvent[], n: number, framework: string): Promise<LoadEvent> {
  await waitUntil(() => loads.length >= n, `ugc-load #${n} never reached the ${framework} handler`);
  return loads[n - 1]!;
}

/** Console errors (React and Vue report warnings there) and uncaught errors while a test runs. */
export function watchErrors() {
  const seen: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  const onError = (e: ErrorEvent | PromiseRejectionEvent) => seen.push(String('reason' in e ? e.reason : e.message));
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onError);
  return {
    seen,
    restore() {
      console.error = original;
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onError);
    },
  };
}

/**
 * A recipe suite's hooks: each test runs watching for errors, runs the `cleanup` it set (unmounting
 * its app), and fails when anything was logged as an error or thrown.
 */
export function recipeHooks(): { cleanup?: () => void } {
  const state: { cleanup?: () => void } = {};
  let errors: ReturnType<typeof watchErrors>;
  beforeEach(() => {
    errors = watchErrors();
  });
  afterEach(() => {
    state.cleanup?.();
    state.cleanup = undefined;
    errors.restore();
    expect(errors.seen, 'console errors and uncaught errors').to.deep.equal([]);
  });
  return state;
}

/** The `sort` of every request this page made for `albumId`'s photos (from resource timing). */
export const sortsSent = (albumId: number): (string | null)[] =>
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.pathname.endsWith(`/${albumId}/photos`))
    .map((u) => u.searchParams.get('sort'));
