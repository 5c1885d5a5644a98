// `npm run bench`: builds if needed, starts the Content Service sandbox and a static server on
// 127.0.0.1, drives Debian's Chromium, and prints sizes (ours beside @behold/widget's, same run),
// runtime figures, the stories layout's on a phone (bench/stories.js), Lighthouse side by side (and
// each gallery's first photo on a throttled phone, which Lighthouse's LCP cannot compare), and every
// target with its figure. It exits non-zero when
// a target is missed or a figure could not be measured. It warns when the machine is loaded (load
// average against cores: timings are then not to be trusted). Results go to bench/last-run.md
// (untracked); `npm run bench -- --update` also writes the summary into docs/performance.md, with the date
// and the machine. `--build` rebuilds first; `--no-lighthouse` skips Lighthouse (about 9 minutes);
// `--only-lighthouse` runs Lighthouse alone (its table and targets only; BENCH_LH_PAGES=a,d,e picks
// pages, BENCH_LH_RUNS the simulated runs per page), to retake it without the rest. `--only-ssr`
// measures server rendering alone (its throughput, and the first photo of the four ways with the
// gallery first on screen, JavaScript off included; BENCH_LH_RUNS runs of each). `--only-scroll`
// runs the long album alone (2,000 items appended, then scrolled; BENCH_RUNS runs, default 3),
// to retake the scrolling figures in about a minute. `--only-stories` measures the stories layout
// alone (chunk, tap to first frame, BENCH_STORIES_RUNS swipe runs, 3 by default); BENCH_TRACE=dir
// also records a Chromium trace of each swipe run there (bench/stories-trace.js names what its long
// tasks and slow frames are made of).
// Every process it starts is stopped on every exit path.
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, launchBrowser, pageErrors, root, startStatic } from './env.js';
import { checkList, finalTable, sizeTables, summarize, table } from './report.js';
import { beholdDeferred, clsScenario, deferred, engineTimings, firstRender, hundredItems, identical, longAlbum, median } from './runtime.js';
import { firstPhotoSideBySide } from './first-photo.js';
import { serverRendering } from './ssr.js';
import { lighthouseSideBySide } from './lighthouse.js';
import { reserveCss } from './pages.js';
import { storiesChunk, storiesSwipe, storiesTap } from './stories.js';
import { beholdMediaFrom, beholdScriptSets, distFiles, ourScriptSets } from './sizes.js';

// Sandbox albums (demo/sandbox/README.md): the main album for first renders; for the long album,
// the largest the sandbox lists at `GET /` unless BENCH_LONG_ALBUM names one.
const config = {
  apiKey: process.env.BENCH_API_KEY ?? 'demo-public-key',
  album: process.env.BENCH_ALBUM ?? '1001',
  longAlbum: process.env.BENCH_LONG_ALBUM ?? null,
  runs: Number(process.env.BENCH_RUNS ?? 5),
  longTarget: 2000,
};

const flags = new Set(process.argv.slice(2));
const onlyLighthouse = flags.has('--only-lighthouse');
const onlySsr = flags.has('--only-ssr');
const onlyScroll = flags.has('--only-scroll');
const onlyStories = flags.has('--only-stories');
// Swipe runs, the median one judged, in the whole bench as alone: like the long album's scrolling,
// frame times are the noisiest figure on a shared 2-core machine, and one run judged alone swung
// between 0 and 4 frames over 25 ms from one table to the next, an hour apart.
const storiesRuns = Number(process.env.BENCH_STORIES_RUNS ?? 3);
for (const only of ['--only-lighthouse', '--only-stories']) {
  if (flags.has(only) && (flags.has('--no-lighthouse') || flags.has('--update'))) {
    console.error(`bench: ${only} measures a part alone: it cannot be combined with --no-lighthouse or --update`);
    process.exit(2);
  }
}
if (onlyScroll && flags.has('--update')) {
  console.error('bench: --only-scroll measures the long album alone: it cannot be combined with --update');
  process.exit(2);
}
const cores = availableParallelism();

