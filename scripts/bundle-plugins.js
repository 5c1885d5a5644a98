// Build-time byte savings for the browser bundles (used by vite.config.ts; `vite build` only, so
// `npm start` and the tests run the sources as written). Neither changes what the widget does.
// Savings measured on dist/ugc-album.js, brotli q11.

/**
 * Parts of Lit's production build that nothing in this project can use: decorator support (the
 * project uses none: `static properties` + `declare` fields), the hooks for page-installed polyfill,
 * hydration and SSR support (this element is never server-rendered, and a page's own Lit setup must
 * not reach into our private copy), the page-global version lists (read only by Lit's dev mode), and
 * two long messages for misusing `css`. This also stops the bundle from defining `Symbol.metadata` and
 * `litPropertyMetadata` on the host page. (256 B)
 *
 * Each cut names the one thing it matches in Lit's minified files (identifiers as wildcards). When a
 * Lit update changes that text, the cut is skipped with a warning: the bundle is then bigger (the
 * budget test says so), never broken.
 */
const LIT_CUTS = {
  '@lit/reactive-element/reactive-element.js': [
    [/static addInitializer\((\w+)\)\{this\._\$Ei\(\),\(this\.\w+\?\?=\[\]\)\.push\(\1\)\}/, ''],
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
  ],
  '@lit/reactive-element/css-tag.js': [
    [/"CSSResult is not constructable\. Use `unsafeCSS` or `css` instead\."/, '"Use css``"'],
    [/"Value passed to 'css' function must be a 'css' function result: "\+(\w+)\+"\. Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security\."/, '"Not a css`` result: "+$1'],
  ],
};

/** @returns {import('vite').Plugin} */
export function trimLit() {
  return {
    name: 'ugc-album:trim-lit',
    apply: 'build',
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      const file = Object.keys(LIT_CUTS).find((f) => path.endsWith(`/node_modules/${f}`));
      if (!file) return null;
      let out = code;
      for (const [pattern, replacement] of LIT_CUTS[file]) {
        if (pattern.test(out)) out = out.replace(pattern, replacement);
        else this.warn(`Lit has changed: ${file} no longer matches ${String(pattern).slice(0, 60)}…, left as it is`);
      }
      return { code: out, map: null };
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
