// The docs cannot drift: every attribute, public property, method, event, slot, CSS part and CSS
// custom property that custom-elements.json (generated from the element's JSDoc) lists for
// <ugc-album> is named in README.md, in backticks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('custom-elements.json'));
const readme = read('README.md');

const element = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .find((d) => d.customElement && d.tagName === 'ugc-album');

/** Names the README does not mention as inline code (a method also as `name(…)`). */
const undocumented = (names) =>
  names.filter((name) => !readme.includes(`\`${name}\``) && !readme.includes(`\`${name}(`));

const isPublic = (m) => !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#');

test('custom-elements.json describes <ugc-album>', () => {
  assert.ok(element, 'no ugc-album declaration in custom-elements.json (run `node scripts/build.js`)');
});

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
  test(`README.md names every ${kind}`, () => {
    const names = list();
    // The element has some of every kind; an empty list would mean the manifest lost them.
    assert.ok(names.length > 0, `custom-elements.json lists no ${kind}`);
    assert.deepEqual(undocumented(names), [], `README.md does not mention this ${kind} (or these) in backticks`);
  });
}
