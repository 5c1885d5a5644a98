// The import-cycle check of `npm run lint`: imports point down or sideways, never in circles
// (notes/style.md). Reads every .ts file under the given folders (default: src/) with TypeScript
// 5.9's parser and follows every relative import: static, type-only, re-exports, dynamic `import()`
// and `typeof import()`. Type imports count: `locales/fr.ts` importing a type from the module that
// lazily imports it is the circle that makes both hard to move. Prints each cycle; exits 1 if any.
// Kept over the ready-made checks, measured 2026-11-26: eslint-plugin-import-x's `no-cycle` skips
// type-only imports by design, and dpdm 4.3 does not follow `typeof import('./x.js')` types, which
// src/ uses for its lazily loaded chunks; both would miss cycles this check finds.
//
//   node scripts/import-cycles.js [folder…]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// TypeScript 7 has no JavaScript API: the parser comes from TypeScript 5.9 (the `typescript5` alias).
const ts = createRequire(import.meta.url)('typescript5');

/** @param {string} dir @returns {string[]} */
const tsFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** `./x.js` from `from` → the .ts file it is compiled from, or undefined (a package, a missing file). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every module one file imports: static, type-only (a type import still ties the two modules' designs together), re-exports, `import()`. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {string[]} */
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specifiers.push(node.argument.literal.text); // typeof import('./x.js')
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/**
 * Every elementary cycle reachable in the import graph of the .ts files under `dirs`, each as a list
 * of files starting and ending with the same one (paths relative to `root`).
 * @param {string[]} dirs @param {string} root @returns {string[][]}
 */
export function findImportCycles(dirs, root = process.cwd()) {
  const files = dirs.flatMap((dir) => tsFiles(resolve(root, dir)));
  const graph = new Map(
    files.map((file) => [file, [...new Set(importsOf(file).map((s) => resolveImport(file, s)).filter(Boolean))]]),
  );
  /** @type {string[][]} */
  const cycles = [];
  const seen = new Set();
  // Depth-first search; a back edge to a file on the current path closes a cycle.
  const state = new Map(); // file → 'open' | 'done'
  const path = [];
  const walk = (file) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...path.slice(path.indexOf(next)), next].map((f) => relative(root, f));
        const key = [...cycle.slice(0, -1)].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(next)) walk(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file);
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dirs = process.argv.slice(2);
  const cycles = findImportCycles(dirs.length ? dirs : ['src'], root);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
  if (cycles.length) {
    console.error(`\n${cycles.length} import cycle(s): move what both sides need into a module of its own.`);
    process.exit(1);
  }
  console.log('No import cycles.');
}
