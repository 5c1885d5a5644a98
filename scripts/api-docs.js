// `npm run docs`: the reference tables of docs/api.md (attributes and properties, methods, events,
// parts, slots, CSS custom properties), generated from custom-elements.json, which is generated from
// the element's JSDoc. Each table sits between `<!-- api:NAME -->` and `<!-- /api:NAME -->`; the
// text around them is written by hand. test/node/api-docs.test.js fails when the committed page is
// not what this script writes from the current manifest.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const pagePath = `${root}docs/api.md`;
export const manifestPath = `${root}custom-elements.json`;

/** The `<ugc-album>` declaration of a manifest. */
export function elementOf(manifest) {
  const element = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .find((d) => d.customElement && d.tagName === 'ugc-album');
  if (!element) throw new Error('custom-elements.json has no <ugc-album> declaration');
  return element;
}

/** A table cell: one line, pipes escaped (also inside code spans, as GitHub's tables want). */
const cell = (text) => (text ?? '').replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|').trim();
const code = (text) => (text ? `\`${cell(text)}\`` : '–');

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
}

const isPublicField = (m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public';

/** Every generated table of the page, by block name. */
export function tables(element) {
  const fields = new Map((element.members ?? []).filter(isPublicField).map((f) => [f.name, f]));
  const attributes = element.attributes ?? [];
  const withAttribute = new Set(attributes.map((a) => a.fieldName));
  return {
    attributes: table(
      ['attribute', 'property', 'type', 'default', 'meaning'],
      attributes.map((a) => {
        const field = fields.get(a.fieldName);
        return [
          code(a.name),
          code(a.fieldName),
          code(a.type?.text ?? field?.type?.text),
          code(field?.default ?? a.default),
          cell(a.description ?? field?.description),
        ];
      }),
    ),
    properties: table(
      ['property', 'type', 'meaning'],
      [...fields.values()]
        .filter((f) => !withAttribute.has(f.name))
        .map((f) => [code(f.name), code(f.type?.text), cell(f.description)]),
    ),
    methods: table(
      ['method', 'returns', 'what'],
      (element.members ?? [])
        .filter((m) => m.kind === 'method' && !m.static && (m.privacy ?? 'public') === 'public')
        .map((m) => [
          code(`${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`),
          code(m.return?.type?.text),
          cell(m.description),
        ]),
    ),
    events: table(
      ['event', 'type', 'when'],
      (element.events ?? []).map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
    ),
    parts: table(
      ['part', 'what'],
      (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
    ),
    slots: table(
      ['slot', 'what'],
      (element.slots ?? []).filter((s) => s.name).map((s) => [code(s.name), cell(s.description)]),
    ),
    'css-properties': table(
      ['property', 'default', 'what'],
      (element.cssProperties ?? []).map((p) => [code(p.name), code(p.default), cell(p.description)]),
    ),
  };
}

/** `page` with each generated block replaced by its table from `manifest`. */
export function render(page, manifest) {
  let text = page;
  for (const [name, body] of Object.entries(tables(elementOf(manifest)))) {
    const block = new RegExp(`(<!-- api:${name} -->\\n)[^]*?(<!-- /api:${name} -->)`);
    if (!block.test(text)) throw new Error(`docs/api.md has no <!-- api:${name} --> … <!-- /api:${name} --> block`);
    text = text.replace(block, (_, open, close) => `${open}${body}\n${close}`);
  }
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    console.error('api-docs: no custom-elements.json; `npm run docs` builds it first (node scripts/build.js --types)');
    process.exit(1);
  }
  const before = readFileSync(pagePath, 'utf8');
  const after = render(before, manifest);
  if (after === before) console.log('docs/api.md is current');
  else {
    writeFileSync(pagePath, after);
    console.log('docs/api.md updated');
  }
}
