import { defineConfig } from 'vite';

// Library build of the two browser bundles of widget.md, both with Lit inside:
//   dist/ugc-album.js       self-contained ES module that defines <ugc-album>
//   dist/ugc-album.iife.js  the same for a classic <script src> (global `UgcAlbum`)
// The side-effect-free npm entries (dist/lib) are emitted by tsc; see scripts/build.js.
// `npm start` serves the demo with this same config (root: the repository, page: demo/index.html).
export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/bundle.ts',
      name: 'UgcAlbum',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'ugc-album.js' : 'ugc-album.iife.js'),
    },
    rolldownOptions: {
      // Keeps Lit inside ugc-album.js instead of a third shared chunk once the detail view is split
      // off (the ES build loads it on first open; the IIFE inlines it).
      preserveEntrySignatures: 'allow-extension',
      output: { minify: true, chunkFileNames: 'ugc-album-[name].js' },
    },
  },
});
