// The Secret Key never reaches a browser (contract §6): the browser bundles carry no signing code and
// never read a secret key, and the browser entries' module graphs never reach the server entry.
// Runs after the build (`node scripts/build.js`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const serverModule = join(dist, 'lib/server/server.js');
const serverFolder = join(dist, 'lib/server/');

// Minifiers rename locals but keep strings and property names, so these survive any build.
const SIGNING = [
  ['HMAC', /HMAC/i],
  ['SHA-1', /\bSHA-?1\b/i],
  ['importKey', /\bimportKey\b/],
  ['crypto.subtle', /\bsubtle\b/],
  ['the Signature header', /\bSignature\b/],
  ['the media creation path', /\/api\/v2\/media\b/],
];
const SECRET = [['a secret key (secret-key, secretKey, secret_key)', /secret[-_]?key/i]];

function findings(source, patterns) {
  return patterns.filter(([, pattern]) => pattern.test(source)).map(([name]) => name);
}

function read(file) {
  assert.ok(existsSync(file), `${relative(root, file)} is missing: run \`node scripts/build.js\` first`);
  return readFileSync(file, 'utf8');
}

// Every module specifier a built ES module names: static imports, re-exports, dynamic imports with a
// literal. Comments are scanned too, which can only add false alarms, never hide an import.
function specifiers(source) {
  const found = new Set();
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The files of dist/lib reachable from `entry`, and the bare (package) specifiers it names. */
function moduleGraph(entry) {
  const files = new Set();
  const packages = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of specifiers(read(file))) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) queue.push(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files], packages: [...packages] };
}

describe('no signing code in the browser', () => {
  const bundles = ['ugc-album.js', 'ugc-album.iife.js'].map((name) => join(dist, name));
  // Any other script Vite writes (a chunk split off later) ships to browsers too; dist/lib is tsc's.
  const built = existsSync(dist)
    ? readdirSync(dist, { recursive: true })
        // dist/frameworks/ holds the React and Vue typings; their .js files are empty stubs.
        .filter((name) => /\.m?js$/.test(name) && !name.startsWith(`lib/`) && !name.startsWith(`frameworks/`))
        .map((name) => join(dist, name))
    : [];
  const browserScripts = [...new Set([...bundles, ...built])];

  it('the scanner recognises the signing code of the server entry (so a clean result means something)', () => {
    // The entry and the modules it imports (its signature, its checks, its reading of the answer).
    const source = moduleGraph(serverModule).files.map(read).join('\n');
    for (const [name, pattern] of SIGNING) assert.match(source, pattern, `${name} not found in dist/lib/server/server.js or its imports`);
    assert.deepEqual(findings(source, SECRET), [SECRET[0][0]], 'the secret key pattern should match dist/lib/server/server.js or its imports');
  });

  for (const file of browserScripts) {
    it(`${relative(root, file)} has no signing code and never reads a secret key`, () => {
      const source = read(file);
      // Bytes, not characters: a locale chunk (Japanese, Arabic) is short in characters. The
      // smallest chunk, the widget's own `lang` (ugc-album-language.js), is about 270 B.
      assert.ok(Buffer.byteLength(source) > 150, `${relative(root, file)} looks empty`);
      assert.deepEqual(findings(source, SIGNING), [], `signing code in ${relative(root, file)}`);
      assert.deepEqual(findings(source, SECRET), [], `a secret key is read in ${relative(root, file)}`);
    });
  }

  it('no element declares a secret-key attribute or property (custom-elements.json)', () => {
    const manifest = JSON.parse(read(join(root, 'custom-elements.json')));
    const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
    assert.ok(elements.length > 0, 'custom-elements.json declares no element');
    for (const element of elements) {
      const names = [
        ...(element.attributes ?? []).flatMap((a) => [a.name, a.fieldName]),
        ...(element.members ?? []).map((m) => m.name),
      ];
      assert.deepEqual(findings(names.join(' '), SECRET), [], `<${element.tagName}> takes a secret key`);
    }
  });

  for (const entry of ['index.js', 'define.js', 'bundle.js']) {
    it(`the module graph of dist/lib/${entry} never reaches the server module`, () => {
      const graph = moduleGraph(join(dist, 'lib', entry));
      const server = graph.files.filter((file) => file.startsWith(serverFolder));
      assert.deepEqual(server, [], `dist/lib/${entry} reaches dist/lib/server/`);
      const serverPackages = graph.packages.filter((p) => /(^|\/)server(\.js)?$/.test(p));
      assert.deepEqual(serverPackages, [], `dist/lib/${entry} imports a server entry`);
      // The bundles above are these modules minified; here comments would give false alarms.
    });
  }

  it('the npm entry exports nothing that signs or submits', async () => {
    const entry = await import('../../dist/lib/index.js');
    for (const name of ['signPayload', 'createMedia', 'serializePayload', 'SubmissionError']) {
      assert.equal(name in entry, false, `dist/lib/index.js exports ${name}`);
    }
  });
});
