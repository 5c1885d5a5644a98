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
