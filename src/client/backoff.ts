// Waits before trying again, for the read client and the analytics delivery. Every wait has jitter:
// widgets (and pages) that failed at the same moment must not all come back at the same moment.

/** Exponential backoff, half fixed and half random: `base` × 2^`attempt`, at most `max`. */
export const backoff = (base: number, attempt: number, max: number): number =>
  Math.min(max, base * 2 ** attempt) * (0.5 + Math.random() / 2);

/**
 * A server's `Retry-After` (ms) kept as the least wait, plus up to half as much again at random (at
 * least up to `spread`): every client told "in 1 s" must not return in the same millisecond.
 */
export const jitterAfter = (ms: number, spread: number): number => ms + Math.random() * Math.max(ms / 2, spread);

/** A `Retry-After` header (delta seconds or an HTTP date) in ms from now; NaN when absent or unreadable. */
export const retryAfterMs = (header: string | null): number =>
  header ? Math.max(0, /^\s*\d+\s*$/.test(header) ? +header * 1000 : Date.parse(header) - Date.now()) : NaN;
