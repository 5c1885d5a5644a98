// The npm entries (dist/lib, emitted by tsc) get the same template text as the browser bundles,
// whose templates the minify-html-literals plugin compacts (vite.config.ts): Lit's hydration finds a
// template by a digest of its text, so a gallery rendered on a server (`ugc-album/ssr`, which runs
// dist/lib) is taken over only by an element whose templates read the same, from the bundle or from
// the npm entries alike. Each file's source map is composed with this step's, so it still leads to
// the sources. Run by scripts/build.js after tsc.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import remapping from '@jridgewell/remapping';
import { minifyHTMLLiterals } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';

const lib = new URL('../dist/lib/', import.meta.url).pathname;

/** Every .js file under `dir`, recursively. */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith('.js') ? [join(dir, d.name)] : [],
  );

for (const file of walk(lib)) {
  const code = readFileSync(file, 'utf8');
  const out = await minifyHTMLLiterals(code, { fileName: file });
  if (!out) continue;
  const own = readFileSync(`${file}.map`, 'utf8');
  const composed = remapping([out.map, own], () => null);
  composed.file = own && JSON.parse(own).file;
  writeFileSync(file, out.code.replace(/\n\/\/# sourceMappingURL=.*$/, '') + `\n//# sourceMappingURL=${file.split('/').pop()}.map\n`);
  writeFileSync(`${file}.map`, JSON.stringify(composed));
}
