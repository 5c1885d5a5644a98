// Server rendering's throughput (docs/server-rendering.md, "Holding load"), in this process: one
// core (Node runs the renders on one thread; the sandbox answering the cold renders shares it, as a
// service on the same core would). Warm: the first page kept (the in-process store), what a busy page
// serves for 2 minutes after each request to the service. Cold: every render asks the sandbox (a
// store of its own, so nothing is kept). Then 50 renders at once, warm and cold (cold: 50 different
// albums' pages, each asked for once), their latency's median and 99th percentile.
import { renderAlbum, createMemoryStore } from '../dist/lib/ssr/index.js';
import { median } from './runtime.js';

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/** Renders per second for `ms` of sequential renders of `next()`'s attributes and options. */
async function rate(next, ms) {
  const end = performance.now() + ms;
  let n = 0;
  while (performance.now() < end) {
    const [attributes, options] = next(n);
    const html = await renderAlbum(attributes, options);
    if (!html.includes('shadowrootmode')) throw new Error('a render fell back to the bare element');
    n++;
  }
  return (n * 1000) / ms;
}

/** Latencies of `rounds` rounds of 50 renders started at once. */
async function concurrent(next, rounds) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const [attributes, options] = next(r * 50 + i);
        const t0 = performance.now();
        const html = await renderAlbum(attributes, options);
        times.push(performance.now() - t0);
        if (!html.includes('shadowrootmode')) throw new Error('a render fell back to the bare element');
      }),
    );
  }
  return { median: median(times), p99: percentile(times, 99), renders: times.length };
}

export async function serverRendering({ attrs }) {
  const base = { ...attrs, 'per-page': '12', locale: 'en' };
  const warmStore = createMemoryStore();
  const warm = () => [base, { store: warmStore, timeoutMs: 10_000 }];
  // Cold: a store of its own each time, and a sort no other render asks for (the in-flight sharing
  // would otherwise serve concurrent renders of one album from one request).
  const cold = (i) => [{ ...base, sort: `{"recency":true,"desc":true,"n":${i}}` }, { store: createMemoryStore(), timeoutMs: 10_000 }];
  await renderAlbum(...warm(0));
  return {
    warm: await rate(warm, 3000),
    cold: await rate(cold, 3000),
    warm50: await concurrent(warm, 10),
    cold50: await concurrent((i) => cold(1e6 + i), 4),
  };
}
