// The reference cannot drift from the element: docs/api.md's tables are what scripts/api-docs.js
// generates from custom-elements.json (itself generated from the element's JSDoc), and every
// attribute, public property, method, event, slot, CSS part and CSS custom property the manifest
// lists for <ugc-album> is named there, in backticks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { elementOf, manifestPath, pagePath, render } from '../../scripts/api-docs.js';

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const page = readFileSync(pagePath, 'utf8');

test('docs/api.md is current with custom-elements.json (else run `npm run docs`)', () => {
  // Compared line by line: a failure names the rows that differ.
  assert.deepEqual(page.split('\n'), render(page, manifest).split('\n'), 'docs/api.md is stale: run `npm run docs` and commit it');
});

const element = elementOf(manifest);
const isPublic = (m) => !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#');

/** Names the page does not mention as inline code (a method also as `name(…)`). */
const undocumented = (names) => names.filter((name) => !page.includes(`\`${name}\``) && !page.includes(`\`${name}(`));

const kinds = {
  attribute: () => (element.attributes ?? []).map((a) => a.name),
  property: () => (element.members ?? []).filter((m) => m.kind === 'field' && isPublic(m)).map((m) => m.name),
  method: () => (element.members ?? []).filter((m) => m.kind === 'method' && isPublic(m)).map((m) => m.name),
  event: () => (element.events ?? []).map((e) => e.name),
  slot: () => (element.slots ?? []).map((s) => s.name).filter(Boolean),
  'CSS part': () => (element.cssParts ?? []).map((p) => p.name),
  'CSS custom property': () => (element.cssProperties ?? []).map((p) => p.name),
};

for (const [kind, list] of Object.entries(kinds)) {
  test(`docs/api.md names every ${kind}`, () => {
    const names = list();
    // The element has some of every kind; an empty list would mean the manifest lost them.
    assert.ok(names.length > 0, `custom-elements.json lists no ${kind}`);
    assert.deepEqual(undocumented(names), [], `docs/api.md does not mention this ${kind} (or these) in backticks`);
  });
}
