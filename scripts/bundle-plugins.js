// Build plugins of the browser bundles (vite.config.ts; `vite build` only). No plugin here edits a
// dependency's code: Lit is bundled as its authors ship it. The one fix below rewrites the bundler's
// own runtime helper, which is not a dependency of ours but code the bundler writes into our output.

/** `for (… in …)` in minified or readable code: a walk that also visits inherited properties. */
export const FOR_IN = /\bfor\s*\(\s*(?:var|let|const)?\s*[\w$]+\s+in\s/;

/**
 * Makes the bundles safe on pages whose scripts add enumerable members to `Object.prototype` (older
 * shop platforms and their libraries do: `Object.prototype.clone = …`).
 *
 * Upstream behaviour worked around: rolldown's runtime helper `__exportAll` (the `\0rolldown/runtime.js`
 * module the bundler injects; seen in rolldown 1.2.x) builds a module namespace object with
 * `for (var name in all) __defProp(target, name, { get: all[name] })`. `for…in` also visits inherited
 * members, so an inherited non-function value becomes a getter that throws when the chunk evaluates
 * (every chunk loaded on demand in the classic script, the analytics chunk in the ES module). The
 * helper's walks are rewritten to own keys only (the runtime is code the bundler writes into our
 * output, not a package we depend on), and the build fails if any output still has a `for (… in …)`,
 * ours or a dependency's (test/node/bundle-walks.test.js checks the files too; test/host-page.test.ts
 * runs the bundles on such a page). Remove this plugin when the runtime walks own keys itself.
 */
export function ownKeysOnly() {
  const runtime = /^\0?rolldown\/runtime\.js$/;
  const walk = /\bfor \((var|let|const) ([\w$]+) in ([\w$]+)\)/g;
  return {
    name: 'ugc-album:own-keys-only',
    apply: 'build',
    transform(code, id) {
      if (!runtime.test(id)) return null;
      const out = code.replace(walk, 'for ($1 $2 of Object.keys($3))');
      return out === code ? null : { code: out, map: null };
    },
    renderChunk(code, chunk) {
      const at = code.search(FOR_IN);
      if (at >= 0) {
        this.error(
          `${chunk.fileName} walks an object with for…in (${code.slice(at, at + 60)}…): unsafe on pages that extend Object.prototype. Walk Object.keys() instead.`,
        );
      }
      return null;
    },
  };
}
