import { defineConfig } from 'vite';
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { ownKeysOnly } from './scripts/bundle-plugins.js';

// Library build of the two browser bundles of widget.md, both with Lit inside, one `vite build` each
// (scripts/build.js runs both):
//   vite build              dist/ugc-album.js       self-contained ES module that defines <ugc-album>
//                                                   and exports what a page calls (src/bundle.ts)
//   vite build --mode iife  dist/ugc-album.iife.js  the same for a classic <script src>, with the
//                                                   whole public API as the global `UgcAlbum`
//                                                   (src/bundle.iife.ts)
// Two builds because an ES module pays for every export it keeps (the minifier can drop nothing a
// module exports), while the global must be complete.
// The side-effect-free npm entries (dist/lib) are emitted by tsc; see scripts/build.js.
// `npm start` serves the demo with this same config (root: the repository, page: demo/index.html).
/** docs/browsers.md's oldest supported versions, as lightningcss reads them (major << 16 | minor << 8). */
const SUPPORTED_BROWSERS = {
  chrome: 88 << 16,
  edge: 88 << 16,
  firefox: 98 << 16,
  safari: (15 << 16) | (4 << 8),
  ios_saf: (15 << 16) | (4 << 8),
  samsung: 15 << 16,
};

export default defineConfig(({ command, mode }) => ({
  plugins: [
    {
      ...minifyHtmlLiterals({
        include: ['src/**/*.ts'],
        failOnError: true,
        // html-minifier-next's collapseWhitespace (the plugin's default) also removes the whitespace
        // at the ends of a text, and a template's text ends where a `${}` binding or the template
        // does: `<span> · </span>` became `<span>·</span>` ("View on Instagram·Nov 1, 2026").
        // conservativeCollapse collapses every run of whitespace to one space and never removes it,
        // so the bundle renders as the sources do (test/on-dist/visual.test.ts).
        // The CSS minifier (lightningcss) writes the shortest syntax its `targets` understand; with
        // none it assumed the newest browsers and turned `(min-width: 48em)` into `(width>=48em)`,
        // unknown to Chrome before 104 and Safari before 16.4: the supported browsers
        // (docs/browsers.md) instead (test/node/bundle-css.test.js).
        options: { minifyOptions: { conservativeCollapse: true, minifyCSS: { targets: SUPPORTED_BROWSERS } } },
      }),
      apply: 'build',
    },
    ownKeysOnly(),
  ],
  // The demo's Vue recipe compiles its template in the browser: Vue's build with the compiler.
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  // Vue's esm-bundler build asks the bundler for its feature flags and warns in the console when they
  // are missing (as @vitejs/plugin-vue would set them). Only the demo server (`npm start`, `serve`)
  // loads Vue: the library builds get no `define`, so nothing of Vue's leaks into the bundles.
  define:
    command === 'serve'
      ? { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' }
      : {},
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: 'hidden',
    lib:
      mode === 'iife'
        ? { entry: 'src/bundle.iife.ts', name: 'UgcAlbum', formats: ['iife'], fileName: () => 'ugc-album.iife.js' }
        : { entry: 'src/bundle.ts', formats: ['es'], fileName: () => 'ugc-album.js' },
    rolldownOptions: {
      // Keeps Lit inside ugc-album.js instead of a shared chunk beside the chunks loaded on demand
      // (the ES build loads them on first use; the IIFE inlines them).
      preserveEntrySignatures: 'allow-extension',
      // Rolldown's own minifier, as it ships (library mode leaves ES output unminified otherwise).
      output: {
        minify: true,
        // The first render's file opens with V8's explicit compile hint: Chromium compiles all its
        // functions while the file streams in, off the main thread, instead of one by one on the main
        // thread as the first render calls them (30-55 ms of its first task at 4x CPU, measured).
        postBanner: (chunk) => (chunk.isEntry && mode !== 'iife' ? '//# allFunctionsCalledOnLoad' : ''),
        // Lit's licence notices stay (its BSD-3-Clause licence asks for them); build annotations go.
        comments: { legal: true, annotation: false, jsdoc: false },
        chunkFileNames: 'ugc-album-[name].js',
        // The tracker, the shop's conversion calls and the visitor id's making share one chunk loaded
        // on demand (they share the transport and the id); what they import from the first render
        // (consent, the id's storage, which revoking consent clears) stays there.
        codeSplitting:
          mode === 'iife'
            ? undefined
            : { groups: [{ name: 'analytics', test: /\/src\/(analytics\/(analytics|conversion|delivery|visitor-id)|element\/engagement)\.ts$/, includeDependenciesRecursively: false }] },
      },
    },
  },
}));
