/*
 * The text a server render writes around Lit's own output: the host tag with the page's attributes,
 * and the served data as JSON. Nothing taken from an attribute or a response is written unescaped.
 */

/** An attribute value inside double quotes: `&`, `"` and `<` escaped (nothing else can end or open markup). */
export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An attribute name HTML and the element can both read: lower-case letters, digits and dashes. */
export const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

/** `<ugc-album …>` with `attributes` (already checked) in order. */
export const openTag = (attributes: ReadonlyArray<readonly [string, string]>): string =>
  `<ugc-album${attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;

/**
 * JSON inside a `<script>` with `attributes` (its type among them): `<` as `\u003c` (no `</script>`,
 * no `<!--` can end or change the element), and the line separators JavaScript once refused as
 * `\u2028`/`\u2029`.
 */
export const jsonScript = (value: unknown, attributes: string): string =>
  `<script ${attributes}>${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;
