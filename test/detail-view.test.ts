import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { hotspotPlaces, shownPrice, timedProduct } from '../src/element/shoppable.js';
import fr from '../src/i18n/locales/fr.js';
import { DAY, MEDIA, NOW, PRODUCTS, item, product, show } from './support/detail.js';

// The shoppable detail view, rendered with its real styles in a shadow root: markers on the picture
// (measured against the image's own box), linked both ways with the product list, sale prices with
// their "was" text, the attribution link and date, and what a video shows as it plays.

const hotspots = (root: ShadowRoot) => [...root.querySelectorAll<HTMLAnchorElement>('[part~="hotspot"]')];
const rows = (root: ShadowRoot) => [...root.querySelectorAll<HTMLLIElement>('[part="products"] li')];
const lit = (root: ShadowRoot) => ({
  markers: hotspots(root).map((a) => a.classList.contains('pointed')),
  rows: rows(root).map((li) => li.classList.contains('pointed')),
});

/** Where each marker's centre is, as fractions of the displayed image's box. */
function markerPlaces(root: ShadowRoot) {
  const img = root.querySelector('[part="lightbox-image"]')!.getBoundingClientRect();
  return hotspots(root).map((a) => {
    const r = a.getBoundingClientRect();
    return { x: (r.left + r.width / 2 - img.left) / img.width, y: (r.top + r.height / 2 - img.top) / img.height };
  });
}

