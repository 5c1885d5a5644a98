// Lighthouse side by side (issue 11): the same shop product page without a gallery, with
// <ugc-album>, with Behold's widget (its feed answered by interception, as sizes.js does), and with
// each gallery as the first thing on screen. Lighthouse 13 from npm, its default mobile settings
// (Moto G Power emulation, simulated slow 4G and 4× CPU), driving the bench's Chromium through a
// puppeteer page in a fresh browser context per run.
import lighthouse from 'lighthouse';
import { answerBeholdFeed, beholdMediaFrom } from './sizes.js';
import { shopPage } from './pages.js';
import { median } from './runtime.js';

export const LH_PAGES = [
  { key: 'a', label: '(a) product page, no gallery', gallery: 'none' },
  { key: 'b', label: '(b) with <ugc-album> below the product', gallery: 'ours' },
  { key: 'c', label: "(c) with Behold's widget below the product", gallery: 'behold' },
  { key: 'd', label: '(d) <ugc-album> first on screen', gallery: 'ours', top: true },
  { key: 'e', label: "(e) Behold's widget first on screen", gallery: 'behold', top: true },
  // docs/performance.md, "Let your own photos go first": our script fetched after the page's load event.
  { key: 'f', label: '(f) <ugc-album> below the product, loaded after the page', gallery: 'ours', afterLoad: true },
  { key: 'g', label: '(g) <ugc-album> first on screen, loaded after the page', gallery: 'ours', top: true, afterLoad: true },
];

/** One Lighthouse run of `url` in a fresh context; the figures of the performance category. */
async function runOnce({ browser, server, url, behold, media, sandbox, throttlingMethod }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (behold) await answerBeholdFeed(page, server, { lightbox: false, media, allow: [sandbox] });
    const { lhr } = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod },
      undefined,
      page,
    );
    const a = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      blame: blame(a),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * What Lighthouse holds responsible, to check against what really happened: the LCP element, its
 * phases (as observed on loopback, before the simulation stretches them), the main-thread time of
 * each script and the long tasks (in a simulated run: observed times multiplied by its 4× CPU).
 */
function blame(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const lcp = items('lcp-breakdown-insight');
  const node = lcp.find((x) => x.type === 'node');
  const phases = lcp.find((x) => x.type === 'table')?.items ?? [];
  const name = (url) => (url.includes('/') ? url.split('/').pop().replace(/\?.*/, '') : url);
  return {
    lcpElement: node ? `${node.nodeLabel ?? node.selector} (${node.snippet?.match(/src="[^"]*\/([^/"]+\/[^/"]+)"/)?.[1] ?? node.snippet?.slice(0, 40)})` : null,
    lcpPhases: phases.map((x) => `${x.label} ${Math.round(x.duration)} ms`).join(', '),
    scripts: items('bootup-time')
      .filter((x) => x.total >= 20)
      .map((x) => `${name(x.url)} ${Math.round(x.total)} ms`)
      .join(', '),
    longTasks: items('long-tasks').map((x) => `${name(x.url)} ${Math.round(x.duration)}`).join(', '),
  };
}

/**
 * Every page `runs` times with simulated throttling (Lighthouse's own figures: score, TBT, CLS), then
 * `runs` times with `--throttling-method=devtools` (measured on a throttled connection and CPU
 * instead of simulated from the loopback trace): FCP and LCP are judged on those medians, because
 * the simulation counts into them whatever request ended before the paint on loopback (docs/performance.md).
 */
export async function lighthouseSideBySide({ browser, server, sandbox, attrs, runs = 3, pages, attempt }) {
  const out = {};
  const media = await beholdMediaFrom(sandbox, attrs);
  for (const p of LH_PAGES.filter((x) => !pages?.length || pages.includes(x.key))) {
    server.pages.set(`shop-${p.key}`, shopPage({ ...p, attrs: { ...attrs, eager: p.top || undefined } }));
    const url = `${server.url}/p/shop-${p.key}`;
    const behold = p.gallery === 'behold';
    const simulated = [];
    for (let i = 0; i < runs; i++) {
      const r = await attempt(`Lighthouse ${p.key} ${i + 1}/${runs}`, () => runOnce({ browser, server, url, behold, media, sandbox, throttlingMethod: 'simulate' }));
      if (!r) break;
      simulated.push(r);
    }
    const measured = [];
    for (let i = 0; i < runs; i++) {
      const r = await attempt(`Lighthouse ${p.key} devtools ${i + 1}/${runs}`, () => runOnce({ browser, server, url, behold, media, sandbox, throttlingMethod: 'devtools' }));
      if (!r) break;
      measured.push(r);
    }
    const devtools = measured.length ? Object.fromEntries(['fcp', 'lcp', 'tbt', 'cls'].map((k) => [k, median(measured.map((r) => r[k]))])) : null;
    const med = (k) => median(simulated.map((r) => r[k]));
    out[p.key] = {
      ...p,
      runs: simulated.length,
      score: med('score'),
      fcp: med('fcp'),
      lcp: med('lcp'),
      tbt: med('tbt'),
      cls: med('cls'),
      clsMax: Math.max(0, ...simulated.map((r) => r.cls)),
      perRun: simulated.map((r) => `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms`),
      blame: simulated[0]?.blame,
      devtools,
    };
  }
  return out;
}
