// The wtr plugin behind the browser tests of the framework recipes that docs/recipes/ prints, each
// compiled as its framework's own build compiles it, from the fenced block that opens with the
// file's name:
//   /__svelte/client.js, /__svelte/server.js  docs/recipes/svelte.md's src/lib/Gallery.svelte, by
//       Svelte's compiler for the browser and for server rendering (test/recipes-svelte.test.ts)
//   /__angular/gallery.js  docs/recipes/angular.md's src/app/gallery.component.ts, by esbuild with
//       TypeScript's (experimental) decorators, as Angular compiles them, for Angular's JIT compiler
//       (test/recipes-angular.test.ts)
// Their `ugc-album` imports resolve to this repository's sources, as they resolve to the package in
// an app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';

/** The fenced block of docs/recipes/`page` whose first line names `file`. */
export function recipeBlock(root, page, file) {
  const text = readFileSync(join(root, 'docs/recipes', page), 'utf8');
  const block = [...text.matchAll(/```\w*\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.split('\n', 1)[0].includes(` ${file}`));
  if (!block) throw new Error(`docs/recipes/${page} prints no ${file}`);
  return block;
}

export function docsRecipesPlugin() {
  let root = '';
  return {
    name: 'docs-recipes',
    serverStart({ config }) {
      root = config.rootDir;
    },
    async serve(context) {
      const svelte = /^\/__svelte\/(client|server)\.js$/.exec(context.path);
      if (svelte) {
        const { compile } = await import('svelte/compiler');
        const file = 'src/lib/Gallery.svelte';
        const { js } = compile(recipeBlock(root, 'svelte.md', file), { filename: file, generate: svelte[1], dev: false });
        return { body: js.code, type: 'js' };
      }
      if (context.path === '/__angular/gallery.js') {
        const source = recipeBlock(root, 'angular.md', 'src/app/gallery.component.ts');
        const { code } = await transform(source, {
          loader: 'ts',
          target: 'es2022',
          tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
        });
        return { body: code, type: 'js' };
      }
    },
    resolveImport({ source, context }) {
      if (!/^\/__(svelte|angular)\//.test(context.path)) return;
      if (source === 'ugc-album/define') return '/src/define.ts';
      if (source === 'ugc-album') return '/src/index.ts';
      // On a server, `svelte` is its server build (onMount does nothing there), whatever the page's
      // conditions say.
      if (source === 'svelte' && context.path === '/__svelte/server.js') return '/node_modules/svelte/src/index-server.js';
    },
  };
}
