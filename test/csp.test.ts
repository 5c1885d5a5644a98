import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { albumAttrs, mountLoaded, part, parts, record, sandboxUrl, uniqueKey } from './support/album.js';

// This file's runner page is served with a strict Content-Security-Policy header (see
// strictCspMiddleware in web-test-runner.config.js):
//   default-src 'none'; script-src 'self' <wtr's inline runtime, by hash>;
//   style-src 'self' 'nonce-ugc-csp-test'; img-src <sandbox>; media-src <sandbox>;
//   connect-src 'self' <sandbox>
const NONCE = 'ugc-csp-test';

/** Violations reported in `doc` (they are composed: one capturing listener sees shadow trees too). */
function violationsIn(doc: Document) {
  const seen: string[] = [];
  const listener = (e: SecurityPolicyViolationEvent) => seen.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} ${e.sample}`);
  doc.addEventListener('securitypolicyviolation', listener, true);
  return { seen, stop: () => doc.removeEventListener('securitypolicyviolation', listener, true) };
}

const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

describe('<ugc-album> under a strict Content-Security-Policy', () => {
  beforeEach(() => clearContentCache());

  it('the page really is under the policy (control: inline styles and images from elsewhere are refused)', async () => {
    const v = violationsIn(document);
    const style = document.createElement('style');
    style.textContent = 'p{color:red}';
    const div = document.createElement('div');
    div.setAttribute('style', 'color:red');
    const img = new Image();
    img.src = 'http://localhost:1/x.png';
    document.body.append(style, div, img);
    try {
      await waitUntil(() => v.seen.length >= 3, `only ${v.seen.join(' | ')}`);
      // (WebKit may report one refusal twice.)
      expect([...new Set(v.seen.map((s) => s.split(':')[0]))].sort()).to.deep.equal(['img-src', 'style-src-attr', 'style-src-elem']);
    } finally {
      style.remove();
      div.remove();
      img.remove();
      v.stop();
    }
  });

  it('shows the gallery, pages, opens images and videos and sends analytics with zero violations', async () => {
    const v = violationsIn(document);
    const key = uniqueKey();
    try {
      const { el } = await mountLoaded(
        albumAttrs({ 'api-key': key, 'album-id': 1001, 'per-page': 12, eager: true, 'analytics-url': sandboxUrl }),
      );
      const sent = record(el, 'ugc-analytics');
      await waitUntil(() => loaded(parts<HTMLImageElement>(el, 'tile-image')[0]!), 'first tile image never loaded');
      await waitUntil(() => /300 posts/.test(part(el, 'count')!.textContent!), 'count never shown');

      part(el, 'load-more')!.click();
      await waitUntil(() => parts(el, 'item').length === 24, 'load more failed');

      const tiles = parts(el, 'item');
      const image = tiles.findIndex((t) => !/video/.test(t.getAttribute('part')!));
      const video = tiles.findIndex((t) => /video/.test(t.getAttribute('part')!));
      tiles[image]!.click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'detail view never opened');
      await waitUntil(() => loaded(part<HTMLImageElement>(el, 'lightbox-image')!), 'detail image never loaded');
      part<HTMLDialogElement>(el, 'lightbox')!.close();
      await waitUntil(() => !part(el, 'lightbox'));

      tiles[video]!.click();
      await waitUntil(() => part<HTMLVideoElement>(el, 'lightbox-video'), 'video never shown');
      const player = part<HTMLVideoElement>(el, 'lightbox-video')!;
      await waitUntil(() => player.readyState >= HTMLMediaElement.HAVE_METADATA, 'video metadata never loaded');
      part<HTMLDialogElement>(el, 'lightbox')!.close();

      // Engagement events reached the collector (connect-src), not only left the widget.
      await waitUntil(() => sent.some((e) => e.detail.name === 'openedLightbox'), 'openedLightbox never sent');
      await waitUntil(
        async () => {
          const log = await (await fetch(`${sandboxUrl}/__events?api_key=${key}`)).json();
          return log.data.some((e: { name: string }) => e.name === 'openedLightbox');
        },
        'the collector never got the events',
        { interval: 200 },
      );

      // Styles are adopted sheets: no <style> element that would need a nonce, no style attribute.
      expect(el.shadowRoot!.querySelectorAll('style, [style]').length).to.equal(0);
      expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.at.least(2);
      expect(v.seen).to.deep.equal([]);
    } finally {
      v.stop();
    }
  });

  it("without adoptedStyleSheets, Lit's <style> fallback carries window.litNonce: styled, zero violations", async function () {
    this.timeout(20_000);
    // A fresh realm (same origin, so the same policy) where Lit finds no constructable stylesheets.
    const frame = document.createElement('iframe');
    frame.width = '900';
    frame.height = '700';
    document.body.append(frame);
    const w = frame.contentWindow! as Window & typeof globalThis & { litNonce?: string };
    const doc = frame.contentDocument!;
    const v = violationsIn(doc);
    const vTop = violationsIn(document);
    try {
      delete (w.CSSStyleSheet.prototype as Partial<CSSStyleSheet>).replace;
      w.litNonce = NONCE;
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = new URL('../src/define.ts', import.meta.url).href;
      doc.head.append(script);
      await waitUntil(() => w.customElements.get('ugc-album'), 'element never defined in the frame');

      const el = doc.createElement('ugc-album');
      for (const [k, value] of Object.entries(albumAttrs({ 'album-id': 1002, eager: true }))) el.setAttribute(k, String(value));
      doc.body.append(el);
      const root = el.shadowRoot!;
      await waitUntil(() => root.querySelectorAll('[part~="item"]').length === 12, 'never loaded');
      (root.querySelector('[part~="item"]') as HTMLElement).click();
      await waitUntil(() => (root.querySelector('[part="lightbox"]') as HTMLDialogElement | null)?.open, 'detail view never opened');

      const styles = [...root.querySelectorAll('style')];
      expect(styles.length, 'the element and the detail view styles').to.be.at.least(2);
      // (Browsers hide a nonce from getAttribute once applied; the property keeps it.)
      expect(styles.map((s) => s.nonce)).to.deep.equal(styles.map(() => NONCE));
      // Both sheets apply: the grid (album styles) and the detail view's round 44px buttons.
      expect(w.getComputedStyle(root.querySelector('[part="grid"]')!).display).to.equal('grid');
      expect(w.getComputedStyle(root.querySelector('[part="lightbox-close"]')!).width).to.equal('44px');
      (root.querySelector('[part="lightbox"]') as HTMLDialogElement).close();
      expect(v.seen).to.deep.equal([]);
      expect(vTop.seen).to.deep.equal([]);
    } finally {
      v.stop();
      vTop.stop();
      frame.remove();
    }
  });
});
