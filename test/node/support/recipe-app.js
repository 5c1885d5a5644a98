// The framework recipes of docs/recipes/, tested as printed: each page marks its recipe with
// `<!-- NAME recipe -->` … `<!-- /NAME recipe -->`; every fenced block in between whose first line
// names a file (`// app/page.tsx`, `<!-- src/App.svelte -->`, `# .env.local: …`; in an Astro
// component, the frontmatter's first line) is written to an
// app folder, with the packed tarball as its `ugc-album`. The apps live under the repository's
// .cache/ (git-ignored), so the frameworks resolve from the repository's own node_modules (their
// bundlers keep to the project's root: a temporary folder elsewhere would reach outside it).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tarball, unpack } from './tarball.js';

export const root = new URL('../../..', import.meta.url).pathname;

/** The files a docs page's recipe prints, by path. */
export function recipeFiles(page, name) {
  const text = readFileSync(join(root, 'docs/recipes', page), 'utf8');
  const part = new RegExp(`<!-- ${name} recipe -->([\\s\\S]*?)<!-- /${name} recipe -->`).exec(text)?.[1];
  if (!part) throw new Error(`docs/recipes/${page} has no "${name} recipe" section`);
  const files = {};
  for (const [, body] of part.matchAll(/```\w*\n([\s\S]*?)```/g)) {
    // The first line, or the first in an Astro component's frontmatter (`---` must open the file).
    const [line1, line2] = body.split('\n', 2);
    const first = line1 === '---' ? line2 : line1;
    const path = /^(?:\/\/|#|<!--)\s*([\w./[\]-]+?)(?::.*|\s*-->)?$/.exec(first)?.[1];
    if (path) files[path] = body;
  }
  return files;
}

/** A fresh app folder under .cache/recipes/ with `files` and the tarball in node_modules/ugc-album. */
export function recipeApp(name, files) {
  const dir = join(root, '.cache/recipes', name);
  rmSync(dir, { recursive: true, force: true });
  unpack(tarball(), join(dir, 'node_modules/ugc-album'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
