// Server rendering and Node tooling import the package: neither entry may throw in Node (no DOM).
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('the npm entry imports in Node without side effects', async () => {
  const entry = await import('../../dist/lib/index.js');
  assert.equal(typeof entry.UgcAlbumElement, 'function');
  assert.equal(typeof entry.createContentClient, 'function');
  assert.equal(globalThis.customElements?.get?.('ugc-album'), undefined);
});

test('the define entry imports in Node without throwing', async () => {
  await assert.doesNotReject(import('../../dist/lib/define.js'));
});

test('ugc-album/react renders on the server: the element, waiting for hydration, nothing thrown', async () => {
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { UgcAlbum } = await import('../../dist/lib/react/index.js');
  const html = renderToString(
    createElement(UgcAlbum, { albumId: 1002, apiKey: 'k', baseUrl: 'https://c.example', sort: { recency: true }, onUgcLoad: () => {} }),
  );
  // Properties and listeners are set by the client once hydrated (@lit/react); the markup waits.
  assert.equal(html, '<ugc-album defer-hydration=""></ugc-album>');
});

test("ugc-album/react has a prop for every event of the manifest, named on + the event's PascalCase", async () => {
  const { readFileSync } = await import('node:fs');
  const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
  const events = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'ugc-album').events.map((e) => e.name);
  const code = readFileSync(new URL('../../dist/lib/react/index.js', import.meta.url), 'utf8');
  const props = Object.fromEntries([...code.matchAll(/(onUgc\w+): '(ugc-[\w-]+)'/g)].map((m) => [m[2], m[1]]));
  assert.ok(events.length > 0);
  for (const name of events) {
    assert.equal(props[name], 'on' + name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase()), name);
  }
  assert.deepEqual(Object.keys(props).sort(), [...events].sort());
});
