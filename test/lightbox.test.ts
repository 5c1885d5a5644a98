import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { en } from '../src/i18n/i18n.js';
import { renderLightbox } from '../src/element/lightbox-view.js';
import type { LightboxView } from '../src/element/lightbox-view.js';
import { lockScroll } from '../src/element/scroll-lock.js';
import type { MediaItem } from '../src/client/media.types.js';

const CDN = 'https://cdn.example.com';

const item = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: 1,
  albumPhotoId: 11,
  albumId: 7,
  type: 'image',
  renditions: [
    { url: `${CDN}/s.jpg`, width: 320 },
    { url: `${CDN}/m.jpg`, width: 640 },
    { url: `${CDN}/l.jpg`, width: 1280 },
    { url: `${CDN}/o.jpg`, width: 4000 },
  ],
  originalUrl: `${CDN}/o.jpg`,
  videoUrl: null,
  width: 4000,
  height: 3000,
  caption: 'Fog on the lake',
  altText: 'A lake in fog',
  alt: 'A lake in fog',
  userName: 'mara',
  avatarUrl: `${CDN}/a.jpg`,
  source: '',
  sourceLink: null,
  action: { url: 'https://shop.example.com/p/1', text: 'Shop the look' },
  products: [
    { id: 1, sku: 'A', title: 'Trail Runner', link: 'https://shop.example.com/a', linkText: '', image: `${CDN}/p.jpg`, price: 129.95, currency: 'USD' },
    { id: 2, sku: 'B', title: 'Bad link', link: 'javascript:alert(1)', linkText: '', image: null, price: null, currency: '' },
  ],
  createdAt: null,
  approvedAt: null,
  ...over,
});

interface Calls {
  step: number[];
  closed: number;
  action: string[];
}

function view(over: Partial<LightboxView> = {}): { v: LightboxView; calls: Calls } {
  const calls: Calls = { step: [], closed: 0, action: [] };
  const v: LightboxView = {
    item: item(),
    index: 2,
    total: 10,
    hasNext: true,
    strings: en,
    format: (n, o) => new Intl.NumberFormat('en-US', o).format(n),
    step: (d) => calls.step.push(d),
    closed: () => calls.closed++,
    action: (url) => calls.action.push(url),
    ...over,
  };
  return { v, calls };
}

async function show(v: LightboxView, dir = 'ltr'): Promise<HTMLElement> {
  const host = await fixture<HTMLElement>(html`<div dir=${dir}></div>`);
  render(renderLightbox(v), host);
  return host;
}

const key = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true, ...init }));

