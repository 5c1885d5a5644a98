/**
 * A `class` attribute value: the names whose condition holds, e.g.
 * `classNames({ button: true, 'at-end': !hasNext })`.
 *
 * Not Lit's `classMap`: it walks its object with `for…in`, which also visits members a page's scripts
 * add to `Object.prototype` (a truthy one would become a class), and the build refuses any `for…in`
 * in the bundles (scripts/bundle-plugins.js, ownKeysOnly).
 */
export const classNames = (classes: Record<string, boolean>): string =>
  Object.keys(classes)
    .filter((name) => classes[name])
    .join(' ');
