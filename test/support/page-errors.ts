// Watches the page for what must never happen while a widget runs: uncaught errors, unhandled
// rejections, CSP violations and script run by content (the sandbox's payloads call `alert`, and a
// template payload reaches `alert` through `constructor.constructor`).
//
// Everything is recorded as strings on purpose: a failing chai assertion whose actual or expected
// value holds a DOM node or an event hangs wtr (until testsFinishTimeout) instead of reporting.
import type { UgcAlbumElement } from '../../src/element/ugc-album.js';

export interface PageWatch {
  errors: string[];
  rejections: string[];
  /** `directive: blocked URI` of each CSP violation. */
  violations: string[];
  /** Every call of `alert`, `confirm` or `prompt`, with its arguments. */
  scripts: string[];
  stop(): void;
}

export function watchPage(): PageWatch {
  const w: PageWatch = { errors: [], rejections: [], violations: [], scripts: [], stop: () => {} };
  const onError = (e: ErrorEvent) => w.errors.push(String(e.error?.stack ?? e.message));
  const onRejection = (e: PromiseRejectionEvent) => w.rejections.push(String(e.reason?.stack ?? e.reason));
  const onViolation = (e: SecurityPolicyViolationEvent) => w.violations.push(`${e.effectiveDirective}: ${e.blockedURI}`);
  const saved = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
  for (const name of Object.keys(saved) as (keyof typeof saved)[]) {
    window[name] = ((...args: unknown[]) => {
      w.scripts.push(`${name}(${args.map(String).join(', ')})`);
      return null;
    }) as never;
  }
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // Violations are composed events: one listener on the document sees those of shadow trees too.
  document.addEventListener('securitypolicyviolation', onViolation, true);
  w.stop = () => {
    Object.assign(window, saved);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('securitypolicyviolation', onViolation, true);
  };
  return w;
}

/** URL-valued attributes: any of them outside http(s) would be a way in. */
const URL_ATTRS = ['src', 'href', 'poster', 'action', 'formaction', 'xlink:href', 'data', 'background', 'cite'];

/** The URLs of a `srcset` value (built by the widget as "url 320w, url 640w"). */
const srcsetUrls = (v: string) =>
  v
    .split(/,\s+/)
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/**
 * Problems in a shadow tree that could run or load something a response chose: event-handler
 * attributes, `style` attributes, non-http(s) URLs, elements the widget never makes, and external
 * links without `rel="noopener noreferrer ugc"`. Returns one line per problem (empty = safe).
 */
export function unsafeMarkup(el: UgcAlbumElement): string[] {
  const allowed = new Set(['UL', 'LI', 'BUTTON', 'IMG', 'SPAN', 'P', 'DIV', 'SLOT', 'DIALOG', 'VIDEO', 'A', 'STYLE', 'BDI', 'H2', 'S', 'TIME', 'I']);
  const problems: string[] = [];
  for (const node of el.shadowRoot!.querySelectorAll('*')) {
    const tag = node.tagName;
    if (!allowed.has(tag)) problems.push(`unexpected <${tag.toLowerCase()}>`);
    // A <style> may only be Lit's own fallback (browsers without adoptedStyleSheets), never content.
    if (tag === 'STYLE' && node.parentNode !== el.shadowRoot) problems.push('a <style> inside the content');
    for (const { name, value } of node.attributes) {
      if (/^on/i.test(name)) problems.push(`<${tag.toLowerCase()} ${name}>`);
      // The only styles the widget sets itself (through the CSSOM) are numbers it computed: the
      // detail view's picture ratio and its markers' places.
      if (name === 'style' && !/^(?:--ar: [\d.e-]+;|left: [\d.e-]+%; top: [\d.e-]+%;)$/.test(value)) problems.push(`<${tag.toLowerCase()} style="${value}">`);
      const urls = name === 'srcset' ? srcsetUrls(value) : URL_ATTRS.includes(name) ? [value] : [];
      for (const url of urls) {
        if (!/^https?:\/\/[^/]/i.test(url)) problems.push(`<${tag.toLowerCase()} ${name}="${url.slice(0, 80)}">`);
      }
    }
    if (tag === 'A') {
      const rel = (node.getAttribute('rel') ?? '').split(/\s+/);
      for (const r of ['noopener', 'noreferrer', 'ugc']) {
        if (!rel.includes(r)) problems.push(`<a href="${node.getAttribute('href')?.slice(0, 80)}"> without rel ${r}`);
      }
    }
  }
  return problems;
}
