// The editor and framework files of the package, generated from custom-elements.json by
// `npm run build` (scripts/build.js), so they can never disagree with the element:
//
//   dist/frameworks/react.d.ts  `ugc-album/react`: the types of its <UgcAlbum> component
//                               (src/react/index.ts), and <ugc-album> in React 19 JSX (every
//                               attribute, property and event, e.g. `onugc-item-click`)
//   dist/frameworks/vue.d.ts    `ugc-album/vue`: <ugc-album> in Vue's GlobalComponents (vue-tsc with
//                               strict templates; `@ugc-item-click` typed)
//   dist/frameworks/svelte.d.ts `ugc-album/svelte`: <ugc-album> in Svelte 5's SvelteHTMLElements
//                               (svelte-check; `onugc-item-click` typed)
//   dist/vscode.html-custom-data.json  VS Code's html.customData
//   dist/web-types.json         JetBrains IDEs (package.json "web-types")
//
// Each .d.ts but React's (whose code is dist/lib/react/index.js) has an empty .js beside it, so the
// entries resolve at run time too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Every custom element of the manifest, with the module that declares it. */
const elements = manifest.modules.flatMap((mod) =>
  (mod.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => ({ ...d, modulePath: mod.path, exports: mod.exports ?? [] })),
);
if (!elements.length) throw new Error('custom-elements.json declares no custom element');

const doc = (text, indent = '  ') =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n+/g, `\n${indent} * `)} */\n` : '';
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());

/** The public fields of an element, by name. */
const fieldsOf = (el) => new Map((el.members ?? []).filter((m) => m.kind === 'field' && !m.static).map((m) => [m.name, m]));

/** `'grid' | 'carousel'` → the values an editor can offer. */
const literalValues = (type = '') => [...type.matchAll(/'([^']+)'/g)].map((m) => ({ name: m[1] }));

/**
 * What an attribute accepts in markup: its property's literal values (`'grid' | 'carousel'`), a
 * boolean for a boolean property, else text (and numbers where the property takes them).
 */
function attributeType(el, attribute) {
  const field = fieldsOf(el).get(attribute.fieldName);
  const type = field?.type?.text ?? attribute.type?.text ?? 'string';
  if (/^boolean$/.test(type)) return 'boolean';
  const literals = literalValues(type);
  if (literals.length) return literals.map((v) => `'${v.name}'`).join(' | ');
  return /\bnumber\b/.test(type) ? 'string | number' : 'string';
}

/** `a | b` and `b | c` → `a | b | c` (top-level members only; types here have no nested unions). */
const union = (...types) => [...new Set(types.flatMap((t) => t.split('|').map((s) => s.trim())))].join(' | ');

/** Names a type text uses that the element's module exports (imported by the generated .d.ts). */
function importedTypes(el, texts) {
  const exported = new Set(el.exports.map((e) => e.name));
  const used = new Set(texts.join(' ').match(/[A-Za-z_$][\w$]*/g) ?? []);
  return [...exported].filter((name) => used.has(name) || name === el.name).sort();
}

/** The .d.ts module path of the element, relative to dist/frameworks/. */
const typesPath = (el) => `../${el.modulePath.replace(/^dist\//, '')}`;

/** One `import type` line per element: the exported types its fields and events name. */
const typeImports = () =>
  elements
    .map((el) => {
      const fields = [...fieldsOf(el).values()];
      const texts = [...fields.map((f) => f.type?.text ?? ''), ...(el.events ?? []).map((e) => e.type?.text ?? '')];
      return `import type { ${importedTypes(el, texts).join(', ')} } from '${typesPath(el)}';\n`;
    })
    .join('');

/**
 * The members of an element in markup where, as in React 19's JSX and Svelte 5's templates, a name
 * that is the element's property sets it and any other name sets an attribute: the attributes
 * (kebab-case), the properties (camelCase) and the events (`on` + the event name, as written).
 */
function markupProps(el) {
  let out = '';
  const fields = fieldsOf(el);
  // An attribute named like its property (`sort`, `layout`) takes either's values under one name.
  for (const a of el.attributes ?? []) {
    const same = a.name === a.fieldName ? fields.get(a.name)?.type?.text : undefined;
    out += doc(a.description) + `  '${a.name}'?: ${union(attributeType(el, a), same ?? 'null', 'null')};\n`;
  }
  for (const f of fields.values()) {
    if ((el.attributes ?? []).some((a) => a.name === f.name)) continue;
    out += doc(f.description) + `  ${f.name}?: ${f.type?.text ?? 'unknown'};\n`;
  }
  for (const e of el.events ?? []) out += doc(e.description) + `  'on${e.name}'?: (event: ${e.type?.text ?? 'Event'}) => void;\n`;
  return out;
}

function svelte() {
  let out = `// Generated from custom-elements.json by scripts/framework-types.js. Do not edit.
// \`import type {} from 'ugc-album/svelte'\` (or \`"types": ["ugc-album/svelte"]\`) types <ugc-album> in
// Svelte 5 templates (svelte-check, the Svelte language server): \`SvelteHTMLElements['ugc-album']\`,
// its attributes (kebab-case), its properties (camelCase: Svelte sets a name the element has as a
// property) and its events (\`on\` + the event name, e.g. \`onugc-item-click\`).
import type { HTMLAttributes } from 'svelte/elements';
`;
  out += typeImports();
  out += '\n';
  for (const el of elements) {
    out += `/** Attributes, properties and events of <${el.tagName}> in Svelte templates. */\nexport interface ${pascal(el.tagName)}SvelteProps extends HTMLAttributes<${el.name}> {\n`;
    out += markupProps(el);
    out += '}\n\n';
  }
  out += `declare module 'svelte/elements' {\n  interface SvelteHTMLElements {\n`;
  for (const el of elements) out += `    '${el.tagName}': ${pascal(el.tagName)}SvelteProps;\n`;
  out += '  }\n}\n';
  return out;
}

function react() {
  let out = `// Generated from custom-elements.json by scripts/framework-types.js. Do not edit.
// \`import { UgcAlbum } from 'ugc-album/react'\`: the React component (client and server rendering).
// \`import type {} from 'ugc-album/react'\` (or \`"types": ["ugc-album/react"]\`) also types <ugc-album> in
// React 19 JSX: its attributes (kebab-case), its properties (camelCase, set as properties by React
// 19 in client rendering only) and its events (\`on\` + the event name, e.g. \`onugc-item-click\`).
import type { HTMLAttributes, RefAttributes } from 'react';
export * from '../lib/react/index.js';
`;
  out += typeImports();
  out += '\n';
  for (const el of elements) {
    const name = `${pascal(el.tagName)}JsxProps`;
    out += `/** Props of <${el.tagName}> in JSX. */\nexport interface ${name} extends HTMLAttributes<${el.name}>, RefAttributes<${el.name}> {\n`;
    out += markupProps(el);
    out += '}\n\n';
  }
  out += `declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n`;
  for (const el of elements) out += `      '${el.tagName}': ${pascal(el.tagName)}JsxProps;\n`;
  out += '    }\n  }\n}\n';
  return out;
}

function vue() {
  let out = `// Generated from custom-elements.json by scripts/framework-types.js. Do not edit.
// \`import 'ugc-album/vue'\` (or \`"types": ["ugc-album/vue"]\`) declares <ugc-album> in Vue's
// GlobalComponents, so vue-tsc with strict templates knows its attributes, properties and events
// (\`@ugc-item-click\`). Vue still needs \`isCustomElement\` for the tag at compile time.
import type { DefineComponent } from 'vue';
`;
  out += typeImports();
  out += '\n';
  for (const el of elements) {
    const name = `${pascal(el.tagName)}VueProps`;
    out += `/** Props of <${el.tagName}> in Vue templates: attributes and properties (camelCase), events (\`on\` + PascalCase). */\nexport interface ${name} {\n`;
    const fields = fieldsOf(el);
    for (const f of fields.values()) {
      const attribute = (el.attributes ?? []).find((a) => a.fieldName === f.name);
      const type = attribute ? union(f.type?.text ?? 'unknown', attributeType(el, attribute)) : (f.type?.text ?? 'unknown');
      out += doc(f.description ?? attribute?.description) + `  ${f.name}?: ${type};\n`;
    }
    for (const e of el.events ?? []) out += doc(e.description) + `  on${pascal(e.name)}?: (event: ${e.type?.text ?? 'Event'}) => void;\n`;
    out += '}\n\n';
  }
  out += `declare module 'vue' {\n  interface GlobalComponents {\n`;
  for (const el of elements) out += `    '${el.tagName}': DefineComponent<${pascal(el.tagName)}VueProps>;\n`;
  out += '  }\n}\n';
  return out;
}

function vscode() {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tagName,
      description: el.description ?? el.summary ?? '',
      attributes: (el.attributes ?? []).map((a) => {
        const field = fieldsOf(el).get(a.fieldName);
        const values = literalValues(field?.type?.text);
        return {
          name: a.name,
          description: a.description ?? field?.description ?? '',
          ...(values.length ? { values } : attributeType(el, a) === 'boolean' ? { valueSet: 'v' } : {}),
        };
      }),
      references: [{ name: 'README', url: `https://www.npmjs.com/package/${pkg.name}` }],
    })),
  };
}

