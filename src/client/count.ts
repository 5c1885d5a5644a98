import { ContentError } from './content-error.js';
import type { Answer, KeptCount } from './content-client.types.js';
import { asInt, asRecord } from './media.js';

/*
 * The approved count (contract §3) with its kept value and ETag: a chunk of its own in the ES bundle,
 * loaded by the client's `count()` on first use (the element asks for it alongside the first page).
 * It only fills the count line, so the first render does not carry it.
 */

/** Seconds a count is kept when its response names no `max-age` (contract §3). */
const COUNT_LIFETIME = 300;

/**
 * The count at `href`: the kept one while it is fresh (`fresh` asks past it), else asked for through
 * `get` (the client's shared flights), revalidating with the kept ETag.
 */
export const readCount = async (
  href: string,
  fresh: boolean | undefined,
  signal: AbortSignal | undefined,
  get: (href: string, signal?: AbortSignal, init?: RequestInit) => Promise<Answer>,
  counts: Map<string, KeptCount>,
  now: () => number,
): Promise<number> => {
  const kept = counts.get(href);
  if (kept && !fresh && now() < kept.until) return kept.value;
  // Revalidate with the ETag when we could read one (cross-origin it must be exposed); without
  // one, a fresh read at least makes the browser revalidate its own HTTP cache.
  const { status, headers, body } = await get(
    href,
    signal,
    kept?.etag ? { headers: { 'If-None-Match': kept.etag } } : fresh ? { cache: 'no-cache' } : {},
  );
  const reused = status == 304 && kept;
  const b = asRecord(body);
  const value = reused ? kept.value : (asInt(asRecord(b.data).count) ?? asInt(b.count));
  if (value === null) throw Object.assign(new ContentError('Unexpected response', 'parse', status), { request: href });
  const maxAge = /\bmax-age=(\d+)/i.exec(headers.get('cache-control') ?? '');
  counts.set(href, {
    value,
    etag: headers.get('etag') ?? (reused ? kept.etag : null),
    until: now() + (maxAge ? +maxAge[1]! : COUNT_LIFETIME) * 1000,
  });
  return value;
};
