// Which build of <ugc-album> a test page runs, picked by the test file's folder:
// - test/on-dist/*.test.ts: dist/ugc-album.js, the bundle merchants get (production Lit, its chunks
//   fetched from beside it). Each file there imports a behavioural test file of test/ and adds
//   nothing, so the same test bodies run on both builds.
// - every other test file: the sources (through the dev server's esbuild, with Lit's development
//   build and its warnings).
// Test files take the element, the page API and the sources' test hooks from here, never from src/
// directly: on dist they would be a second copy that the element on the page never sees.
import type * as PageApi from '../../src/bundle.js';
import type { ContentClientOptions } from '../../src/client/content-client.types.js';

const runner = (window as { __WTR_CONFIG__?: { testFile?: string } }).__WTR_CONFIG__;

export type Build = 'sources' | 'dist';
export const build: Build = /\/test\/on-dist\//.test(runner?.testFile ?? '') ? 'dist' : 'sources';

// Loaded as a merchant's page loads it: by its URL, which the dev server serves untouched.
const distBundle = new URL('/dist/ugc-album.js', location.href).href;

/** What a page calls (consent, conversions, the visitor id), from the build under test. Defines `<ugc-album>`. */
export const api: typeof PageApi =
  build === 'dist' ? await import(/* @vite-ignore */ distBundle) : await import('../../src/bundle.js');

// Had a test file's import defined the sources' element first, the bundle's definition would be
// skipped (the first one wins) and the file would test the sources: it fails to load instead.
if (customElements.get('ugc-album') !== api.UgcAlbumElement) {
  throw new Error(`<ugc-album> on this page is not the one of the ${build} build`);
}

const hooks =
  build === 'sources'
    ? {
        ...(await import('../../src/element/album-loader.js')),
        ...(await import('../../src/client/content-client.js')),
      }
    : null;

/**
 * The sources' read-client options added to every load (a short timeout, an injected `fetch`). The
 * bundle has no such hook: a test that sets one runs on the sources only (`itOnSources`).
 */
export const clientOptions: Partial<ContentClientOptions> = hooks?.clientOptions ?? {};

/** Empties `clientOptions` (for `afterEach`). */
export function resetClientOptions(): void {
  for (const k of Object.keys(clientOptions)) delete clientOptions[k as keyof ContentClientOptions];
}

/**
 * Forgets the read client's kept counts and in-flight requests. The bundle's cannot be reached; each
 * dist test page loads the bundle afresh, and its tests use keys of their own (`uniqueKey`).
 */
export const clearContentCache: () => void = hooks?.clearContentCache ?? (() => {});

/** `it` for a test that uses the sources' test hooks; on dist it is not defined at all. */
export const itOnSources = (title: string, fn: Mocha.Func): Mocha.Test | undefined =>
  build === 'sources' ? it(title, fn) : undefined;
