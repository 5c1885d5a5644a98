// Build-time byte savings for the browser bundles (used by vite.config.ts; `vite build` only, so
// `npm start` and the tests run the sources as written). Neither changes what the widget does.
// Savings measured on dist/ugc-album.js, brotli q11.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Parts of Lit's production build that nothing in this project can use: decorator support (the
 * project uses none: `static properties` + `declare` fields), the hooks for page-installed polyfill,
 * hydration and SSR support (this element is never server-rendered, and a page's own Lit setup must
 * not reach into our private copy), the page-global version lists (read only by Lit's dev mode), and
 * two long messages for misusing `css`. This also stops the bundle from defining `Symbol.metadata` and
 * `litPropertyMetadata` on the host page. (271 B)
 *
 * Each cut names the one thing it matches in Lit's minified files (identifiers as wildcards). When a
 * Lit update changes that text, the cut is skipped with a warning: the bundle is then bigger (the
 * budget test says so), never broken.
 */
const LIT_CUTS = {
  '@lit/reactive-element/reactive-element.js': [
    [/static addInitializer\((\w+)\)\{this\._\$Ei\(\),\(this\.\w+\?\?=\[\]\)\.push\(\1\)\}/, ''],
    // …and the initializers it would have collected: copied to subclasses, run by each instance.
    [/void 0!==(\w+)\.l&&\(this\.l=\[\.\.\.\1\.l\]\),/, ''],
    [/,this\.constructor\.l\?\.forEach\(\w+=>\w+\(this\)\)/, ''],
    [/Symbol\.metadata\?\?=Symbol\("metadata"\),\w+\.litPropertyMetadata\?\?=new WeakMap;/, ''],
    [
      /const (\w+)=this\[Symbol\.metadata\];if\(null!==\1\)\{const (\w+)=litPropertyMetadata\.get\(\1\);if\(void 0!==\2\)for\(const\[\w+,\w+\]of \2\)this\.elementProperties\.set\(\w+,\w+\)\}/,
      '',
    ],
    [/,\w+\?\.\(\{ReactiveElement:\w+\}\),\(\w+\.reactiveElementVersions\?\?=\[\]\)\.push\("[^"]*"\)/, ''],
  ],
  'lit-html/lit-html.js': [[/,(\w+)=\w+\.litHtmlPolyfillSupport;\1\?\.\(\w+,\w+\),\(\w+\.litHtmlVersions\?\?=\[\]\)\.push\("[^"]*"\)/, '']],
  'lit-element/lit-element.js': [
    [/,\w+\.litElementHydrateSupport\?\.\(\{LitElement:\w+\}\);const (\w+)=\w+\.litElementPolyfillSupport;\1\?\.\(\{LitElement:\w+\}\);/, ';'],
    [/\(\w+\.litElementVersions\?\?=\[\]\)\.push\("[^"]*"\);/, ''],
    // The mark that tells SSR and hydration code a class is a LitElement: read by nothing here.
    [/(\w+)\._\$litElement\$=!0,/, ''],
  ],
  '@lit/reactive-element/css-tag.js': [
    [/"CSSResult is not constructable\. Use `unsafeCSS` or `css` instead\."/, '"Use css``"'],
    [/"Value passed to 'css' function must be a 'css' function result: "\+(\w+)\+"\. Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security\."/, '"Not a css`` result: "+$1'],
  ],
};

/**
 * Lit features that nothing here uses, cut the same way (about 1,010 B in all; beside each entry, its
 * share with the others in place). Unlike the cuts above, these are features a source could start to
 * use, and the browser tests would not notice: they run the sources with Lit's development build,
 * uncut. So each entry also says what a use looks like (`use`, tested on every module that is not
 * Lit's own, our sources as written), and the build fails when one appears: delete that entry then
 * (the bundle grows by what it saved).
 */
const UNUSED_LIT = [
  {
    // (227 B)
    feature: 'directives (lit/directives/*, lit/directive.js, lit/async-directive.js)',
    use: /\bfrom\s*['"]lit(?:-html)?\/(?:async-)?directives?\b/,
    cuts: {
      'lit-html/lit-html.js': [
        // resolveDirective: with no directive, every value is its own result.
        [
          /function (\w+)\((\w+),(\w+),\w+=\2,\w+\)\{if\(\3===\w+\)return \3;[^]*?\(\3=\1\(\2,\w+\._\$AS\(\2,\3\.values\),\w+,\w+\)\),\3\}/,
          'function $1($2,$3){return $3}',
        ],
        // …and its five calls, each now a value passed through as it is.
        [/(_\$AI\((\w),(\w)=this\)\{)\2=\w\(this,\2,\3\),/, '$1'],
        [/if\(void 0===(\w)\)(\w)=\w\(this,\2,\w,0\),/, 'if(void 0===$1)'],
        [/(\w)=\w\(this,(\w)\[(\w)\+(\w)\],\w,\4\),/, '$1=$2[$3+$4],'],
        [/\((\w)=\w\(this,\1,\w,0\)\?\?/, '($1=$1??'],
        [/_\$AI\(\w\)\{\w\(this,\w\)\}/, '_$AI(){}'],
        // Element bindings (`<div ${ref(…)}>`), which only a directive can use: parsing, then making.
        [/else (\w+)\.startsWith\(\w+\)&&\(\w+\.push\(\{type:6,index:\w+\}\),\w+\.removeAttribute\(\1\)\)/, ''],
        [/:6===\w+\.type&&\(\w+=new \w+\(\w+,this,\w+\)\)/, ':0'],
        // Getters of the parts that only directives read.
        [/get tagName\(\)\{return this\.element\.tagName\}/, ''],
        [/get startNode\(\)\{return this\._\$AA\}get endNode\(\)\{return this\._\$AB\}/, ''],
        [/get parentNode\(\)\{let (\w+)=this\._\$AA\.parentNode;const (\w+)=this\._\$AM;return void 0!==\2&&11===\1\?\.nodeType&&\(\1=\2\.parentNode\),\1\}/, ''],
        [/get parentNode\(\)\{return this\._\$AM\.parentNode\}/, ''],
        // Telling parts they are connected or not (and asking whether they are), which only async
        // directives hear: the calls, the notification and the four getters with their state. (103 B)
        [/for\(this\._\$AP\?\.\(!1,!0,\w+\);/, 'for(;'],
        [/setConnected\((\w+)\)\{void 0===this\._\$AM&&\(this\._\$Cv=\1,this\._\$AP\?\.\(\1\)\)\}/, ''],
        [/,this\._\$Cv=\w+\?\.isConnected\?\?!0/, ''],
        [/get _\$AU\(\)\{return this\._\$AM\?\._\$AU\?\?this\._\$Cv\}/, ''],
        [/get _\$AU\(\)\{return this\._\$AM\._\$AU\}/, ''],
        [/get _\$AU\(\)\{return this\._\$AM\._\$AU\}/, ''],
        [/get _\$AU\(\)\{return this\._\$AM\._\$AU\}/, ''],
      ],
      'lit-element/lit-element.js': [
        [/this\.hasUpdated\|\|\(this\.renderOptions\.isConnected=this\.isConnected\),/, ''],
        [/connectedCallback\(\)\{super\.connectedCallback\(\),this\._\$Do\?\.setConnected\(!0\)\}disconnectedCallback\(\)\{super\.disconnectedCallback\(\),this\._\$Do\?\.setConnected\(!1\)\}/, ''],
      ],
    },
  },
  {
    // Event listener options (`@click=${{ handleEvent, capture: true }}`): ours are plain functions. (25 B)
    feature: 'an event listener given as an object with options',
    use: /@[\w-]+=\$\{\s*\{/,
    cuts: {
      'lit-html/lit-html.js': [
        [/(\w+=(\w+)===\w+&&(\w+)!==\w+)\|\|\2\.capture!==\3\.capture\|\|\2\.once!==\3\.once\|\|\2\.passive!==\3\.passive/, '$1'],
      ],
    },
  },
  {
    // (49 B)
    feature: 'property and boolean attribute bindings (.prop=${…}, ?attr=${…})',
    use: /\s[.?][\w-]+=\$\{/,
    cuts: { 'lit-html/lit-html.js': [[/ctor:"\."===(\w+)\[1\]\?\w+:"\?"===\1\[1\]\?\w+:"@"===\1\[1\]\?(\w+):(\w+)/, 'ctor:"@"===$1[1]?$2:$3']] },
  },
  {
    // (64 B)
    feature: 'svg`` and mathml`` templates',
    use: /\{[^}]*\b(?:svg|mathml)\b[^}]*\}\s*from\s*['"]lit/,
    cuts: {
      'lit-html/lit-html.js': [
        [/2===(\w+)\?"<svg>":3===\1\?"<math>":""/, '""'],
        [/\(2===(\w+)\?"<\/svg>":3===\1\?"<\/math>":""\)/, '""'],
        [/,2===(\w+)\|\|3===\1\)\{const (\w+)=this\.el\.content\.firstChild;\2\.replaceWith\(\.\.\.\2\.childNodes\)\}/, ');'],
      ],
    },
  },
  {
    // (171 B)
    feature: 'the property options reflect and useDefault',
    use: /\b(?:reflect|useDefault)\s*:/,
    cuts: {
      '@lit/reactive-element/reactive-element.js': [
        // Reflecting a property to its attribute.
        [/_\$ET\(\w+,\w+\)\{[^{}]*\{[^{}]*\}\}/, ''],
        [/this\._\$Eq&&=this\._\$Eq\.forEach\(\w+=>this\._\$ET\(\w+,this\[\w+\]\)\),/, ''],
        [/,!0===\w+&&this\._\$Em!==\w+&&\(this\._\$Eq\?\?=new Set\)\.add\(\w+\)/, ''],
        [/toAttribute\(\w+,\w+\)\{switch[^}]*\}return \w+\},/, ''],
        // Keeping a default to return to.
        [/\|\|\w+\.useDefault&&\w+\.reflect&&\w+===this\._\$Ej\?\.get\(\w+\)&&!this\.hasAttribute\(\w+\._\$Eu\(\w+,\w+\)\)/, ''],
        [/\w+&&!\(this\._\$Ej\?\?=new Map\)\.has\((\w+)\)&&\(this\._\$Ej\.set\(\1,\w+\?\?\w+\?\?this\[\1\]\),!0!==\w+\|\|void 0!==\w+\)\|\|/, ''],
        [/this\.hasUpdated\|\|\w+\|\|\((\w+)=void 0\)/, 'this.hasUpdated||($1=void 0)'],
        [/(\w+)\?\?this\._\$Ej\?\.get\(\w+\)\?\?\1/, '$1'],
      ],
    },
  },
  {
    // Lit wraps an accessor a class defines itself for a reactive property. (62 B)
    feature: 'an accessor of our own for a reactive property, or a property decorator',
    use: (source) => {
      if (/@(?:property|state)\s*\(/.test(source)) return true;
      const block = /\bstatic\s+(?:override\s+)?properties\s*=\s*\{([^]*?)\n\s*\};/.exec(source)?.[1] ?? '';
      const names = [...block.matchAll(/^\s*([\w$]+)\s*:/gm)].map((m) => m[1]);
      return names.some((name) => new RegExp(`\\b(?:get|set|accessor)\\s+${name.replace('$', '\\$')}\\b`).test(source));
    },
    cuts: {
      '@lit/reactive-element/reactive-element.js': [
        [/this\.prototype\.hasOwnProperty\(\w+\)&&\(\(\w+=Object\.create\(\w+\)\)\.wrapped=!0\),/, ''],
        [
          /const (\w+)=this\.constructor\.elementProperties;if\(\1\.size>0\)for\(const\[\w+,\w+\]of \1\)\{const\{wrapped:\w+\}=\w+,\w+=this\[\w+\];!0!==\w+\|\|this\._\$AL\.has\(\w+\)\|\|void 0===\w+\|\|this\.C\(\w+,void 0,\w+,\w+\)\}/,
          '',
        ],
      ],
    },
  },
  {
    // Flattening and de-duplicating an array of styles: ours are one css`` result. (43 B)
    feature: 'static styles given as an array',
    use: /\bstatic\s+(?:override\s+)?styles\s*=\s*\[/,
    cuts: {
      '@lit/reactive-element/reactive-element.js': [
        [/if\(Array\.isArray\((\w+)\)\)\{const (\w+)=new Set\(\1\.flat\(1\/0\)\.reverse\(\)\);for\(const \w+ of \2\)\w+\.unshift\(\w+\(\w+\)\)\}else (void 0!==\1&&\w+\.push\(\w+\(\1\)\))/, '$3'],
      ],
    },
  },
  {
    // Attribute converters of our own, and properties typed Object or Array (read as JSON). (46 B)
    feature: 'a property option `converter`, or `type: Object` / `type: Array`',
    use: /\b(?:converter\s*:|type\s*:\s*(?:Object|Array)\b)/,
    cuts: {
      '@lit/reactive-element/reactive-element.js': [
        [/case Object:case Array:try\{\w+=JSON\.parse\(\w+\)\}catch\(\w+\)\{\w+=null\}/, ''],
        [/"function"==typeof (\w+)\.converter\?\{fromAttribute:\1\.converter\}:void 0!==\1\.converter\?\.fromAttribute\?\1\.converter:(\w+)/, '$2'],
      ],
    },
  },
  {
    // Internal reactive state (`state: true`) and properties without accessors. (32 B)
    feature: 'the property options state and noAccessor',
    use: /\b(?:state\s*:\s*true|noAccessor\s*:)/,
    cuts: {
      '@lit/reactive-element/reactive-element.js': [
        [/(static createProperty\(\w+,\w+=\w+\)\{)if\(\w+\.state&&\(\w+\.attribute=!1\),/, '$1if('],
        [/,!(\w+)\.noAccessor\)\{/, ',1){'],
      ],
    },
  },

  {
    // Bindings inside raw-text elements (<script>, <style>, <textarea>, <title>): how the template
    // scanner skips their text, and how it makes their text parts. No template here has one. (109 B)
    feature: 'a raw-text element (<script>, <style>, <textarea>, <title>) in an html`` template',
    use: /\bhtml`[^`]*<(?:script|style|textarea|title)\b/i,
    cuts: {
      'lit-html/lit-html.js': [
        [/\((\w+)\.test\((\w+)\[2\]\)&&\(\w+=RegExp\("<\/"\+\2\[2\],"g"\)\),(\w+=\w+)\)/, '$3'],
        [
          /if\(\w+\.test\((\w+)\.tagName\)\)\{const (\w+)=\1\.textContent\.split\(\w+\),(\w+)=\2\.length-1;if\(\3>0\)\{\1\.textContent=\w+\?\w+\.emptyScript:"";for\(let \w+=0;\w+<\3;\w+\+\+\)\1\.append\(\2\[\w+\],\w+\(\)\),\w+\.nextNode\(\),\w+\.push\(\{type:2,index:\+\+\w+\}\);\1\.append\(\2\[\3\],\w+\(\)\)\}\}/,
          '',
        ],
      ],
    },
  },

  {
    // Styles given as a CSSStyleSheet object (turned into text where adoptedStyleSheets is missing):
    // ours are css`` results. (N B) A sheet adopted directly (lightbox.ts's own style scope) says so.
    feature: 'a CSSStyleSheet object as styles',
    use: /\bnew CSSStyleSheet\b(?!\(\); \/\/ adopted directly, never given to Lit)/,
    cuts: {
      '@lit/reactive-element/css-tag.js': [
        [/=>(\w) instanceof CSSStyleSheet\?\1:\1\.styleSheet\)/, '=>$1.styleSheet)'],
        [/(\w+)=(\w+)\?(\w+)=>\3:\w+=>\w+ instanceof CSSStyleSheet\?\(\w+=>\{let \w+="";for\(const \w+ of \w+\.cssRules\)\w+\+=\w+\.cssText;return \w+\(\w+\)\}\)\(\w+\):\w+;/, '$1=$3=>$3;'],
      ],
    },
  },
  {
    // Two methods of ReactiveElement that nothing here calls or overrides. (N2 B)
    feature: 'removeController() or an override of getUpdateComplete()',
    use: /\b(?:removeController|getUpdateComplete)\b/,
    cuts: {
      '@lit/reactive-element/reactive-element.js': [
        [/removeController\(\w\)\{this\._\$EO\?\.delete\(\w\)\}/, ''],
        [/get updateComplete\(\)\{return this\.getUpdateComplete\(\)\}getUpdateComplete\(\)\{return (this\._\$ES)\}/, 'get updateComplete(){return $1}'],
      ],
    },
  },
  {
    // Composing css`` from values, with its check and message. (62 B)
    feature: 'a css`` template with ${…} in it',
    use: /\bcss`[^`]*\$\{/,
    cuts: { '@lit/reactive-element/css-tag.js': [[/1===(\w+)\.length\?\1\[0\]:\w+\.reduce\([^]*?,\1\[0\]\)/, '$1[0]']] },
  },
];

const LIT_FILES = /\/node_modules\/(?:lit|lit-html|lit-element|@lit\/reactive-element)\//;

/** @returns {import('vite').Plugin} */
export function trimLit() {
  const used = new Map();
  return {
    name: 'ugc-album:trim-lit',
    apply: 'build',
    buildStart() {
      used.clear();
    },
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      if (!LIT_FILES.test(path)) {
        // Our sources as written (not as compiled), the rest as it comes.
        const source = /\/src\/.+\.tsx?$/.test(path) ? readFileSync(path, 'utf8') : code;
        for (const { feature, use } of UNUSED_LIT) {
          if (typeof use == 'function' ? use(source) : use.test(source)) used.set(feature, path);
        }
        return null;
      }
      const file = Object.keys(LIT_CUTS).find((f) => path.endsWith(`/node_modules/${f}`));
      const cuts = [...(LIT_CUTS[file] ?? []), ...UNUSED_LIT.flatMap((entry) => entry.cuts[file] ?? [])];
      if (!cuts.length) return null;
      let out = code;
      for (const [pattern, replacement] of cuts) {
        if (pattern.test(out)) out = out.replace(pattern, replacement);
        else this.warn(`Lit has changed: ${file} no longer matches ${String(pattern).slice(0, 60)}…, left as it is`);
      }
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (error || !used.size) return;
      const uses = [...used].map(([feature, path]) => `${feature} (${path})`).join('; ');
      this.error(`Lit features cut from the bundle are now used: ${uses}. Delete their entries from UNUSED_LIT in scripts/bundle-plugins.js.`);
    },
  };
}

/**
 * Whitespace and comments out of the static `css` templates of our own sources: Lit ships CSS text
 * as written, so the styles can be written readably and still ship compact (the line breaks between
 * rules alone cost 19 B, and 7 B in the lightbox chunk). Strings are kept verbatim; a template with a
 * `${…}` or a backslash is left alone. Only spaces around `{ } ; ,` go (never around `:` or
 * operators, where they can matter).
 */
export function compactCss() {
  // Strings and comments, in the order they start, so neither can hide inside the other. A comment
  // becomes a space (it separates tokens); then whitespace outside strings is squeezed.
  const strings = /("[^"\n]*"|'[^'\n]*')/;
  const outsideStrings = (css, edit) =>
    css
      .split(strings)
      .map((part, i) => (i % 2 ? part : edit(part)))
      .join('');
  const compact = (css) =>
    outsideStrings(
      css
        .split(/("[^"\n]*"|'[^'\n]*'|\/\*[\s\S]*?\*\/)/)
        .map((part) => (part.startsWith('/*') ? ' ' : part))
        .join(''),
      (part) =>
        part
          .replace(/\s+/g, ' ')
          .replace(/ ?([{};,]) ?/g, '$1')
          .replace(/;}/g, '}'),
    ).trim();
  return {
    name: 'ugc-album:compact-css',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.+\.ts$/.test(id.replace(/\\/g, '/')) || !code.includes('css`')) return null;
      const out = code.replace(/\bcss`([^`]*)`/g, (whole, css) =>
        css.includes('${') || css.includes('\\') ? whole : `css\`${compact(css)}\``,
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** `for (… in …)` in minified or readable code: a walk that also visits inherited properties. */
export const FOR_IN = /\bfor\s*\(\s*(?:var|let|const)?\s*[\w$]+\s+in\s/;

/**
 * Makes the bundles safe on pages whose scripts add enumerable members to `Object.prototype` (older
 * shop platforms and their libraries do: `Object.prototype.clone = …`). The bundler's own helper
 * that builds a module namespace object (every chunk loaded on demand in the classic script, the
 * analytics chunk in the ES module) walks the exports with `for (var name in all)` and defines a
 * getter from each value: an inherited non-function value made the chunk throw as it evaluated.
 * The helper's walks are rewritten to own keys only, and the build fails if any output still has a
 * `for (… in …)`, ours or a dependency's (test/node/bundle-walks.test.js checks the files too).
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

/**
 * A last pass of terser over the ES module and its chunks, after the bundler's own minifier (which
 * leaves bytes terser can still take with its "unsafe" rewrites: measured 129 B on the first render).
 * The names of Lit's internal properties (`_$AH`, `_$litType$`…, shared between Lit's own modules,
 * which this bundle holds privately) are mangled too (65 B more). That is safe only while no chunk
 * loaded on demand reads one of them (each chunk is minified on its own): the build fails if one does. The classic script is left to the bundler (it is not what the budget measures).
 * The production bundle is tested as built (test/dist-bundle.test.ts, csp.test.ts); its source map is
 * composed with this pass's, so it still leads to the sources.
 */
export function terserPass() {
  const LIT_PRIVATE = /^_\$/;
  /** Composed maps by file name: the bundler writes the maps it made, these are written over them. */
  const maps = new Map();
  return {
    name: 'ugc-album:terser-pass',
    apply: 'build',
    async generateBundle(options, bundle) {
      maps.clear();
      if (options.format !== 'es') return;
      const { minify } = await import('terser');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const entry = chunk.isEntry;
        if (!entry && /\b_\$\w/.test(chunk.code)) {
          this.error(`${chunk.fileName} reads a Lit-internal property (_$…) that the entry's pass mangles.`);
        }
        const out = await minify(chunk.code, {
          module: true,
          ecma: 2022,
          // Options picked by measuring the first render: brotli rewards the output's regularity, so
          // two passes without comma sequences beat more passes (by 10-30 B, varying with the code).
          compress: {
            passes: 2,
            sequences: false,
            pure_getters: true,
            unsafe: true,
            unsafe_arrows: true,
            unsafe_comps: true,
            unsafe_math: true,
            unsafe_symbols: true,
            unsafe_regexp: true,
            unsafe_undefined: true,
            hoist_funs: true,
          },
          mangle: entry ? { properties: { regex: LIT_PRIVATE } } : true,
          // The entry is V8's explicit compile hint: Chromium compiles all its functions while the file
          // streams in, off the main thread, instead of one by one on the main thread as the first
          // render calls them (30-55 ms of its first task at 4x CPU). Its chunks run later, lazily.
          format: { comments: false, preamble: entry ? '//# allFunctionsCalledOnLoad' : undefined },
          // The bundle's map composed with this pass's: the shipped map still leads to the sources.
          sourceMap: chunk.map && { content: JSON.parse(JSON.stringify(chunk.map)), includeSources: true, asObject: true },
        });
        chunk.code = out.code;
        if (chunk.map) maps.set(chunk.sourcemapFileName ?? `${chunk.fileName}.map`, out.map);
      }
    },
    writeBundle(options) {
      for (const [file, map] of maps) writeFileSync(join(options.dir, file), JSON.stringify(map));
    },
  };
}
