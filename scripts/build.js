// `npm run build`: the browser bundles (Vite), the npm entries with their type declarations,
// declaration maps and source maps (tsc, then their templates compacted as the bundles' are), the classic script's global declared for TypeScript,
// custom-elements.json (the manifest, generated from the element's JSDoc and describing the
// published files; custom-elements-manifest.config.js), and from it the React and Vue typings, VS
// Code custom data and JetBrains web-types (scripts/framework-types.js).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `--types`: only the declarations, the manifest and the framework typings (what `npm run typecheck`
// needs: the demo's React recipe uses the package's own `ugc-album/react`), not the bundles.
const typesOnly = process.argv.includes('--types');
if (!typesOnly) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  // Two library builds (see vite.config.ts): the ES module and its chunks, then the classic script.
  run(bin('vite'), ['build', '--logLevel', 'warn']);
  run(bin('vite'), ['build', '--logLevel', 'warn', '--mode', 'iife']);
}
run(bin('tsc'), ['-p', 'tsconfig.build.json']);
// The npm entries' templates read as the bundles' do (server rendering's takeover needs it).
run(process.execPath, [join(root, 'scripts/minify-lib-templates.js')]);
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(
  join(root, 'dist/ugc-album.iife.d.ts'),
  `// Types of ugc-album.iife.js, the classic script: it defines <ugc-album> and sets the global
// \`UgcAlbum\` (the whole public API). Reference it with \`"types": ["ugc-album/ugc-album.iife.js"]\`
// in tsconfig.json, or \`/// <reference types="ugc-album/ugc-album.iife.js" />\`.
import type * as Api from './lib/bundle.iife.js';

declare global {
  /** The public API of \`ugc-album\`, set by ugc-album.iife.js. */
  var UgcAlbum: typeof Api;
}
`,
);
run(bin('cem'), ['analyze', '--quiet']);
run(process.execPath, [join(root, 'scripts/framework-types.js')]);
