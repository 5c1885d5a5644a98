// The wtr plugin behind test/recipes-svelte.test.ts: serves the Svelte component that
// docs/recipes/svelte.md prints (the fenced block that opens with `<!-- src/lib/Gallery.svelte -->`),
// compiled by Svelte's own compiler as SvelteKit compiles it: `/__svelte/client.js` for the browser,
// `/__svelte/server.js` for server rendering. Its `ugc-album` imports resolve to this repository's
// sources, as they resolve to the package in an app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'src/lib/Gallery.svelte';

/** The component's source as the docs page prints it. */
export function svelteRecipeSource(root) {
  const page = readFileSync(join(root, 'docs/recipes/svelte.md'), 'utf8');
  const block = [...page.matchAll(/```svelte\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.startsWith(`<!-- ${FILE} -->`));
  if (!block) throw new Error(`docs/recipes/svelte.md prints no ${FILE}`);
  return block;
}

export function svelteRecipePlugin() {
  let root = '';
  return {
    name: 'svelte-recipe',
    serverStart({ config }) {
      root = config.rootDir;
    },
    async serve(context) {
      const m = /^\/__svelte\/(client|server)\.js$/.exec(context.path);
      if (!m) return;
      const { compile } = await import('svelte/compiler');
      const { js } = compile(svelteRecipeSource(root), { filename: FILE, generate: m[1], dev: false });
      return { body: js.code, type: 'js' };
    },
    resolveImport({ source, context }) {
      if (!context.path.startsWith('/__svelte/')) return;
      if (source === 'ugc-album/define') return '/src/define.ts';
      if (source === 'ugc-album') return '/src/index.ts';
      // On a server, `svelte` is its server build (onMount does nothing there), whatever the page's
      // conditions say.
      if (source === 'svelte' && context.path === '/__svelte/server.js') return '/node_modules/svelte/src/index-server.js';
    },
  };
}
