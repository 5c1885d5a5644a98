// Live figures for demo/hostile.html: long tasks while the flood renders (Chromium reports them),
// what each gallery rendered, and the failures the widget reported. Runs before /src/define.ts
// (hostile.html), so every listener is on its gallery before the gallery starts loading.
import { sandboxUrl } from './config.js';

const report = (name, text) => {
  const p = document.querySelector(`[data-report="${name}"]`);
  if (p) p.textContent = text;
};
const album = (key) => document.querySelector(`ugc-album[api-key="${key}"]`);

// The hostile keys work on any sandbox address config.js chose.
for (const el of document.querySelectorAll('ugc-album[base-url*="@"]')) el.setAttribute('base-url', sandboxUrl.replace('://', '://admin:hunter2@'));

const longTasks = [];
if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
  new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
}

album('demo-hostile-fault-flood')?.addEventListener('ugc-load', (e) => {
  const tiles = e.target.shadowRoot.querySelectorAll('[part~="item"]').length;
  setTimeout(() => {
    const worst = longTasks.length ? Math.max(...longTasks) : 0;
    const tasks = PerformanceObserver.supportedEntryTypes?.includes('longtask')
      ? `longest task on this page so far: ${worst} ms`
      : 'this browser does not report long tasks';
    report('flood', `${e.detail.items.length} items read, ${tiles} tiles rendered; ${tasks}.`);
  }, 500);
});

album('demo-hostile-fault-products')?.addEventListener('ugc-lightbox-open', (e) => {
  requestAnimationFrame(() => {
    const n = e.target.shadowRoot.querySelectorAll('[part~="product"]').length;
    report('products', `The item came with 20,000 products; the detail view lists ${n}.`);
  });
});

album('demo-hostile-fault-oversize')?.addEventListener('ugc-error', (e) => {
  const { kind, message } = e.detail.error;
  report('oversize', `ugc-error: kind "${kind}", "${message}".`);
});

album('demo-hostile-fault-spoof')?.addEventListener('ugc-lightbox-open', (e) => {
  requestAnimationFrame(() => {
    const root = e.target.shadowRoot;
    const name = root.querySelector('[part="byline"] bdi')?.textContent ?? '';
    const ctas = [...root.querySelectorAll('[part~="cta"]')].map((a) => a.textContent.trim());
    const withCredentials = [...root.querySelectorAll('[src],[srcset],[href]')].filter((n) =>
      ['src', 'srcset', 'href'].some((a) => (n.getAttribute(a) ?? '').includes('@')),
    ).length;
    report('spoof', `Name shown: "${name}". Links: ${JSON.stringify(ctas)}. URLs with credentials in the widget: ${withCredentials}.`);
  });
});
