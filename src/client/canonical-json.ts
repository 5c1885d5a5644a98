/**
 * Compact JSON written without ever calling a `toJSON`, object keys in their own order or, with
 * `sorted`, sorted at every depth (by code unit, integer-like keys too; arrays keep their order).
 * - No `toJSON`: a shop's old scripts give the built-ins one, and `JSON.stringify` calls it on every
 *   object it meets. Prototype 1.6's `Array.prototype.toJSON` returns a string, so
 *   `JSON.stringify([1])` is `'"[1]"'`: filters would go out as `{"content_type":"[\"image\"]"}`
 *   (refused by the service) and a conversion's cart as a string (lost). So objects and arrays are
 *   walked here, and only primitives go to `JSON.stringify`, which asks no primitive for `toJSON`
 *   (ECMA-262, SerializeJSONProperty).
 * As in JSON.stringify, `undefined` and functions are left out of objects and are `null` in arrays,
 * and a cycle throws (a RangeError here).
 */
export const jsonText = (value: unknown, sorted = false): string | undefined => {
  if (!value || typeof value != 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => jsonText(v, sorted) ?? 'null').join()}]`;
  // Own enumerable keys by Object.entries: Prototype 1.6 makes Object.keys a `for…in`, which also
  // reads what a page added to Object.prototype.
  const members = Object.entries(value);
  if (sorted) members.sort(([a], [b]) => (a < b ? -1 : 1)); // the keys of one object are never equal
  const texts = members.map(([k, v]) => [k, jsonText(v, sorted)]).filter(([, text]) => text !== undefined);
  return `{${texts.map(([k, text]) => `${JSON.stringify(k)}:${text}`).join()}}`;
};

/**
 * `jsonText`, sorted: equal configurations give byte-identical URLs, so every visitor's request hits
 * the same edge-cache entry.
 */
export const canonicalJson = (value: unknown): string | undefined => jsonText(value, true);
