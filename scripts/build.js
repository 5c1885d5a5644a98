// `npm run build`: the browser bundles (Vite), the npm entries with their type declarations (tsc),
// and custom-elements.json (the manifest, generated from the element's JSDoc).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(join(root, 'dist'), { recursive: true, force: true });
// Two library builds (see vite.config.ts): the ES module and its chunks, then the classic script.
run(bin('vite'), ['build', '--logLevel', 'warn']);
run(bin('vite'), ['build', '--logLevel', 'warn', '--mode', 'iife']);
run(bin('tsc'), ['-p', 'tsconfig.build.json']);
run(bin('cem'), ['analyze', '--litelement', '--globs', 'src/**/*.ts', '--exclude', 'src/**/*.types.ts', '--exclude', 'src/server/**', '--quiet']);
