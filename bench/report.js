// Turns the measurements into padded Markdown tables (readable in a terminal, pasteable into
// docs/performance.md) and judges each target of issue 4. Budgets use 1 KB = 1000 B, as the Behold figures do.

import { FIRST_RENDER_BUDGET, ON_DEMAND_BUDGET } from '../scripts/budgets.js';

export const KB = 1000;
const kb = (n) => (n == null ? 'n/a' : `${(n / KB).toFixed(1)} KB`);
const ms = (n) => (n == null ? 'n/a' : `${Math.round(n)} ms`);
/** `x` against `y`, signed: "+12 ms". */
const diff = (x, y, unit = 'ms') => (x == null || y == null ? 'n/a' : `${x - y >= 0 ? '+' : ''}${Math.round(x - y)} ${unit}`);
const pct = (a, b) => (a == null || !b ? 'n/a' : `${((100 * a) / b).toFixed(0)}%`);
const ratio = (a, b) => (a == null || !b ? 'n/a' : `${(a / b).toFixed(2)}×`);
const mark = (ok) => (ok == null ? '?' : ok ? '✓' : '✗');

/** A Markdown table with padded columns; `right` lists the columns to right-align. */
export function table(headers, rows, right = []) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const width = headers.map((_, i) => Math.max(3, ...cells.map((r) => [...r[i]].length)));
  const pad = (s, i) => (right.includes(i) ? s.padStart(width[i]) : s.padEnd(width[i]));
  const line = (r) => `| ${r.map(pad).join(' | ')} |`;
  const rule = `|${width.map((w, i) => (right.includes(i) ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

export function sizeTables({ dist, ours, behold }) {
  const files = table(
    ['dist file', 'raw', 'gzip -9', 'brotli q11'],
    dist.map((f) => [f.name, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
    [1, 2, 3],
  );
  // Chunk names without their content hash (8 url-safe characters, not all lower-case letters,
  // so `ugc-album-lightbox.js` keeps its name) keep the table narrow.
  const names = (set) =>
    set.files.map((f) => f.name.replace(/-(?=[\w-]*[A-Z0-9_-])[\w-]{8}\.js$/, '.js')).join(' + ') || '—';
  const row = (label, set) => [label, names(set), kb(set.raw), kb(set.gzip), kb(set.brotli)];
  const both = ours && sumSets(sumSets(ours.render, ours.alongside), ours.click);
  const sets = table(
    ['script set, as fetched by Chromium', 'files', 'raw', 'gzip -9', 'brotli q11'],
    [
      ...(ours
        ? [
            row('ugc-album: first render', ours.render),
            row('ugc-album: fetched alongside, not needed to render', ours.alongside),
            row('ugc-album: added by first click', ours.click),
          ]
        : []),
      row('Behold: grid first render', behold.render),
      row('Behold: grid + lightbox', behold.lightbox),
    ],
    [2, 3, 4],
  );
  const ratios = ours
    ? table(
        ['comparison (brotli)', 'ugc-album', 'Behold', 'ours/theirs'],
        [
          ['first render', kb(ours.render.brotli), kb(behold.render.brotli), ratio(ours.render.brotli, behold.render.brotli)],
          ['with lightbox', kb(both.brotli), kb(behold.lightbox.brotli), ratio(both.brotli, behold.lightbox.brotli)],
        ],
        [1, 2, 3],
      )
    : '';
  return [files, sets, ratios].filter(Boolean).join('\n\n');
}

const sumSets = (a, b) => ({
  files: [...a.files, ...b.files],
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

/**
 * Every figure with its target: rows of the final table plus the ✓/✗ list. Missing figures (a
 * scenario that failed) show as n/a and count as not met.
 */
export function summarize(r) {
  const rows = [];
  const checks = [];
  const add = (figure, ours, theirs, target, ok) => {
    rows.push([figure, ours, theirs ?? '—', target ?? '—', target ? mark(ok) : '']);
    if (target) checks.push({ figure, value: ours, target, ok: ok === true });
  };
  const o = r.sizes.ours;
  const b = r.sizes.behold;
  const iife = r.sizes.dist.find((f) => f.name === 'ugc-album.iife.js');
  // `--only-lighthouse` measures no sizes: their rows are left out, not reported as missed.
  if (b) {
    add('JS for first render, brotli (gzip)', o ? `${kb(o.render.brotli)} (${kb(o.render.gzip)})` : 'n/a',
      `${kb(b.render.brotli)} (${kb(b.render.gzip)}); ours/theirs ${ratio(o?.render.brotli, b.render.brotli)}`,
      `≤ ${kb(FIRST_RENDER_BUDGET)} brotli`, o ? o.render.brotli <= FIRST_RENDER_BUDGET && o.render.files.length > 0 : null);
    add('JS added by first click (lightbox), brotli', o ? kb(o.click.brotli) + (o.lightboxOpened ? '' : ' (lightbox did not open)') : 'n/a',
      `${kb(b.lightbox.brotli - b.render.brotli)} (${b.lightboxLoadedBeforeClick ? 'fetched at setup, before any click' : 'on click'})`,
      `≤ ${kb(ON_DEMAND_BUDGET)} brotli`, o ? o.click.brotli <= ON_DEMAND_BUDGET && r.sizes.ours.lightboxOpened : null);
  }
  if (o && b) {
    add('JS fetched alongside the first render, not needed for it (analytics), brotli', kb(o.alongside.brotli), null);
    const both = o.render.brotli + o.alongside.brotli + o.click.brotli;
    add('JS for first render + analytics + lightbox, brotli', kb(both), `${kb(b.lightbox.brotli)}; ours/theirs ${ratio(both, b.lightbox.brotli)}`);
  }
  if (iife) add('ugc-album.iife.js (classic script), brotli', kb(iife.brotli), null);

  const f = r.first;
  if (f) {
    add(`Time to first tile (median of ${f.runs})`, ms(f.firstTile), null);
    add('CLS after the first render: first page + image arrival (worst run)', f.clsRenderMax.toFixed(4), null, '0', f.clsRenderMax === 0);
    add('CLS of the whole page, upgrade included, box reserved as docs/performance.md shows (median / worst run)', `${f.cls.toFixed(4)} / ${f.clsMax.toFixed(4)}`, null, '0', f.clsMax === 0);
    add('Requests before the first tile (median, document included)', String(f.requests), null);
    // Judged on the photos: a video has one still and no renditions to choose from (contract), so
    // its tile costs what its "original" does whatever the widget does; shown with them too.
    for (const d of f.images) {
      const p = d.photos;
      add(`First-screen image bytes, DPR ${d.dpr} (${d.count} images for ${f.tiles} tiles): photos (${p.count}); with the ${d.videos} video stills`,
        `${kb(p.bytes)} vs originals ${kb(p.originals)} = ${pct(p.bytes, p.originals)}; ${kb(d.bytes)} vs ${kb(d.originals)} = ${pct(d.bytes, d.originals)}`, null,
        '≤ 25% of originals (photos)', p.originals > 0 && p.bytes <= p.originals / 4);
    }
  }
  for (const c of r.cls ?? []) add(`CLS after the upgrade: ${c.what}`, c.after.toFixed(4), null, '0', c.after === 0);
  if (r.hundred) {
    add(`Longest long task, navigation to 2 s after a 100-item page rendered (median of ${r.hundred.runs}; per run: ${r.hundred.perRun.map((t) => (t.length ? Math.max(...t) : 0)).join(', ')} ms)`,
      r.hundred.longest ? ms(r.hundred.longest) : 'none over 50 ms', null, 'none > 50 ms', r.hundred.longest <= 50);
  }
  const l = r.long;
  if (l) {
    const longestAppend = Math.max(0, ...l.appends.map((a) => a.longest));
    add(`Longest long task, appending pages (${l.appends.length} appends of 100 over ${l.runs} runs)`,
      longestAppend ? ms(longestAppend) : 'none over 50 ms', null, 'none > 50 ms', longestAppend <= 50);
    const s = l.scroll;
    const longDuring = Math.max(0, ...s.longTasks);
    add(`Scrolling ${l.loaded} items (median of ${l.runs} runs): frames over 16.7 ms / over 25 ms (of ${s.frames})`, `${s.over16} / ${s.missed}`, null,
      'no frame > 25 ms', s.missed === 0);
    add('Scrolling: p95 / worst frame interval', `${s.p95?.toFixed(1)} / ${s.max.toFixed(1)} ms`, null, 'p95 ≤ 17.5 ms (one frame + jitter)', s.p95 <= 17.5);
    add('Scrolling: long tasks', s.longTasks.length ? `${s.longTasks.length}, longest ${ms(longDuring)}` : 'none', null, 'none', s.longTasks.length === 0);
    add('Scrolling: main thread, script / style / layout', `${s.script} / ${s.style} / ${s.layout} ms in ${s.ms / 1000} s`, null);
    const bounded = l.offscreen === 'auto' || l.last.items < l.loaded;
    add(`Memory after ${l.first.loaded} → ${l.loaded} items: JS heap / nodes`,
      `${(l.first.heap / 1e6).toFixed(1)} → ${(l.last.heap / 1e6).toFixed(1)} MB / ${l.first.nodes} → ${l.last.nodes}`,
      null, 'offscreen tiles skipped (content-visibility or windowing)', bounded);
  }
  const d = r.deferred;
  if (d) {
    add('Requests to the service before scrolling, widget 3 viewports below',
      String(d.before.service), r.beholdDeferred ? `${r.beholdDeferred.feed} (feed request)` : null, '0', d.before.service === 0);
    add('Album request once ~1.5 viewports from view', d.near.album ? 'yes' : 'no', null, 'yes', d.near.album > 0);
  }
  const n = r.identical;
  if (n) {
    add(`${n.n} identical widgets: album / count requests`, `${n.album} / ${n.count} (${n.rendered} of ${n.n} rendered)`, null,
      '1 / 1', n.album === 1 && n.count === 1 && n.rendered === n.n);
  }
  const st = r.stories;
  if (st) {
    if (st.chunk.row) {
      const row = st.chunk.row;
      add(`Stories: the row's JS, with the layout (${row.files.join(' + ')}), brotli`, kb(row.brotli), null, `≤ ${kb(ON_DEMAND_BUDGET)} brotli`, row.brotli <= ON_DEMAND_BUDGET);
    }
    add(`Stories: the viewer's JS, on the first tap (${st.chunk.files.join(' + ')}), brotli`, kb(st.chunk.brotli), null, `≤ ${kb(ON_DEMAND_BUDGET)} brotli`, st.chunk.brotli <= ON_DEMAND_BUDGET);
    if (st.tap) {
      add(`Stories: tap on a card to the story's first frame, phone (4× CPU; median of ${st.tap.runs}): video / photo`, `${ms(st.tap.video)} / ${ms(st.tap.photo)}`, null);
    }
    const sw = st.swipe;
    if (sw) {
      // Several runs (--only-stories): the median one is judged, every run's figures beside it.
      const runs = sw.perRun?.length > 1 ? sw.perRun : null;
      const tasks = (r) => (r.longTasks.length ? `${r.longTasks.length}, longest ${ms(Math.max(...r.longTasks))}` : 'none');
      add(`Stories: swiping (${sw.swipes} swipes, ${sw.moved}; phone, 4× CPU${runs ? `; median of ${runs.length} runs` : ''}): long tasks`,
        tasks(sw) + (runs ? ` (per run: ${runs.map(tasks).join('; ')})` : ''), null, 'none > 50 ms', !sw.longTasks.some((t) => t > 50));
      add('Stories: swiping, frames over 25 ms (of all) / worst frame interval', `${sw.over25} (of ${sw.frames}) / ${ms(sw.worst)}` +
        (runs ? ` (per run: ${runs.map((r) => `${r.over25} / ${ms(r.worst)}`).join('; ')})` : ''), null, 'no frame > 25 ms', sw.over25 === 0);
    }
  }
  if (f) {
    add(`Service URLs identical across ${f.runs} loads`, f.sameUrls ? 'yes' : 'no', null, 'yes', f.sameUrls);
  }
  const lh = r.lighthouse;
  if (lh) {
    const { a, b, c, d, e, f, g } = lh;
    const sec = (x) => (x == null ? 'n/a' : `${(x / 1000).toFixed(2)} s`);
    const all = (...xs) => xs.every((x) => x != null);
    // A subset of the pages (BENCH_LH_PAGES) judges only the targets whose pages all ran.
    const ran = (...keys) => keys.every((k) => k in lh);
    // Measured paint times (medians of 3 devtools runs) differ by up to this much between identical
    // runs on this machine: a page is "no later" than another within it.
    const NOISE_MS = 50;
    // Pages with our widget, each judged against the page without a gallery (a).
    const ours = [['b', b], ['d', d], ['f', f], ['g', g]].filter(([k]) => k in lh);
    const oursKeys = ours.map(([k]) => `(${k})`).join(' / ');
    if (ran('a') && ours.length) {
      add(`Lighthouse mobile, CLS with <ugc-album>: ${oursKeys}, page without (a)`,
        ours.every(([, x]) => all(x?.cls)) && all(a?.cls) ? `${ours.map(([, x]) => x.cls.toFixed(3)).join(' / ')}, (a) ${a.cls.toFixed(3)}` : 'n/a',
        all(c?.cls, e?.cls) ? `(c) ${c.cls.toFixed(3)} / (e) ${e.cls.toFixed(3)}` : null, 'adds 0',
        all(a?.cls) && ours.every(([, x]) => all(x?.clsMax) && x.clsMax <= a.cls));
      add(`Lighthouse mobile, TBT added by the gallery: ${ours.map(([k]) => `(${k} − a)`).join(' / ')}`,
        ours.every(([, x]) => all(x?.tbt)) && all(a?.tbt) ? ours.map(([, x]) => diff(x.tbt, a.tbt)).join(' / ') : 'n/a',
        all(a?.tbt, c?.tbt, e?.tbt) ? `(c) ${diff(c.tbt, a.tbt)} / (e) ${diff(e.tbt, a.tbt)}` : null, '≤ 50 ms',
        all(a?.tbt) && ours.every(([, x]) => all(x?.tbt) && x.tbt - a.tbt <= 50));
    }
    if (ran('a', 'b')) {
      // Judged on the devtools-throttled runs: the simulation counts the widget's module script (and on
      // loopback, every request that started before the first paint) into its FCP estimate, which the
      // measured runs show the browser does not wait for (docs/performance.md, "Lighthouse side by side").
      const fa = a?.devtools?.fcp;
      const fb = b?.devtools?.fcp;
      add('Lighthouse mobile, FCP (b) vs (a): measured (devtools throttling, medians; within 50 ms); simulated medians',
        all(fa, fb) ? `${sec(fb)} vs ${sec(fa)} (${diff(fb, fa)}); simulated ${sec(b?.fcp)} vs ${sec(a?.fcp)} (${diff(b?.fcp, a?.fcp)})` : 'n/a',
        all(c?.devtools?.fcp) ? `${sec(c.devtools.fcp)} (${diff(c.devtools.fcp, fa)}); simulated ${sec(c?.fcp)}` : null, 'no later than (a)', all(fa, fb) && fb <= fa + NOISE_MS);
    }
    if (ran('a', 'b', 'f')) {
      // The product photo's LCP: the script of the default embed (b) downloads beside it and shares
      // slow 4G with it; loaded after the page (f), it does not (docs/performance.md).
      const la = a?.devtools?.lcp;
      const lb = b?.devtools?.lcp;
      const lf = f?.devtools?.lcp;
      add('Lighthouse mobile, LCP (the product photo) with the gallery below it, (b) / loaded after the page (f) vs (a): measured (devtools throttling, medians; within 50 ms)',
        all(la, lb, lf) ? `(b) ${sec(lb)} (${diff(lb, la)}) / (f) ${sec(lf)} (${diff(lf, la)}) vs (a) ${sec(la)}` : 'n/a',
        all(la, c?.devtools?.lcp) ? `(c) ${sec(c.devtools.lcp)} (${diff(c.devtools.lcp, la)})` : null,
        '(f) no later than (a)', all(la, lf) && lf <= la + NOISE_MS);
    }
    if (ran('d', 'e', 'g')) {
      // Judged on the measured runs, within the 50 ms of their noise, as FCP: simulated, the LCP of
      // either page counts whatever request ended before the photo's paint on loopback (docs/performance.md). The
      // page's LCP there is the shop's photo below the gallery: "≤ Behold's" is judged on the embed
      // docs/performance.md gives for a page whose own photo is its LCP (g); the default's 50–80 ms buy the
      // gallery's first photo 0.7 s (next row).
      const ld = d?.devtools?.lcp;
      const lg = g?.devtools?.lcp;
      const le = e?.devtools?.lcp;
      add('Lighthouse mobile, LCP with the gallery first on screen, (d) / loaded after the page (g) vs Behold first on screen (e): measured (devtools throttling, medians; within 50 ms); simulated medians',
        all(ld, lg) ? `(d) ${sec(ld)} / (g) ${sec(lg)}; simulated ${sec(d?.lcp)} / ${sec(g?.lcp)}` : 'n/a',
        all(le) ? `(e) ${sec(le)}; simulated ${sec(e?.lcp)}` : null,
        '≤ 2.5 s; (g) ≤ Behold\'s', all(ld, lg, le) && ld <= 2500 && lg <= 2500 && lg <= le + NOISE_MS);
      // What the page's LCP does not show (there, the product photo): each gallery's own first photo.
      const p = r.firstPhoto;
      const when = (x) => (x ? `${sec(x.loaded)} / ${sec(x.showing)} / ${sec(x.shown)}` : 'n/a');
      const ourWays = [p?.ours, p?.preloaded, p?.afterLoad];
      add('First photo on screen, gallery first on screen, measured (slow 4G, 4× CPU, phone; medians): loaded / begins to show / fully shown',
        `${when(p?.ours)}; first page preloaded: ${when(p?.preloaded)}; loaded after the page: ${when(p?.afterLoad)}`,
        p?.behold ? when(p.behold) : null, 'each fully shown no later than Behold\'s begins to show',
        all(p?.behold?.showing) && ourWays.every((x) => all(x?.shown) && x.shown <= p.behold.showing));
    }
    add('Lighthouse mobile, performance score (a) / (b) / (d) / (f) / (g)', [a, b, d, f, g].map((x) => x?.score ?? 'n/a').join(' / '), `(c) ${c?.score ?? 'n/a'} / (e) ${e?.score ?? 'n/a'}`);
  }
  serverRenderingRows(r, add);
  return { rows, checks };
}