describe('lightbox', () => {
  describe('renderLightbox', () => {
    it('is a modal dialog named after what it shows and "Item n of total"', async () => {
      const host = await show(view().v);
      const dialog = host.querySelector('dialog')!;
      expect(dialog.getAttribute('part')).to.equal('lightbox');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      const { v } = view();
      expect(host.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)!.textContent).to.equal(`${v.item.alt}, Photo by ${v.item.userName}, Item 3 of 10`);
      expect(host.querySelector('#position')!.textContent).to.equal('Item 3 of 10');
      expect(host.querySelector('[autofocus]')!.getAttribute('aria-label')).to.equal('Close');
    });

    it('shows the image up to the large rendition, with its size reserved', async () => {
      const host = await show(view().v);
      const img = host.querySelector<HTMLImageElement>('[part="lightbox-image"]')!;
      expect(img.getAttribute('srcset')).to.equal(`${CDN}/s.jpg 320w, ${CDN}/m.jpg 640w, ${CDN}/l.jpg 1280w`);
      expect(img.getAttribute('src')).to.equal(`${CDN}/l.jpg`);
      expect(img.getAttribute('sizes')).to.match(/^min\(/);
      expect(img.alt).to.equal('A lake in fog');
      expect(img.getAttribute('width')).to.equal('4000');
      expect(img.getAttribute('height')).to.equal('3000');
    });

    it('plays a video with controls, inline, poster first', async () => {
      const stills = [
        { url: `${CDN}/t.jpg`, width: 320 },
        { url: `${CDN}/b.jpg`, width: 1280 },
      ];
      const host = await show(view({ item: item({ type: 'video', renditions: stills, videoUrl: `${CDN}/v.mp4` }) }).v);
      const video = host.querySelector<HTMLVideoElement>('[part="lightbox-video"]')!;
      expect(video.controls).to.equal(true);
      expect(video.hasAttribute('playsinline')).to.equal(true);
      expect(video.getAttribute('preload')).to.equal('metadata');
      expect(video.getAttribute('poster')).to.equal(`${CDN}/b.jpg`);
      expect(video.getAttribute('src')).to.equal(`${CDN}/v.mp4`);
      expect(video.getAttribute('aria-label')).to.equal('A lake in fog');
    });

    it('shows a video without a usable file as its poster image', async () => {
      const host = await show(view({ item: item({ type: 'video', videoUrl: null }) }).v);
      expect(host.querySelectorAll('video')).to.have.length(0);
      expect(host.querySelectorAll('[part="lightbox-image"]')).to.have.length(1);
    });

    it('links only http(s) URLs, in a new tab, with rel="noopener noreferrer ugc"', async () => {
      const host = await show(view().v);
      const links = [...host.querySelectorAll<HTMLAnchorElement>('[part~="cta"]')];
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        'https://shop.example.com/p/1',
        'https://shop.example.com/a',
      ]);
      for (const a of links) {
        expect(a.target).to.equal('_blank');
        expect(a.rel).to.equal('noopener noreferrer ugc');
      }
      expect(links[0]!.textContent).to.equal('Shop the look');
      expect(links[1]!.getAttribute('part')).to.equal('cta product');
      expect(links[1]!.textContent).to.contain('Trail Runner');
      expect(links[1]!.textContent).to.contain('$129.95');
    });

    it('drops a CTA or avatar whose URL is not http(s)', async () => {
      const host = await show(
        view({ item: item({ action: { url: 'javascript:alert(1)', text: 'x' }, avatarUrl: 'data:image/png;base64,AAAA', products: [] }) }).v,
      );
      expect(host.querySelectorAll('[part~="cta"]')).to.have.length(0);
      expect(host.querySelectorAll('[part="avatar"], img:not([src])')).to.have.length(0);
      expect(host.innerHTML).not.to.match(/javascript:|data:/);
    });

    it('renders caption and names as text, never as markup', async () => {
      const payload = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
      const host = await show(view({ item: item({ caption: payload, userName: payload }) }).v);
      await new Promise((r) => setTimeout(r, 20));
      expect(host.querySelector('.caption')!.textContent).to.equal(payload);
      expect(host.querySelectorAll('img:not([part]):not([width="48"])')).to.have.length(0);
      expect(host.querySelectorAll('b')).to.have.length(0);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    });

    it('formats product prices and survives an unknown currency code', async () => {
      const products = [
        { id: 1, sku: 'A', title: 'Mug', link: 'https://shop.example.com/m', linkText: '', image: null, price: 18.5, currency: 'NOT A CODE' },
      ];
      const { v } = view({ item: item({ products }) });
      v.format = (n, o) => {
        try {
          return new Intl.NumberFormat('en-US', o).format(n);
        } catch {
          return `${n} ${o?.currency ?? ''}`.trim();
        }
      };
      const host = await show(v);
      expect(host.querySelector('.price')!.textContent).to.equal('18.5 NOT A CODE');
    });
  });

  describe('keys', () => {
    it('ArrowRight and ArrowLeft step, not past either end', async () => {
      const { v, calls } = view();
      const dialog = (await show(v)).querySelector('dialog')!;
      key(dialog, 'ArrowRight');
      key(dialog, 'ArrowLeft');
      key(dialog, 'Enter');
      expect(calls.step).to.deep.equal([1, -1]);

      const first = view({ index: 0, hasNext: false });
      const d2 = (await show(first.v)).querySelector('dialog')!;
      key(d2, 'ArrowLeft');
      key(d2, 'ArrowRight');
      expect(first.calls.step).to.deep.equal([]);
    });

    it('leaves arrows to a focused video and to modified keys', async () => {
      const { v, calls } = view({ item: item({ type: 'video', videoUrl: `${CDN}/v.mp4` }) });
      const host = await show(v);
      key(host.querySelector('video')!, 'ArrowRight');
      key(host.querySelector('dialog')!, 'ArrowRight', { altKey: true });
      key(host.querySelector('dialog')!, 'ArrowLeft', { ctrlKey: true });
      expect(calls.step).to.deep.equal([]);
    });

    it('follows the reading direction in right-to-left pages', async () => {
      const { v, calls } = view();
      const dialog = (await show(v, 'rtl')).querySelector('dialog')!;
      key(dialog, 'ArrowLeft');
      expect(calls.step).to.deep.equal([1]);
    });

    it('previous and next buttons say when they cannot move', async () => {
      const { v, calls } = view({ index: 0, hasNext: false });
      const host = await show(v);
      const prev = host.querySelector<HTMLButtonElement>('[part="lightbox-prev"]')!;
      const next = host.querySelector<HTMLButtonElement>('[part="lightbox-next"]')!;
      expect(prev.getAttribute('aria-disabled')).to.equal('true');
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      prev.click();
      next.click();
      expect(calls.step).to.deep.equal([]);
    });
  });

  describe('links and closing', () => {
    it('reports CTA clicks and middle clicks, not right clicks', async () => {
      const { v, calls } = view();
      const host = await show(v);
      const cta = host.querySelector<HTMLAnchorElement>('[part="cta"]')!;
      cta.addEventListener('click', (e) => e.preventDefault());
      cta.click();
      cta.dispatchEvent(new MouseEvent('auxclick', { button: 1, bubbles: true }));
      cta.dispatchEvent(new MouseEvent('auxclick', { button: 2, bubbles: true }));
      expect(calls.action).to.deep.equal(['https://shop.example.com/p/1', 'https://shop.example.com/p/1']);
    });

    it('closes from the close button and from the backdrop, not from a click inside', async () => {
      const { v, calls } = view();
      const host = await show(v);
      const dialog = host.querySelector('dialog')!;
      const closed = () => new Promise((r) => dialog.addEventListener('close', r, { once: true }));

      dialog.showModal();
      host.querySelector<HTMLElement>('.info')!.click();
      expect(dialog.open).to.equal(true);
      dialog.click(); // what a click on the backdrop targets
      await closed();
      expect(dialog.open).to.equal(false);

      dialog.showModal();
      host.querySelector<HTMLButtonElement>('[part="lightbox-close"]')!.click();
      await closed();
      expect(calls.closed).to.equal(2);
    });
  });

  describe('lockScroll', () => {
    const root = document.documentElement;
    afterEach(() => root.removeAttribute('style'));

    it('hides page overflow, then leaves no style attribute behind when there was none', () => {
      root.removeAttribute('style');
      const unlock = lockScroll();
      expect(getComputedStyle(root).overflowY).to.equal('hidden');
      unlock();
      expect(root.hasAttribute('style')).to.equal(false);
    });

    it('restores the page inline styles exactly, priorities included', () => {
      root.style.setProperty('overflow-x', 'clip');
      root.style.setProperty('overflow-y', 'scroll', 'important');
      root.style.setProperty('scrollbar-gutter', 'stable both-edges');
      root.style.setProperty('color', 'rgb(1, 2, 3)');
      const before = root.getAttribute('style');
      const unlock = lockScroll();
      expect(root.style.getPropertyValue('overflow-y')).to.equal('hidden');
      expect(root.style.getPropertyPriority('overflow-y')).to.equal('important');
      unlock();
      expect(root.getAttribute('style')).to.equal(before);
    });
  });
});
