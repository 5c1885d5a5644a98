// The bench pages (HTML served by env.js), the fake Behold feed, and the in-page probe that records
// what the browser saw: first tile, layout shifts, long tasks, resources, frames.

import { readFileSync } from 'node:fs';

/** The widget's address in the docs' snippets. */
const SNIPPET_SCRIPT = 'https://cdn.example.com/ugc-album/dist/ugc-album.js';

const escapeAttr = (value) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const shell = (head, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ugc-album bench</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif}main{max-width:1200px;margin:0 auto;padding:16px}
.fold{height:400vh;background:linear-gradient(#eee,#ccc)}</style>
${head}</head><body><main>
<h1>Bench page</h1>
<p>Text above the widget, as on a product page.</p>
${body}
<footer><p>Footer text below the widget: it moves if the widget shifts the layout.</p></footer>
</main></body></html>`;

/** `<ugc-album>` tag from an attribute map (`true` means a boolean attribute). */
export function albumTag(attrs) {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== false && v != null)
    .map(([k, v]) => (v === true ? k : `${k}="${escapeAttr(v)}"`));
  return `<ugc-album ${list.join(' ')}></ugc-album>`;
}

/**
 * The reserve recipe of docs/performance.md ("Reserve the gallery's space") for `columns` fixed columns and
 * `perPage` items: the box the widget's first render takes, before its script runs.
 */
export function reserveCss({ columns, perPage, gap = 8 }) {
  const rows = Math.ceil(perPage / columns);
  return `ugc-album{--ugc-album-columns:${columns}}
ugc-album:not(:defined){display:block;box-sizing:content-box;aspect-ratio:${columns}/${rows};padding-top:calc(1.5em + ${(rows * gap) / columns}px + 16px + max(44px,1.5em))}`;
}

/**
 * A page with `count` identical widgets, loaded the way widget.md documents it (one module script
 * in the head). `below: true` puts them three viewports below the fold; `css` is added to the head;
 * `lang` sets the page's language.
 */
export function ourPage({ attrs, count = 1, below = false, script = '/dist/ugc-album.js', css = '', lang = 'en' }) {
  const tags = Array.from({ length: count }, () => albumTag(attrs)).join('\n');
  return shell(
    `<script type="module" src="${script}"></script>${css ? `<style>${css}</style>` : ''}`,
    `${below ? '<div class="fold" aria-hidden="true"></div>' : ''}${tags}`,
  ).replace('<html lang="en">', `<html lang="${lang}">`);
}

/**
 * The "Let your own photos go first" snippet of docs/performance.md, as printed there, loading `src`: the widget's
 * script is fetched after the page's load event (at once when the page has already loaded).
 */
export function afterLoadScript(src) {
  const page = readFileSync(new URL('../docs/performance.md', import.meta.url), 'utf8');
  const snippet = /<!-- after-load snippet -->\s*```html\n([\s\S]*?)```/.exec(page)?.[1];
  if (!snippet?.includes(SNIPPET_SCRIPT)) throw new Error(`docs/performance.md has no after-load snippet loading ${SNIPPET_SCRIPT}`);
  return snippet.replace(SNIPPET_SCRIPT, src);
}

/**
 * A shop's product page as a phone shows it (for Lighthouse): header, product photo, name, price,
 * description, add to cart, then the community gallery and a footer. `gallery`: 'none', 'ours'
 * (`<ugc-album>` with the reserve recipe of docs/performance.md, 3 columns) or 'behold'; `top` puts the gallery
 * first, above the product; `afterLoad` loads ours with the after-the-page snippet of docs/performance.md.
 */
export function shopPage({ gallery = 'none', top = false, attrs = {}, perPage = 12, preload = false, afterLoad = false, served = null, noScript = false }) {
  // As docs/performance.md advises: the box reserved (not for a served gallery, `served`: its HTML
  // holds its box, docs/server-rendering.md), and (the gallery high on the page) a preconnect to the
  // service; with `preload`, also the first page preloaded (docs/performance.md, "Preload the first page").
  const origin = attrs['base-url'] ? new URL(attrs['base-url']).origin : null;
  const firstPage = `${attrs['base-url']}/api/v2/albums/${attrs['album-id']}/photos?api_key=${attrs['api-key']}&page=1&per_page=${perPage}`;
  const hints =
    (top && origin ? `<link rel="preconnect" href="${origin}" crossorigin>` : '') +
    (preload ? `<link rel="preload" as="fetch" crossorigin referrerpolicy="no-referrer" href="${firstPage}">` : '');
  const head =
    gallery === 'ours'
      ? `${hints}${noScript ? '' : afterLoad ? afterLoadScript('/dist/ugc-album.js') : '<script type="module" src="/dist/ugc-album.js"></script>'}${served ? '' : `<style>${reserveCss({ columns: 3, perPage })}</style>`}`
      : gallery === 'behold'
        ? `<script type="module">import { widget } from '/behold/index.js'; widget.register();</script>`
        : '';
  const section =
    gallery === 'ours'
      ? `<section><h2>#NorthlineOnTheTrail</h2>${served ?? albumTag({ ...attrs, 'per-page': perPage })}</section>`
      : gallery === 'behold'
        ? '<section><h2>#NorthlineOnTheTrail</h2><behold-widget feed-id="bench"></behold-widget></section>'
        : '';
  // The product photo is a real JPEG (a flat SVG is "low-entropy" content that LCP skips, which left
  // the page's text as its LCP): the page's likely LCP, which a gallery must not hold back.
  const product = `<section class="product"><img class="hero" src="/photos/img-03/medium.jpg" width="640" height="640" alt="Trail Runner 42, side view">
<div><h1>Trail Runner 42</h1><p class="price">€149</p>
<p>A light trail shoe with a grippy outsole, a rock plate and a roomy toe box, for long days on rough ground.
Recycled mesh upper, 8 mm drop, 280 g.</p><button type="button">Add to cart</button></div></section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trail Runner 42 · Northline</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f1f1f}header{padding:12px 16px;background:#0a7c5a;color:#fff;font-weight:700}
main{max-width:1100px;margin:0 auto;padding:16px}.product{display:grid;gap:16px}.hero{width:100%;height:auto;background:#eee}
.price{font-size:1.25em;font-weight:700}button{font:inherit;padding:12px 24px}footer{padding:32px 16px;color:#555}</style>
${head}</head><body><header>Northline</header><main>
${top ? section + product : product + section}
</main><footer><p>Free returns within 30 days. © Northline</p></footer></body></html>`;
}

/** A page with Behold's grid, loaded from the npm package as its readme shows. */
export function beholdPage({ below = false } = {}) {
  return shell(
    `<script type="module">import { widget } from '/behold/index.js'; widget.register();</script>`,
    `${below ? '<div class="fold" aria-hidden="true"></div>' : ''}<behold-widget feed-id="bench"></behold-widget>`,
  );
}

/**
 * A feed shaped like the one `https://feeds.behold.so/<id>` returns (fields read from the
 * package's code), answered by request interception. `lightbox` picks the click behaviour.
 */
export function beholdFeed({ imageOrigin, lightbox, posts = 12, media = null }) {
  const size = (w) => ({ mediaUrl: `${imageOrigin}/img/${w}.svg`, width: w, height: w });
  return {
    username: 'bench',
    profilePictureUrl: `${imageOrigin}/img/0.svg`,
    website: '',
    followersCount: 1000,
    hashtags: [],
    showBranding: false,
    widgetSettings: {
      type: 'grid',
      onPostClick: lightbox ? 'openPopupGallery' : 'linkToPost',
      onHover: 'showIcon',
      hoverEffect: 'none',
      alignment: 'center',
      constrainWidth: false,
      maxWidth: 1200,
      lazyLoadMedia: true,
      loadingColor: 'transparent',
      popupColorTheme: 'light',
      autoplayVideos: false,
      previewVideosOnHover: false,
      breakpoints: {
        default: { numColumns: 4, numPosts: posts, gap: { x: 8, y: 8 }, borderRadius: 0, postAspectRatio: [1, 1] },
      },
    },
    posts: Array.from({ length: posts }, (_, i) => ({
      id: String(1000 + i),
      mediaType: 'IMAGE',
      mediaUrl: `${imageOrigin}/img/${i + 1}.svg`,
      permalink: `https://www.instagram.com/p/bench${i}/`,
      caption: `Post ${i + 1}`,
      prunedCaption: `Post ${i + 1}`,
      colorPalette: { dominant: '200,120,80', muted: '120,120,120', vibrant: '220,80,60' },
      // `media`: the same photos as ours (the sandbox's renditions), for a like-for-like LCP.
      sizes: (media?.length && media[i % media.length]) || { small: size(320), medium: size(640), large: size(1080), full: size(1080) },
      ...(media?.length ? { mediaUrl: media[i % media.length].large.mediaUrl } : {}),
    })),
  };
}

/**
 * Runs in every bench page before its own scripts (evaluateOnNewDocument). Everything it records
 * is on the page's own clock: `performance.now()` counts from navigation start.
 */
export function probe() {
  const bench = (window.__bench = { cls: 0, shifts: [], longTasks: [], firstTile: null, frames: [] });
  performance.setResourceTimingBufferSize(100000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      bench.cls += e.value;
      // What moved, for the report: `tag.class[part]` of each source (shadow nodes included).
      const what = (e.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
        const name = !node ? '?' : node.nodeType === 1
          ? `${node.localName}${node.getAttribute('part') ? `[part=${node.getAttribute('part')}]` : node.className ? `.${node.className}` : ''}`
          : node.nodeName;
        return `${name} y${Math.round(a.y)}→${Math.round(b.y)} h${Math.round(a.height)}→${Math.round(b.height)}`;
      });
      bench.shifts.push({ t: Math.round(e.startTime), value: +e.value.toFixed(4), what });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ t: e.startTime, d: e.duration });
  }).observe({ type: 'longtask', buffered: true });

  // The upgrade (the element defined and first rendered, before any data) ends one frame after
  // definition: shifts up to then come from the host page not reserving the element's box.
  customElements.whenDefined('ugc-album').then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => (bench.upgraded = performance.now()))),
  );
  // Items loaded so far, from `ugc-load` (a windowed grid holds fewer tiles than it has loaded).
  bench.loaded = 0;
  addEventListener('ugc-load', (e) => {
    bench.loaded += e.detail?.items?.length ?? 0;
    bench.firstLoad ??= performance.now();
  }, true);
  bench.clsAfter = (t) => bench.shifts.filter((x) => x.t >= t).reduce((sum, x) => sum + x.value, 0);

  const albums = () => [...document.querySelectorAll('ugc-album')];
  bench.albums = albums;
  bench.items = (el = albums()[0]) => [...(el?.shadowRoot?.querySelectorAll('[part~="item"]') ?? [])];
  bench.images = () => albums().flatMap((el) => [...(el.shadowRoot?.querySelectorAll('[part~="item"] img') ?? [])]);
  const inView = (node) => {
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  };
  bench.inView = inView;
  // First tile: the first frame in which an item's image is loaded, decoded-ready and in view.
  const poll = () => {
    if (bench.images().some((img) => img.complete && img.naturalWidth > 0 && inView(img))) {
      bench.firstTile = performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);

  /** Resources (and the document) whose fetch started at or before `t`. */
  bench.requestsBefore = (t) => [
    ...performance.getEntriesByType('navigation').map((e) => e.name),
    ...performance.getEntriesByType('resource').filter((e) => e.startTime <= t).map((e) => e.name),
  ];
  bench.longestTask = (from = 0, to = Infinity) =>
    Math.max(0, ...bench.longTasks.filter((x) => x.t >= from && x.t < to).map((x) => x.d));

  /** Waits for the next `ugc-load` of `el`, or gives up after `ms`. */
  bench.nextLoad = (el, ms = 10000) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      el.addEventListener('ugc-load', () => (clearTimeout(timer), resolve(true)), { once: true });
    });
  bench.twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}
