/**
 * Compact JSON with object keys sorted at every depth (arrays keep their order): equal configurations
 * give byte-identical URLs, so every visitor's request hits the same edge-cache entry.
 * (Integer-like keys come out in numeric order, as JS objects keep them: still deterministic.)
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v == 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
