// Preloaded (`node --import ./scripts/typescript5.js …`) by the tools that load TypeScript as a
// library: typescript-eslint and lit-analyzer. TypeScript 7 (the compiler the project builds with)
// is native and has no JavaScript API, so `typescript` is answered with TypeScript 5.9, installed
// beside it under the npm alias `typescript5` (toolchain.md, gotcha 4).
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript' || specifier.startsWith('typescript/')) {
      return nextResolve(specifier.replace(/^typescript/, 'typescript5'), context);
    }
    return nextResolve(specifier, context);
  },
});