/**
 * Server rendering (docs/server-rendering.md): the first photo of the served page beside the script
 * tag's, the preloaded first page's and Behold's (gallery first on screen, slow 4G, 4× CPU, phone),
 * with JavaScript off too; its layout shift and the blocking time it adds; renders per second.
 */
function serverRenderingRows(r, add) {
  const sec = (x) => (x == null ? 'n/a' : `${(x / 1000).toFixed(2)} s`);
  const all = (...xs) => xs.every((x) => x != null);
  const p = r.firstPhoto;
  const sv = p?.served;
  if (p && (sv || p.servedNoJs)) {
    const shown = (x) => (x?.shown != null ? sec(x.shown) : 'n/a');
    add('Server-rendered: first photo fully shown vs script tag / first page preloaded (gallery first on screen; medians)',
      `${shown(sv)} vs ${shown(p.ours)} / ${shown(p.preloaded)}; ${ratio(sv?.shown, p.ours?.shown)} of the script tag's`,
      p.behold ? `${shown(p.behold)}; ours/theirs ${ratio(sv?.shown, p.behold?.shown)}` : null,
      '≤ 0.6× the script tag\'s, ≤ 0.4× Behold\'s',
      all(sv?.shown, p.ours?.shown, p.behold?.shown) && sv.shown <= 0.6 * p.ours.shown && sv.shown <= 0.4 * p.behold.shown);
    add('Server-rendered, without any script (as with JavaScript off): first photo fully shown (median)', shown(p.servedNoJs), null, 'shown', all(p.servedNoJs?.shown));
    const lcp = (x) => (x?.lcp != null ? sec(x.lcp) : 'n/a');
    add('LCP of the page, gallery first on screen: server-rendered / script tag / first page preloaded (medians; the product photo below is the page\'s LCP once it paints)',
      `${lcp(sv)} / ${lcp(p.ours)} / ${lcp(p.preloaded)}`, p.behold ? lcp(p.behold) : null);
    add('Server-rendered: CLS until a second after the first photo (median)', sv?.cls != null ? sv.cls.toFixed(4) : 'n/a', null, '0', sv?.cls === 0);
    add('Server-rendered: blocking time (long tasks past 50 ms, until 1.5 s after the first ugc-load) added to the script tag\'s (medians; loads without the first-photo watcher)',
      all(sv?.tbt, p.ours?.tbt) ? `${diff(sv.tbt, p.ours.tbt)} (served ${ms(sv.tbt)}, script tag ${ms(p.ours.tbt)})` : 'n/a', null, '≤ 50 ms added',
      all(sv?.tbt, p.ours?.tbt) && sv.tbt - p.ours.tbt <= 50);
  }
  const s = r.ssr;
  if (s) {
    add('Server rendering on one core: renders per second, warm (kept first page) / cold (asking the sandbox)', `${Math.round(s.warm)} / ${Math.round(s.cold)}`, null);
    add('Server rendering, 50 renders at once: median / p99 latency, warm; cold (50 albums at once)',
      `${ms(s.warm50.median)} / ${ms(s.warm50.p99)}; ${ms(s.cold50.median)} / ${ms(s.cold50.p99)}`, null);
  }
}

export function finalTable(rows) {
  return table(['figure', 'ugc-album', 'Behold 0.5.121', 'target', 'met'], rows);
}

export function checkList(checks) {
  return checks.map((c) => `${mark(c.ok)} ${c.figure}: ${c.value} (target ${c.target})`).join('\n');
}
