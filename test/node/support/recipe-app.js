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

/**
 * The file a recipe of docs/server-rendering.md prints after `<!-- recipe: NAME -->`, by the path its
 * first line names (in an Astro component, the frontmatter's first line), as `{ path: text }`.
 */
export function serverRecipe(name) {
  const doc = readFileSync(join(root, 'docs/server-rendering.md'), 'utf8');
  const body = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`\\w+\\n([^]*?)\`\`\``).exec(doc)?.[1];
  if (!body) throw new Error(`docs/server-rendering.md has no "${name}" recipe`);
  const [line1, line2] = body.split('\n', 2);
  return { [/^\/\/ ([\w./-]+)/.exec(line1 === '---' ? line2 : line1)[1]]: body };
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

/** Debian's Chromium, headless, as the tests launch it. */
export const launchChromium = async () => {
  const { default: puppeteer } = await import('puppeteer-core');
  const { chromiumArgs, chromiumPath } = await import('../../../scripts/chromium.js');
  return puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
};

/**
 * What a recipe's page does in Chromium: `errors` (uncaught, logged as errors, or answered 4xx/5xx,
 * but the browser's own favicon request), every console message, and the requests to `origin`.
 */
export function watchPage(page, origin) {
  const seen = { errors: [], messages: [], requests: [] };
  page.on('pageerror', (e) => seen.errors.push(String(e)));
  // A failed load is named by its response below (the console's message has no address).
  page.on('console', (m) => {
    seen.messages.push(m.text());
    if (m.type() === 'error' && !/^Failed to load resource/.test(m.text())) seen.errors.push(m.text());
  });
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && seen.errors.push(`${r.status()} ${r.url()}`));
  page.on('request', (r) => r.url().startsWith(origin) && seen.requests.push(r.url()));
  return seen;
}

/** The `sort` of the first request for album `albumId`'s photos among `requests`. */
export function sortOfFirstPage(requests, albumId) {
  const first = requests.find((u) => new URL(u).pathname.endsWith(`/${albumId}/photos`));
  if (!first) throw new Error(`no request for album ${albumId}'s first page among ${requests.join(', ')}`);
  return new URL(first).searchParams.get('sort');
}
