import { expect } from '@open-wc/testing';
import { clearContentCache, clientOptions } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { en } from '../src/i18n/i18n.js';
import type { UgcAlbumStrings } from '../src/i18n/i18n.js';
import ar from '../src/i18n/locales/ar.js';
import de from '../src/i18n/locales/de.js';
import es from '../src/i18n/locales/es.js';
import fr from '../src/i18n/locales/fr.js';
import ja from '../src/i18n/locales/ja.js';
import type { MediaItem } from '../src/client/media.types.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, focusOf, mount, part, parts } from './support/album.js';
import type { Attrs } from './support/album.js';

// Sandbox fixtures 1001 and 1003 have 300 and 40 approved items (photos and videos). Their count is
// answered as 1234 here, so that numbers show their locale's grouping.
const MAIN = 1001;
const OTHER = 1003;
const COUNT = 1234;

const LOCALES: Record<string, UgcAlbumStrings> = { fr, de, es, ja, ar };

const number = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);

/** Mounts and resolves once the first page and the count are shown in `strings`. */
async function loaded(
  attrs: Attrs,
  strings: UgcAlbumStrings,
  locale: string,
  parent?: HTMLElement,
  before?: (el: UgcAlbumElement) => void,
): Promise<{ el: UgcAlbumElement; items: MediaItem[] }> {
  let items: MediaItem[] = [];
  const el = await mount(
    albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true, ...attrs }),
    (e) => {
      e.addEventListener('ugc-load', (ev) => (items = [...ev.detail.items]), { once: true });
      before?.(e);
    },
    parent,
  );
  const count = strings.count(number(locale, COUNT), COUNT);
  await waitUntil(() => items.length && part(el, 'count')!.textContent!.trim() === count, `count never read "${count}"`);
  return { el, items };
}

