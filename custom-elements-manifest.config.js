// custom-elements.json: the element as it is published. The analyzer reads the element's source
// (its JSDoc is the contract), then `publishedApi` makes the manifest describe the package's files
// and public API only: module paths of dist/lib (what `ugc-album` and `ugc-album/define` load), no
// private or internal members, the current schema version. Framework typings, VS Code custom data
// and JetBrains web-types are generated from this file (scripts/framework-types.js).
const SCHEMA_VERSION = '2.1.0';

/** `src/element/ugc-album.ts` (or `.js`) → `dist/lib/element/ugc-album.js`. */
const published = (path) => path.replace(/^\/?src\//, 'dist/lib/').replace(/\.ts$/, '.js');

/** Not part of the public API: `#private` and `private` members, `@internal` ones, Lit's statics. */
const isPublic = (member) =>
  !member.name.startsWith('#') &&
  member.privacy !== 'private' &&
  member.privacy !== 'protected' &&
  !/@internal/.test(member.description ?? '') &&
  !(member.static && ['properties', 'styles', 'shadowRootOptions'].includes(member.name));

function publishedApi() {
  return {
    name: 'ugc-album-published-api',
    packageLinkPhase({ customElementsManifest: manifest }) {
      manifest.schemaVersion = SCHEMA_VERSION;
      for (const mod of manifest.modules) {
        mod.path = published(mod.path);
        for (const declaration of mod.declarations ?? []) {
          if (declaration.members) declaration.members = declaration.members.filter(isPublic);
          if (declaration.superclass?.module) declaration.superclass.module = published(declaration.superclass.module);
        }
        for (const exp of mod.exports ?? []) {
          if (exp.declaration?.module) exp.declaration.module = published(exp.declaration.module);
        }
      }
    },
  };
}

export default {
  // The element and its registration: what a custom-elements tool needs. The read client, the
  // analytics and the server module are plain modules, documented in docs/ and their .d.ts.
  globs: ['src/element/ugc-album.ts', 'src/define.ts'],
  outdir: '.',
  litelement: true,
  plugins: [publishedApi()],
};
