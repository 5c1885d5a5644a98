// Reading values a caller passed, whatever they are (validation and options alike).

/** The value of an own property, never an inherited one (a polluted `Object.prototype` adds nothing). */
export function own(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

/** Whether `value` is an absolute http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