function webTypes() {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((el) => ({
          name: el.tagName,
          description: el.description ?? el.summary ?? '',
          attributes: (el.attributes ?? []).map((a) => {
            const field = fieldsOf(el).get(a.fieldName);
            const values = literalValues(field?.type?.text);
            const type = attributeType(el, a);
            return {
              name: a.name,
              description: a.description ?? field?.description ?? '',
              ...(field?.default ? { default: field.default } : {}),
              value: values.length ? { type: values.map((v) => `'${v.name}'`).join(' | ') } : type === 'boolean' ? { kind: 'no-value' } : { type },
            };
          }),
          slots: (el.slots ?? []).map((s) => ({ name: s.name, description: s.description ?? '' })),
          js: {
            properties: [...fieldsOf(el).values()].map((f) => ({ name: f.name, type: f.type?.text, description: f.description ?? '' })),
            events: (el.events ?? []).map((e) => ({ name: e.name, type: e.type?.text, description: e.description ?? '' })),
          },
          css: {
            parts: (el.cssParts ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
            properties: (el.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
          },
        })),
      },
    },
  };
}

const dist = join(root, 'dist');
mkdirSync(join(dist, 'frameworks'), { recursive: true });
const types = { react: react(), vue: vue(), svelte: svelte() };
for (const [name, text] of Object.entries(types)) {
  writeFileSync(join(dist, 'frameworks', `${name}.d.ts`), text);
  if (name != 'react') writeFileSync(join(dist, 'frameworks', `${name}.js`), `// Types only: see ${name}.d.ts.\nexport {};\n`);
}
writeFileSync(join(dist, 'vscode.html-custom-data.json'), `${JSON.stringify(vscode(), null, 2)}\n`);
writeFileSync(join(dist, 'web-types.json'), `${JSON.stringify(webTypes(), null, 2)}\n`);