describe('<ugc-album> i18n', () => {
  beforeEach(() => {
    clearContentCache();
    clientOptions.fetch = (input, init) =>
      /\/photos\/count/.test(String(input))
        ? Promise.resolve(new Response(JSON.stringify({ status: 200, data: { count: COUNT } }), { status: 200 }))
        : fetch(input, init);
  });
  afterEach(() => {
    delete clientOptions.fetch;
  });

  /** A video tile's name (tile-controller.ts): its description, then who posted it, in the locale. */
  const videoName = (s: UgcAlbumStrings, item: MediaItem) => {
    expect(item.userName && item.alt, 'a video with a description and a submitter').to.be.ok;
    return `${item.alt.replace(/[.,;:]+$/, '')}, ${s.by(item.userName, true)}`;
  };

  for (const [locale, strings] of Object.entries(LOCALES)) {
    it(`locale="${locale}" shows its strings and formats numbers for ${locale}`, async () => {
      const { el, items } = await loaded({ locale }, strings, locale);
      // Whatever the locale's grouping is (a narrow no-break space in French, a dot in German…).
      expect(part(el, 'count')!.textContent).to.contain(number(locale, COUNT));
      expect(part(el, 'load-more')!.textContent).to.equal(strings.loadMore);
      const video = items.findIndex((i) => i.type === 'video');
      expect(parts(el, 'item')[video]!.getAttribute('aria-label')).to.equal(videoName(strings, items[video]!));
      expect(getComputedStyle(el).direction).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
      await expect(el).to.be.accessible();
    });
  }

  it('numbers really differ by locale (grouping)', () => {
    expect(number('fr', COUNT)).not.to.equal(number('en', COUNT));
    expect(number('de', COUNT)).not.to.equal(number('en', COUNT));
    expect(number('fr', COUNT)).to.contain('\u202f');
  });

  it("writes a tile name's date as the language's medium date (English without Intl)", () => {
    // English formats it from toDateString (no ICU formatter to build in the render); it must read
    // exactly as Intl's medium date: every month, one- and two-digit days, leap days, year ends.
    const days = [...Array(12).keys()].flatMap((m) => [new Date(2026, m, 1, 12), new Date(2026, m, 28, 9)]);
    days.push(new Date(2024, 1, 29), new Date(1999, 11, 31, 23, 59), new Date(1970, 0, 1), new Date(2100, 6, 4));
    for (const [lang, s] of Object.entries({ en, ...LOCALES })) {
      const medium = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
      for (const day of days) expect(s.by('ana', false, day), lang).to.contain(medium.format(day));
      expect(s.by('ana', false, null), lang).not.to.match(/\d/);
    }
    expect(en.by('ana', true, new Date(2026, 10, 2))).to.equal('Video by ana, Nov 2, 2026');
  });

  it('defaults to the lang of the closest ancestor', async () => {
    const page = document.createElement('div');
    page.lang = 'de-AT';
    const { el } = await loaded({}, de, 'de-AT', page);
    expect(part(el, 'load-more')!.textContent).to.equal(de.loadMore);
  });

  it('English is built in; other languages keep English text with their own numbers', async () => {
    const { el } = await loaded({ locale: 'pt-BR' }, en, 'pt-BR');
    expect(part(el, 'count')!.textContent).to.contain(number('pt-BR', COUNT));
    expect(part(el, 'load-more')!.textContent).to.equal('Load more');
  });

  it('`strings` overrides any text, over the locale’s own', async () => {
    const { el } = await loaded({ locale: 'fr' }, fr, 'fr', undefined, (e) => {
      e.strings = { loadMore: 'Encore !' };
    });
    expect(part(el, 'load-more')!.textContent).to.equal('Encore !');
    el.strings = { loadMore: 'Plus', count: (f) => `${f} souvenirs` };
    await el.updateComplete;
    expect(part(el, 'load-more')!.textContent).to.equal('Plus');
    expect(part(el, 'count')!.textContent).to.equal(`${number('fr', COUNT)} souvenirs`);
    el.strings = null;
    await el.updateComplete;
    expect(part(el, 'load-more')!.textContent).to.equal(fr.loadMore);
  });

  it('changing locale re-renders every text, tile names included', async () => {
    const { el, items } = await loaded({ locale: 'fr' }, fr, 'fr');
    el.locale = 'es';
    const count = es.count(number('es', COUNT), COUNT);
    await waitUntil(() => part(el, 'count')!.textContent === count, 'never Spanish');
    const video = items.findIndex((i) => i.type === 'video');
    expect(parts(el, 'item')[video]!.getAttribute('aria-label')).to.equal(videoName(es, items[video]!));
  });

  describe('right to left', () => {
    it('Arabic sets dir="rtl" on the widget when the page sets no direction, and mirrors the arrow keys', async () => {
      // Another album than the other tests' (the detail view puts large images in the memory cache,
      // which a later tile would then show).
      const { el } = await loaded({ locale: 'ar', 'album-id': OTHER }, ar, 'ar');
      expect(el.getAttribute('dir')).to.equal('rtl');
      // The grid starts at the right.
      const grid = part(el, 'grid')!.getBoundingClientRect();
      expect(parts(el, 'item')[0]!.getBoundingClientRect().right).to.be.closeTo(grid.right, 1);

      const dialog = async () => {
        await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'detail view never opened');
        return part<HTMLDialogElement>(el, 'lightbox')!;
      };
      const position = () => el.shadowRoot!.getElementById('position')!.textContent;
      const of = (n: number) => ar.itemOf(number('ar', n), number('ar', COUNT));
      parts(el, 'item')[1]!.focus();
      await sendKeys({ press: 'Enter' });
      const d = await dialog();
      expect(position()).to.equal(of(2));
      expect(part(el, 'lightbox-close')!.getAttribute('aria-label')).to.equal(ar.close);
      // In right-to-left, the next item is to the left.
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => position() === of(3), `ArrowLeft did not go to the next item (${position()})`);
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => position() === of(2), `ArrowRight did not go back (${position()})`);
      // The next button sits on the left.
      expect(part(el, 'lightbox-next')!.getBoundingClientRect().left).to.be.lessThan(
        part(el, 'lightbox-prev')!.getBoundingClientRect().left,
      );
      await expect(el).to.be.accessible();
      d.close();
      await waitUntil(() => focusOf(el) === 'item 1', 'focus did not return to the tile');
    });

    it('the page’s own direction wins', async () => {
      const page = document.createElement('div');
      page.dir = 'ltr';
      const { el } = await loaded({ locale: 'ar' }, ar, 'ar', page);
      expect(el.hasAttribute('dir')).to.equal(false);
      expect(getComputedStyle(el).direction).to.equal('ltr');
    });

    it('leaving Arabic gives the direction back', async () => {
      const { el } = await loaded({ locale: 'ar' }, ar, 'ar');
      el.locale = 'en';
      await el.updateComplete;
      expect(el.hasAttribute('dir')).to.equal(false);
      expect(getComputedStyle(el).direction).to.equal('ltr');
    });
  });
});