/** The machine's 1-minute load average against its cores: a warning when timings can't be trusted. */
function loadNote() {
  const [one] = loadavg();
  return one > cores * 0.75
    ? `WARNING: load average ${one.toFixed(1)} on ${cores} cores: the machine is busy with other work, so timings (first tile, long tasks, frames, Lighthouse) are inflated and noisy; sizes are not affected`
    : null;
}
const loadNotes = [];

const started = Date.now();
const say = (msg) => process.stderr.write(`bench ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${msg}\n`);

/** Waits for `promise` at most `ms` (the timer does not keep the process alive). */
const within = (ms, promise) =>
  Promise.race([promise.catch(() => {}), new Promise((r) => setTimeout(r, ms).unref())]);

const closers = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const close of closers.reverse()) await within(5000, close());
  })();
  return cleaning;
}
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    say(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}
// The whole run takes about 4 minutes, 12 with Lighthouse on 2 cores; never leave a browser behind
// if something hangs.
const watchdog = setTimeout(() => {
  console.error('bench: gave up after 25 minutes');
  cleanup().finally(() => process.exit(1));
}, 1_500_000);

const errors = [];
async function attempt(name, fn) {
  if (stopping) throw new Error('stopped');
  const t = Date.now();
  try {
    const result = await fn();
    say(`${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    if (stopping) throw error;
    errors.push(`${name}: ${error.message.split('\n')[0]}`);
    say(`${name} FAILED: ${error.message.split('\n')[0]}`);
    return null;
  }
}

/** Repeats a scenario `n` times; after a failure the remaining repetitions are skipped. */
async function repeat(name, n, fn) {
  const results = [];
  for (let i = 0; i < n; i++) {
    const result = await attempt(`${name} ${i + 1}/${n}`, fn);
    if (!result) break;
    results.push(result);
  }
  return results;
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} from ${url}`);
  return res.json();
}

async function albumCount(sandbox, albumId) {
  const body = await getJson(`${sandbox}/api/v2/albums/${albumId}/photos/count?api_key=${config.apiKey}`);
  return Number(body?.data?.count ?? body?.count ?? 0);
}

/** The album to page through: the largest ordinary one the sandbox lists (hostile content aside). */
async function largestAlbum(sandbox) {
  if (config.longAlbum) return { id: config.longAlbum, count: await albumCount(sandbox, config.longAlbum) };
  const { albums = [] } = await getJson(`${sandbox}/`);
  const best = albums
    .filter((a) => !/hostile/i.test(a.name ?? ''))
    .sort((a, b) => b.approved - a.approved)[0];
  return best && { id: String(best.album_id), count: await albumCount(sandbox, best.album_id) };
}

/** Maps every rendition URL of an album's first items to the file its original would cost. */
async function originalsIndex(sandbox, albumId) {
  const index = new Map();
  const body = await getJson(`${sandbox}/api/v2/albums/${albumId}/photos?api_key=${config.apiKey}&page=1&per_page=100`);
  for (const item of body.data ?? []) {
    const cdn = item.pixlee_cdn_photos ?? {};
    // A video has no CDN renditions (contract: all empty): its largest still (big_url) stands for its
    // original, and nothing smaller may exist (a 540-px clip's medium and big stills are one file).
    const video = item.content_type === 'video';
    const original = cdn.original_url || item.big_url || item.medium_url || item.thumbnail_url;
    const renditions = [...Object.entries(cdn), ['thumbnail_url', item.thumbnail_url], ['medium_url', item.medium_url], ['big_url', item.big_url]];
    for (const [kind, url] of renditions) {
      const href = typeof url === 'string' && url ? new URL(url).href : null;
      // An image's direct URLs repeat its CDN ones: keep the CDN name (small, medium, large).
      if (href && !index.has(href)) index.set(href, { original, video, kind: kind.replace(/_url$/, '') });
    }
  }
  return index;
}

const sizeCache = new Map();
async function bytesOf(url) {
  if (!sizeCache.has(url)) sizeCache.set(url, fetch(url).then(async (r) => (await r.arrayBuffer()).byteLength));
  return sizeCache.get(url);
}

/**
 * Loaded first-screen images against the originals of the same items: all of them, and the photos
 * alone (`photos`: the items with renditions to choose from, which the target judges).
 */
async function imageFigures(images, index, dpr) {
  const originals = new Set();
  const photoOriginals = new Set();
  const kinds = {};
  let bytes = 0;
  let photoBytes = 0;
  let videos = 0;
  let other = 0;
  for (const [url, size] of images) {
    bytes += size;
    const found = index.get(url);
    if (found) originals.add(found.original);
    else other++;
    if (found?.video) videos++;
    else if (found) {
      photoBytes += size;
      photoOriginals.add(found.original);
    }
    kinds[found?.kind ?? 'other'] = (kinds[found?.kind ?? 'other'] ?? 0) + 1;
  }
  const sum = async (urls) => (await Promise.all([...urls].map(bytesOf))).reduce((a, b) => a + b, 0);
  const mix = Object.entries(kinds).map(([k, n]) => `${n} ${k}`).join(', ');
  return {
    dpr,
    count: images.length,
    bytes,
    originals: await sum(originals),
    photos: { count: images.length - videos - other, bytes: photoBytes, originals: await sum(photoOriginals) },
    videos,
    unmatched: other,
    mix,
  };
}

/** Lighthouse's runs per page and the pages to run (all unless BENCH_LH_PAGES lists some). */
const lighthouseOptions = () => ({
  runs: Number(process.env.BENCH_LH_RUNS ?? 3),
  pages: process.env.BENCH_LH_PAGES?.split(',').map((k) => k.trim()).filter(Boolean),
});

/** The first photo on screen, ours and Behold's first on screen, with Lighthouse's pages (d) and (e). */
async function firstPhoto(ctx, only) {
  const { runs, pages } = lighthouseOptions();
  if (pages?.length && !(pages.includes('d') && pages.includes('e'))) return undefined;
  const media = await attempt('the photos Behold is given', () => beholdMediaFrom(ctx.sandbox, ctx.attrs));
  return media ? attempt('first photo side by side', () => firstPhotoSideBySide({ ...ctx, media, runs, attempt, only })) : undefined;
}

function noteLoadAtEnd() {
  const end = loadNote();
  if (end) {
    loadNotes.push(`at the end: ${end}`);
    say(end);
  }
}

/**
 * The largest album the sandbox has (ideally ≥ 2,000 approved items), paged through and scrolled
 * `n` times: `longAlbumSize`, and `long` (the median run by missed frames).
 */
async function longAlbumFigures(ctx, n) {
  const biggest = await attempt('largest album', () => largestAlbum(ctx.sandbox));
  if (!biggest) return { longAlbumSize: biggest };
  // Frame timing is the noisiest figure on a shared 2-core machine: several runs, the median one
  // (by missed frames) is reported, with every run's count beside it.
  const runs = await repeat(`long album ${biggest.id} (${biggest.count} items)`, n, () =>
    longAlbum({ ...ctx, attrs: { ...ctx.attrs, 'album-id': biggest.id }, target: Math.min(config.longTarget, biggest.count) }),
  );
  if (!runs.length) return { longAlbumSize: biggest };
  const sorted = [...runs].sort((a, b) => a.scroll.missed - b.scroll.missed);
  return {
    longAlbumSize: biggest,
    long: {
      ...sorted[(sorted.length - 1) >> 1],
      runs: runs.length,
      missedPerRun: runs.map((r) => r.scroll.missed),
      // Long tasks while appending: the worst over every run.
      appends: runs.flatMap((r) => r.appends),
    },
  };
}

/**
 * The stories layout on a phone: its chunk, tap to first frame (median of 3), and `swipeRuns` runs of
 * swiping: the median run (by frames over 25 ms) is reported, with every run's figures beside it.
 */
async function stories(ctx, swipeRuns) {
  const taps = await repeat('stories: tap to first frame', 3, () => storiesTap(ctx));
  const trace = process.env.BENCH_TRACE;
  const runs = await repeat('stories: swiping', swipeRuns, () => storiesSwipe({ ...ctx, trace: trace && join(trace, `stories-swipe-${Date.now()}.json`) }));
  const sorted = [...runs].sort((a, b) => a.over25 - b.over25);
  for (const r of runs) say(`stories: swiping: long tasks ${r.longTasks.map(Math.round).join(', ') || 'none'}; frames over 25 ms ${r.over25} of ${r.frames}${r.over25 ? ` (in swipes ${r.slowAfter.join(', ')})` : ''}, worst ${Math.round(r.worst)} ms${r.trace ? `; trace ${r.trace}` : ''}`);
  return {
    chunk: storiesChunk(),
    tap: taps.length ? { runs: taps.length, video: median(taps.map((t) => t.video)), photo: median(taps.map((t) => t.photo)) } : null,
    swipe: runs.length ? { ...sorted[(sorted.length - 1) >> 1], runs: runs.length, perRun: runs } : null,
  };
}

async function main() {
  say(ensureBuild({ force: flags.has('--build') }) ? 'built dist/' : 'dist/ is up to date');
  const note = loadNote();
  if (note) {
    loadNotes.push(`at the start: ${note}`);
    say(note);
  }
  const { startSandbox } = await import('../demo/sandbox/server.js');
  const sandboxServer = await startSandbox({ host: '127.0.0.1', port: 0 });
  closers.push(() => sandboxServer.close());
  const sandbox = sandboxServer.url.replace(/\/$/, '');
  const server = await startStatic();
  closers.push(() => server.close());
  const browser = await launchBrowser();
  closers.push(async () => {
    const proc = browser.process();
    await within(4000, browser.close());
    if (proc && proc.exitCode === null) proc.kill('SIGKILL');
  });
  const chromium = await browser.version();
  say(`sandbox ${sandbox}, pages ${server.url}, ${chromium}`);

  // A merchant's usual embed: analytics on, sent to the sandbox's collector.
  const attrs = { 'album-id': config.album, 'api-key': config.apiKey, 'base-url': sandbox, 'analytics-url': sandbox };
  const ctx = { browser, server, sandbox, attrs };
  const results = { sizes: { dist: distFiles() } };
  if (onlySsr) {
    results.ssr = await attempt('server rendering throughput', () => serverRendering(ctx));
    results.firstPhoto = await firstPhoto(ctx, ['ours', 'preloaded', 'served', 'servedNoJs', 'behold']);
    noteLoadAtEnd();
    if (!stopping) print(results, { chromium, sandbox });
    return;
  }
  if (onlyScroll) {
    Object.assign(results, await longAlbumFigures(ctx, Number(process.env.BENCH_RUNS ?? 3)));
    noteLoadAtEnd();
    if (!stopping) print(results, { chromium, sandbox });
    return;
  }
  if (onlyStories) {
    results.stories = await stories(ctx, storiesRuns);
    noteLoadAtEnd();
    if (!stopping) print(results, { chromium, sandbox });
    return;
  }
  if (onlyLighthouse) {
    results.lighthouse = await lighthouseSideBySide({ ...ctx, ...lighthouseOptions(), attempt });
    results.firstPhoto = await firstPhoto(ctx);
    noteLoadAtEnd();
    if (!stopping) print(results, { chromium, sandbox });
    return;
  }
  results.sizes.behold = await attempt('Behold script sets', () => beholdScriptSets(ctx));
  results.sizes.ours = await attempt('ugc-album script sets', () => ourScriptSets({ ...ctx, album: attrs }));

  const index = await attempt('originals index', () => originalsIndex(sandbox, config.album));
  // The page reserves the widget's box as docs/performance.md shows, so the whole page's CLS counts too.
  const reserve = reserveCss({ columns: 6, perPage: 30 });
  const ok = await repeat('first render', config.runs, () => firstRender({ ...ctx, dpr: 1, css: reserve }));
  const dpr2 = ok.length ? await attempt('first render at DPR 2', () => firstRender({ ...ctx, dpr: 2, css: reserve })) : null;
  if (ok.length && index) {
    results.first = {
      runs: ok.length,
      firstTile: median(ok.map((x) => x.firstTile)),
      cls: median(ok.map((x) => x.cls)),
      clsMax: Math.max(...ok.map((x) => x.cls), dpr2?.cls ?? 0),
      // The target's part: shifts after the element's first render (the page of data, the images).
      clsRenderMax: Math.max(...ok.map((x) => x.clsAfterUpgrade), dpr2?.clsAfterUpgrade ?? 0),
      shifts: ok[0].shifts.map((x) => `${x.t} ms ${x.value}${x.t < ok[0].upgraded ? ' (upgrade)' : ''}: ${x.what.join(', ')}`),
      requests: median(ok.map((x) => x.requests.length)),
      requestList: ok[0].requests,
      tiles: ok[0].tiles,
      // Edge-cache friendliness: the same configuration must ask for byte-identical URLs each load.
      sameUrls: ok.every((x) => x.serviceUrls.join('\n') === ok[0].serviceUrls.join('\n')),
      images: [await imageFigures(ok[0].images, index, 1), ...(dpr2 ? [await imageFigures(dpr2.images, index, 2)] : [])],
    };
  }

  const h = await repeat('100-item page', 5, () => hundredItems(ctx));
  if (h.length) results.hundred = { runs: h.length, longest: median(h.map((x) => x.longest)), perRun: h.map((x) => x.tasks), items: h[0].items };

  // Layout shift after the upgrade where something arrives late or goes: a locale chunk, the
  // carousel's chunk, an album that fits in one page ("Load more" never shows), paging to the end.
  const small = { ...attrs, 'album-id': '1002' };
  results.cls = [];
  for (const [name, what, opts] of [
    ['fr', 'French page (locale chunk)', { lang: 'fr' }],
    ['carousel', 'carousel (its chunk)', { attrs: { ...attrs, layout: 'carousel' } }],
    ['one-page', 'album in one page (12 of 12)', { attrs: { ...small, 'per-page': 12 } }],
    ['to-the-end', 'paging to the end (12 by 5)', { attrs: { ...small, 'per-page': 5 }, clicks: 3 }],
  ]) {
    const r = await attempt(`CLS: ${what}`, () => clsScenario({ ...ctx, name, ...opts }));
    if (r) results.cls.push({ what, ...r });
  }

  Object.assign(results, await longAlbumFigures(ctx, 3));
  results.deferred = await attempt('deferred fetch', () => deferred(ctx));
  results.beholdDeferred = await attempt('Behold below the fold', () => beholdDeferred(ctx));
  results.identical = await attempt('5 identical widgets', () => identical(ctx));
  results.ssr = await attempt('server rendering throughput', () => serverRendering(ctx));
  results.stories = await stories(ctx, storiesRuns);
  if (!flags.has('--no-lighthouse')) {
    results.lighthouse = await lighthouseSideBySide({ ...ctx, ...lighthouseOptions(), attempt });
    results.firstPhoto = await firstPhoto(ctx);
  }
  noteLoadAtEnd();
  results.engines = await attempt('first render in Chromium, Firefox and WebKit', () => engineTimings(ctx));

  if (!stopping) print(results, { chromium, sandbox });
}

function print(results, { chromium }) {
  const out = [];
  const section = (title, body) => out.push(`\n## ${title}\n\n${body}`);
  if (results.sizes.behold) section('Sizes (measured in this run)', sizeTables(results.sizes));
  const f = results.first;
  if (f) {
    section(
      'First render (album ' + config.album + ', 1280×800)',
      table(
        ['figure', 'value'],
        [
          ['time to first tile, median', `${Math.round(f.firstTile)} ms`],
          ['CLS whole page, median / worst', `${f.cls.toFixed(4)} / ${f.clsMax.toFixed(4)}`],
          ['CLS after the first render, worst', f.clsRenderMax.toFixed(4)],
          ['layout shifts (run 1)', f.shifts.join('; ') || 'none'],
          ['requests before first tile', `${f.requests}: ${f.requestList.map((u) => new URL(u).pathname.split('/').slice(-2).join('/')).join(', ')}`],
          ...f.images.map((d) => [
            `images, DPR ${d.dpr}`,
            `${d.count} images (${d.mix}), ${(d.bytes / 1000).toFixed(1)} KB; originals of the same items ${(d.originals / 1000).toFixed(1)} KB`,
          ]),
        ],
      ),
    );
  }
  const l = results.long;
  if (l) {
    section(
      `Long album (${l.loaded} items, ${l.appends.length / l.runs} appends per run, scroll ${l.scroll.px} px/frame for ${l.scroll.ms / 1000} s; median of ${l.runs} runs)`,
      table(
        ['figure', 'value'],
        [
          ['append: median time to ugc-load + 2 frames', `${Math.round(median(l.appends.map((a) => a.ms)))} ms`],
          ['append: longest long task', `${Math.round(Math.max(0, ...l.appends.map((a) => a.longest)))} ms`],
          ['tiles in the DOM after loading', String(l.last.items)],
          ['tile content-visibility', String(l.offscreen)],
          ['frames / over 16.7 ms (> 17.5) / over 25 ms', `${l.scroll.frames} / ${l.scroll.over16} / ${l.scroll.missed} (over 25 ms per run: ${l.missedPerRun.join(', ')})`],
          ['p95 / worst frame interval', `${l.scroll.p95?.toFixed(1)} / ${l.scroll.max.toFixed(1)} ms`],
          ['main thread during the scroll: script / style / layout', `${l.scroll.script} / ${l.scroll.style} / ${l.scroll.layout} ms (${l.scroll.layouts} layouts)`],
        ],
      ),
    );
  }
  const e = results.engines;
  if (e) {
    const cell = (r, f) => (r?.error ? `not measured: ${r.error}` : f(r));
    section(
      'Engines side by side (first render, 1280×800, then 2 s of scrolling at 40 px per frame; medians of 3 cold loads)',
      table(
        ['figure', 'Chromium', 'Firefox ESR', 'WebKitGTK'],
        [
          ['time to first tile', ...['chromium', 'firefox', 'webkit'].map((n) => cell(e[n], (r) => `${Math.round(r.firstTile)} ms`))],
          ['frames / over 25 ms', ...['chromium', 'firefox', 'webkit'].map((n) => cell(e[n], (r) => `${r.frames} / ${r.missed}`))],
          ['p95 frame interval', ...['chromium', 'firefox', 'webkit'].map((n) => cell(e[n], (r) => `${r.p95?.toFixed(1)} ms`))],
        ],
      ),
    );
  }
  const { rows, checks } = summarize(results);
  const notes = [];
  if (results.longAlbumSize && results.longAlbumSize.count < config.longTarget) {
    notes.push(
      `The largest sandbox album (${results.longAlbumSize.id}) has ${results.longAlbumSize.count} approved items, not ${config.longTarget}: ` +
        'the long-album figures are for that size until the sandbox has an album of 2,000 approved items.',
    );
  }
  const lh = results.lighthouse;
  if (lh) {
    section('Lighthouse 13, mobile (simulated slow 4G, 4× CPU); medians', lighthouseTable(lh));
    section('What Lighthouse blames (first simulated run of each page: LCP phases as observed on loopback, main-thread times and long tasks with the simulated 4× CPU)', lighthouseBlame(lh));
  }
  if (results.cls?.length) {
    section(
      'Layout shift after the upgrade, by situation',
      table(['situation', 'CLS after the upgrade', 'shifts'], results.cls.map((c) => [c.what, c.after.toFixed(4), c.shifts.map((x) => `${x.t} ms ${x.value}: ${x.what.join(', ')}`).join('; ') || 'none'])),
    );
  }
  const machine = `${chromium}, ${process.platform} ${cores} cores (${cpus()[0]?.model?.trim() ?? 'cpu'}), load average ${loadavg()[0].toFixed(1)} at the end`;
  const md = [
    `<!-- npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine} -->`,
    finalTable(rows),
    '',
    'Sizes: each file compressed on its own (brotli q11, gzip -9), 1 KB = 1000 B; the script sets are the files Chromium fetched.' +
      (results.first
        ? ' Runtime: headless Chromium, 1280×800, no CPU throttling, sandbox on 127.0.0.1 (no network latency); medians of ' +
          `${results.first.runs} cold loads.`
        : ''),
    ...notes,
  ].join('\n');
  section('Summary (Markdown; in bench/last-run.md, and in docs/performance.md with --update)', md);
  section('Targets', checkList(checks));
  if (loadNotes.length) section('Machine load', loadNotes.map((n) => `- ${n}`).join('\n'));
  if (errors.length) section('Not measured', errors.map((e) => `- ${e}`).join('\n'));
  if (pageErrors.size) section('Errors seen in the bench pages', [...pageErrors].map((e) => `- ${e}`).join('\n'));
  console.log(out.join('\n'));
  writeFileSync(join(root, 'bench/last-run.md'), `# Benchmark results (last run, not tracked)\n${out.join('\n')}\n`);
  if (flags.has('--update')) {
    const page = join(root, 'docs/performance.md');
    const text = readFileSync(page, 'utf8');
    const block = /<!-- bench:start -->[^]*<!-- bench:end -->/;
    if (!block.test(text)) throw new Error('docs/performance.md has no <!-- bench:start --> … <!-- bench:end --> block');
    writeFileSync(page, text.replace(block, `<!-- bench:start -->\n${md}\n<!-- bench:end -->`));
    say('docs/performance.md updated');
  }
  // The truth in the exit status: every missed target with its figure, and what could not be measured.
  const missed = checks.filter((c) => !c.ok);
  for (const c of missed) console.error(`bench: target missed: ${c.figure}: ${c.value} (target ${c.target})`);
  for (const e of errors) console.error(`bench: not measured: ${e}`);
  if (loadNotes.length && missed.length) console.error('bench: the machine was loaded (see "Machine load"): timing misses may be the load, not the widget');
  if (missed.length || errors.length) process.exitCode = 1;
}

function lighthouseBlame(lh) {
  return Object.values(lh)
    .map((p) => {
      const b = p.blame;
      if (!b) return `- ${p.label}: n/a`;
      return [
        `- ${p.label}: runs ${p.perRun.join('; ')}`,
        `  - LCP element: ${b.lcpElement ?? 'n/a'}; ${b.lcpPhases || 'no breakdown'}`,
        `  - main thread by script: ${b.scripts || 'none over 20 ms'}`,
        `  - long tasks (ms): ${b.longTasks || 'none'}`,
      ].join('\n');
    })
    .join('\n');
}

function lighthouseTable(lh) {
  const s = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
  const rows = Object.values(lh).map((p) => [
    p.label,
    p.score ?? 'n/a',
    s(p.fcp),
    s(p.lcp),
    p.tbt == null ? 'n/a' : `${Math.round(p.tbt)} ms`,
    p.cls == null ? 'n/a' : p.cls.toFixed(3),
    p.devtools ? `${s(p.devtools.fcp)} / ${s(p.devtools.lcp)} / ${Math.round(p.devtools.tbt)} ms / ${p.devtools.cls.toFixed(3)}` : 'n/a',
  ]);
  return table(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'devtools throttling: FCP / LCP / TBT / CLS (medians of as many runs)'], rows);
}

try {
  await main();
} catch (error) {
  if (!stopping) console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanup();
  say('done');
}
