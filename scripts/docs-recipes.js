// The wtr plugin behind the browser tests of the framework recipes that docs/recipes/ prints, each
// compiled as its framework's own build compiles it, from the fenced block that opens with the
// file's name:
//   /__svelte/client.js, /__svelte/server.js  docs/recipes/svelte.md's src/lib/Gallery.svelte, by
//       Svelte's compiler for the browser and for server rendering (test/recipes-svelte.test.ts)
//   /__angular/gallery.js  docs/recipes/angular.md's src/app/gallery.component.ts, by esbuild with
//       TypeScript's (experimental) decorators, as Angular compiles them, for Angular's JIT compiler
//       (test/recipes-angular.test.ts)
//   /__cart/react.js, /__cart/vue.js  docs/add-to-cart.md's React and Vue recipes (the blocks after
//       `<!-- cart recipe: react -->` and `<!-- cart recipe: vue -->`), by esbuild's JSX transform and
//       by Vue's single-file component compiler (with the `isCustomElement` docs/frameworks.md asks
//       for), as Vite builds them (test/add-to-cart-frameworks.test.ts). The query's `album`, `key` and
//       `origin` take the places of the printed album id, API key and service origins, and the Vue
//       recipe's `./cart` is test/support/recipe-cart.ts.
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

/** The fenced block of docs/add-to-cart.md after `<!-- cart recipe: name -->`. */
export function cartRecipe(root, name) {
  const text = readFileSync(join(root, 'docs/add-to-cart.md'), 'utf8');
  const block = new RegExp(`<!-- cart recipe: ${name} -->\\s*\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(text)?.[1];
  if (!block) throw new Error(`docs/add-to-cart.md prints no "${name}" cart recipe`);
  return block;
}

/** `code` with the printed placeholders replaced by the query's sandbox values. */
function withSandbox(code, query) {
  return code
    .replaceAll('12608567', query.get('album'))
    .replaceAll('YOUR_PUBLIC_API_KEY', query.get('key'))
    .replaceAll('https://content.example.com', query.get('origin'))
    .replaceAll('https://analytics.example.com', query.get('origin'));
}

/** A Vue single-file component, compiled as @vitejs/plugin-vue compiles it, to JavaScript. */
async function compileVue(source, filename) {
  const { parse, compileScript } = await import('vue/compiler-sfc');
  // The template is parsed once, by parse(), where elements are told from components: the option
  // goes there too, as the Vite plugin passes it.
  const compilerOptions = { isCustomElement: (tag) => tag === 'ugc-album' };
  const { descriptor, errors } = parse(source, { filename, templateParseOptions: compilerOptions });
  if (errors.length) throw errors[0];
  const script = compileScript(descriptor, { id: filename, inlineTemplate: true, templateOptions: { compilerOptions } });
  const { code } = await transform(script.content, { loader: 'ts', target: 'es2022' });
  return code;
}

export function docsRecipesPlugin() {
  let root = '';
  return {
    name: 'docs-recipes',
    serverStart({ config }) {
      root = config.rootDir;
    },
    async serve(context) {
      if (context.path === '/__cart/react.js') {
        const source = withSandbox(cartRecipe(root, 'react'), context.URL.searchParams);
        const { code } = await transform(source, { loader: 'tsx', jsx: 'automatic', target: 'es2022' });
        return { body: code, type: 'js' };
      }
      if (context.path === '/__cart/vue.js') {
        const source = withSandbox(cartRecipe(root, 'vue'), context.URL.searchParams);
        return { body: await compileVue(source, 'ShoppableGallery.vue'), type: 'js' };
      }
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
      if (!/^\/__(svelte|angular|cart)\//.test(context.path)) return;
      if (source === 'ugc-album/define') return '/src/define.ts';
      if (source === 'ugc-album/react') return '/src/react/index.ts';
      if (source === './cart' && context.path === '/__cart/vue.js') return '/test/support/recipe-cart.ts';
      if (source === 'ugc-album') return '/src/index.ts';
      // On a server, `svelte` is its server build (onMount does nothing there), whatever the page's
      // conditions say.
      if (source === 'svelte' && context.path === '/__svelte/server.js') return '/node_modules/svelte/src/index-server.js';
    },
  };
}