describe('shoppable detail view', () => {
  // Later test files expect the runner's default window.
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => document.querySelectorAll('dialog').forEach((d) => d.close()));

  describe('hotspots', () => {
    for (const [name, width, height, viewport] of [
      ['a landscape photo in a wide window', 1200, 800, { width: 1280, height: 800 }],
      ['a portrait photo in a wide window (bars left and right)', 800, 1200, { width: 1280, height: 800 }],
      ['a landscape photo on a phone', 1200, 800, { width: 375, height: 812 }],
    ] as const) {
      it(`sit where the service puts them on the picture itself: ${name}`, async () => {
        await setViewport(viewport);
        const { root } = await show(item({ width, height }));
        const img = root.querySelector<HTMLImageElement>('[part="lightbox-image"]')!;
        const box = img.getBoundingClientRect();
        // The image element is exactly the picture (no letterbox inside it) …
        expect(box.width / box.height).to.be.closeTo(width / height, 0.01);
        // … and smaller than the media area in one direction at least (the stage is not the dialog).
        const media = root.querySelector('.media')!.getBoundingClientRect();
        expect(box.width <= media.width + 0.5 && box.height <= media.height + 0.5).to.equal(true);
        const places = markerPlaces(root);
        expect(places).to.have.length(2);
        expect(places[0]!.x).to.be.closeTo(0.25, 2 / box.width);
        expect(places[0]!.y).to.be.closeTo(0.5, 2 / box.height);
        expect(places[1]!.x).to.be.closeTo(0.9, 2 / box.width);
        expect(places[1]!.y).to.be.closeTo(0.1, 2 / box.height);
      });
    }

    it('are links named by their number and product, out of the Tab order (their list entries are in it), reported as actions', async () => {
      await setViewport({ width: 1280, height: 800 });
      const { root, actions } = await show(item());
      const [first, second] = hotspots(root);
      expect(first!.getAttribute('aria-label')).to.equal('1, Trail Runner 42');
      expect(second!.getAttribute('aria-label')).to.equal('2, Summit Pack 30L');
      expect(first!.href).to.equal('https://shop.example.com/a');
      expect(first!.rel).to.equal('noopener noreferrer ugc');
      // Focus starts on the close button (autofocus); Tab goes past the markers.
      root.querySelector<HTMLElement>('[part="lightbox-close"]')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement?.getAttribute('part')).not.to.equal('hotspot');
      expect(first!.tabIndex).to.equal(-1);
      // Followed (the test page stays: navigation cancelled).
      first!.addEventListener('click', (e) => e.preventDefault());
      first!.click();
      expect(actions).to.deep.equal(['https://shop.example.com/a']);
    });

    it('focus or hover on a marker shows its product in the list, and the other way round', async () => {
      await setViewport({ width: 1280, height: 800 });
      const { root } = await show(item());
      expect(lit(root)).to.deep.equal({ markers: [false, false], rows: [false, false, false] });

      hotspots(root)[1]!.focus();
      await waitUntil(() => rows(root)[2]!.classList.contains('pointed'));
      expect(lit(root)).to.deep.equal({ markers: [false, true], rows: [false, false, true] });

      // The list's first product (marker 1) focused: its marker shows it.
      rows(root)[0]!.querySelector('a')!.focus();
      expect(lit(root)).to.deep.equal({ markers: [true, false], rows: [true, false, false] });
      // A product without a marker is highlighted alone.
      rows(root)[1]!.querySelector('a')!.focus();
      expect(lit(root)).to.deep.equal({ markers: [false, false], rows: [false, true, false] });

      // The real mouse over marker 2, then away. Aimed once the dialog has finished opening: its
      // opening animation starts 16 px lower (translateY, scale .98), so a marker measured on the first
      // frame has moved off the aimed point by the time a slower automation (Firefox over BiDi) moves
      // the mouse there.
      (root.activeElement as HTMLElement).blur();
      await Promise.all(root.querySelector('dialog')!.getAnimations().map((a) => a.finished.catch(() => {})));
      const r = hotspots(root)[1]!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
      await waitUntil(() => rows(root)[2]!.classList.contains('pointed'), 'hovering a marker shows its product');
      const row = rows(root)[0]!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(row.left + 10), Math.round(row.top + row.height / 2)] });
      await waitUntil(() => hotspots(root)[0]!.classList.contains('pointed'), 'hovering a product shows its marker');
      expect(lit(root)).to.deep.equal({ markers: [true, false], rows: [true, false, false] });
      await sendMouse({ type: 'move', position: [0, 0] });
    });

    it('numbers markers and their products alike', async () => {
      const { root } = await show(item());
      // The number is drawn by `content: attr(data-n)`: Chromium and WebKit report the ::before's
      // content resolved ("1"), Firefox as written; either way, it is the marker's number.
      const drawn = hotspots(root).map((a) => {
        const num = a.querySelector('.hotspot-number')!;
        const content = getComputedStyle(num, '::before').content;
        return content === 'attr(data-n)' ? JSON.stringify(num.getAttribute('data-n')) : content;
      });
      expect(drawn).to.deep.equal(['"1"', '"2"']);
      expect(rows(root).map((li) => li.querySelector('.product-number')?.textContent ?? null)).to.deep.equal(['1', '', '2']);
    });

    it('without the original size there are no markers, only the list (nothing loads the original)', async () => {
      const unsized = item({ width: null, height: null, hotspots: item().hotspots.map((h) => ({ ...h, point: null })) });
      const { root } = await show(unsized);
      expect(hotspots(root)).to.have.length(0);
      expect(rows(root)).to.have.length(3);
      expect(root.querySelector('.stage')).to.equal(null);
      expect(hotspotPlaces(unsized, unsized, unsized.products)).to.deep.equal([]);
    });

    it('a video has no markers', () => {
      const video = item({ type: 'video' });
      expect(hotspotPlaces(video, video, PRODUCTS)).to.deep.equal([]);
    });
  });

  describe('prices', () => {
    it('a current sale: the sale price, the regular one struck through and read as "was …"', async () => {
      const { root } = await show(item());
      const price = rows(root)[0]!.querySelector('[part="price"]')!;
      expect(price.querySelector('s')!.textContent).to.equal('$129.95');
      expect(price.querySelector('s')!.getAttribute('aria-hidden')).to.equal('true');
      expect(price.querySelector('.visually-hidden')!.textContent!.trim()).to.equal('was $129.95');
      expect(price.querySelector('.sale')!.textContent).to.equal('$99.00');
      // What a screen reader reads, in order.
      const read = [...price.childNodes]
        .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden')) && n.nodeType !== Node.COMMENT_NODE)
        .map((n) => n.textContent)
        .join('');
      expect(read.replace(/\s+/g, ' ').trim()).to.equal('$99.00 was $129.95');
    });

    it('before or after the sale window: the regular price alone', () => {
      const before = product({ salePrice: 99, saleStart: new Date(NOW + DAY), saleEnd: null });
      const after = product({ salePrice: 99, saleStart: null, saleEnd: new Date(NOW - 1) });
      expect(shownPrice(before, NOW)).to.deep.equal({ price: 129.95, was: null, currency: 'USD' });
      expect(shownPrice(after, NOW)).to.deep.equal({ price: 129.95, was: null, currency: 'USD' });
      expect(shownPrice(product({ salePrice: 99 }), NOW)).to.deep.equal({ price: 99, was: 129.95, currency: 'USD' });
    });

    it('no currency, no price: never a bare ambiguous number', async () => {
      const mugs = [product({ title: 'Camp Mug', currency: '' }), product({ id: 2, title: 'Camp Cup', currency: '', salePrice: 5 })];
      const { root } = await show(item({ products: mugs, hotspots: [] }));
      expect(root.querySelectorAll('[part="price"]')).to.have.length(0);
      expect(rows(root).map((li) => li.textContent)).to.deep.equal(['Camp Mug', 'Camp Cup']);
    });

    it('the "was" text in the widget\'s language', async () => {
      const { root } = await show(item(), { strings: fr, format: (n, o) => new Intl.NumberFormat('fr-FR', o).format(n) });
      expect(root.querySelector('[part="price"] .visually-hidden')!.textContent!.trim()).to.match(/^au lieu de 129,95\s\$US$/);
    });
  });

  describe('attribution', () => {
    it('links the original post on its network and dates it in the widget\'s locale', async () => {
      const { root } = await show(item(), { locale: 'fr' });
      const a = root.querySelector<HTMLAnchorElement>('[part="attribution"]')!;
      expect(a.textContent).to.equal('View on Instagram');
      expect(a.href).to.equal('https://www.instagram.com/p/CAbcdEfgh12/');
      expect(a.rel).to.equal('noopener noreferrer ugc');
      expect(a.target).to.equal('_blank');
      const time = root.querySelector('time')!;
      expect(time.dateTime).to.equal('2026-11-01T12:00:00.000Z');
      expect(time.textContent).to.equal(new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(Date.UTC(2026, 10, 1, 12)));
      expect(time.textContent).to.match(/nov\./);
    });

    it('another source: "View the original post"; no link: the date alone; no date either: nothing', async () => {
      let { root } = await show(item({ source: 'desktop', sourceLink: 'https://shop.example.com/ugc/1' }));
      expect(root.querySelector('[part="attribution"]')!.textContent).to.equal('View the original post');
      ({ root } = await show(item({ sourceLink: null })));
      expect(root.querySelector('[part="attribution"]')).to.equal(null);
      expect(root.querySelector('time')).to.exist;
      ({ root } = await show(item({ sourceLink: null, createdAt: null })));
      expect(root.querySelector('.post-meta')).to.equal(null);
    });

    it('a bad locale falls back to the browser\'s, never throws', async () => {
      const { root } = await show(item(), { locale: 'not a locale!' });
      expect(root.querySelector('time')!.textContent).to.match(/2026/);
    });
  });

  describe('timed video products', () => {
    const video = item({
      type: 'video',
      videoUrl: `${MEDIA}/vid-01/video.webm`,
      hotspots: [],
      timedProducts: [
        { time: 1, productId: 2, productIndex: 1 },
        { time: 3, productId: 3, productIndex: 2 },
      ],
    });

    it('the product of the moment surfaces as the video plays; every product stays listed', async () => {
      const { root } = await show(video);
      const v = root.querySelector('video')!;
      const at = (t: number) => {
        v.currentTime = t;
        v.dispatchEvent(new Event('timeupdate'));
      };
      expect(root.querySelector('.now-showing')).to.equal(null);
      expect(rows(root)).to.have.length(3);
      at(0.5);
      expect(root.querySelector('.now-showing')).to.equal(null);
      at(1.2);
      expect(root.querySelector('.now-showing [part~="product"]')!.getAttribute('href')).to.equal('https://shop.example.com/b');
      expect(lit(root).rows).to.deep.equal([false, true, false]);
      at(4);
      expect(root.querySelector('.now-showing')!.textContent).to.contain('Summit Pack 30L');
      expect(lit(root).rows).to.deep.equal([false, false, true]);
      expect(rows(root)).to.have.length(3);
      // Seeking back takes it back.
      at(0);
      expect(root.querySelector('.now-showing')).to.equal(null);
    });

    it("the card of the moment is a compact row over the video: its thumbnail 48 px, its name on one line", async () => {
      const { root } = await show(video);
      const v = root.querySelector('video')!;
      v.currentTime = 1.2;
      v.dispatchEvent(new Event('timeupdate'));
      const card = root.querySelector<HTMLElement>('.now-showing [part~="product"]')!;
      // Layout sizes (the dialog's opening animation scales what the screen shows).
      const thumb = card.querySelector('img')!;
      // The video's own sizing rule once caught this thumbnail too: it filled the card, 400 px wide.
      expect([thumb.offsetWidth, thumb.offsetHeight]).to.deep.equal([48, 48]);
      expect(card.offsetHeight).to.be.below(80);
    });

    it('timedProduct: the latest moment passed, whatever the order they arrive in', () => {
      const shuffled = item({ timedProducts: [video.timedProducts[1]!, video.timedProducts[0]!] });
      expect([0, 1, 2.9, 3, 99].map((t) => timedProduct(shuffled, PRODUCTS, t))).to.deep.equal([-1, 1, 1, 2, 2]);
    });
  });
});
