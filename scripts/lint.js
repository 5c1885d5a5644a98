// `npm run lint`: ESLint (eslint.config.js: typescript-eslint, eslint-plugin-lit, eslint-plugin-wc)
// over the whole repository, lit-analyzer's strict rules over the element's templates, and the
// import-cycle check over src/ (scripts/import-cycles.js). ESLint and lit-analyzer load TypeScript as
// a library, so they run with TypeScript 5.9 in place of TypeScript 7 (scripts/typescript5.js).
// Exits non-zero on any finding, warnings included.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const withTypeScript5 = ['--import', join(root, 'scripts/typescript5.js')];

function run(name, args) {
  const result = spawnSync(process.execPath, [...withTypeScript5, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) console.error(`\nlint: ${name} found problems (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

const results = [
  run('eslint', [join(root, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', '.']),
  run('lit-analyzer', [join(root, 'node_modules/@jackolope/lit-analyzer/cli.mjs'), '--strict', '--maxWarnings', '0', 'src/**/*.ts']),
  run('import cycles', [join(root, 'scripts/import-cycles.js'), 'src']),
];
process.exit(results.every(Boolean) ? 0 : 1);
