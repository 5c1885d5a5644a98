// The Angular recipe of docs/recipes/angular.md, as printed (compiled with TypeScript's decorators
// through scripts/docs-recipes.js, then by Angular's JIT compiler), bootstrapped without zone.js
// against the sandbox.
import '@angular/compiler';
import { expect } from '@open-wc/testing';
import { createComponent, provideZonelessChangeDetection } from '@angular/core';
import type { ApplicationRef, Type } from '@angular/core';
import { createApplication } from '@angular/platform-browser';
import { waitUntil } from './support/wait.js';
import { parts, uniqueKey, watchErrors } from './support/recipes.js';
import { sandboxUrl } from './support/sandbox.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';

const recipe = async () => ((await import('/__angular/gallery.js' as string)) as { GalleryComponent: Type<unknown> }).GalleryComponent;

describe('Angular recipe (docs/recipes/angular.md)', () => {
  let errors: ReturnType<typeof watchErrors>;
  let app: ApplicationRef | undefined;
  let host: HTMLElement | undefined;

  beforeEach(() => {
    errors = watchErrors();
  });

  afterEach(() => {
    app?.destroy();
    host?.remove();
    app = host = undefined;
    errors.restore();
    expect(errors.seen, 'console errors and uncaught errors').to.deep.equal([]);
  });

  it('binds the sort as an object, and both handlers run', async () => {
    const GalleryComponent = await recipe();
    // Angular's hundreds of modules fill the resource timing buffer: make room for the gallery's.
    performance.clearResourceTimings();
    app = await createApplication({ providers: [provideZonelessChangeDetection()] });
    host = document.createElement('app-gallery');
    document.body.append(host);
    const ref = createComponent(GalleryComponent, { environmentInjector: app.injector, hostElement: host });
    ref.setInput('albumId', 1002);
    ref.setInput('apiKey', uniqueKey('angular'));
    ref.setInput('baseUrl', sandboxUrl);
    app.attachView(ref.hostView);
    ref.changeDetectorRef.detectChanges();

    const el = host.querySelector('ugc-album') as UgcAlbumElement;
    const status = () => host!.querySelector('[role=status]')!.textContent;
    await waitUntil(() => (app!.tick(), status() === '12 photos loaded'), 'the (ugc-load) handler never wrote the status');
    expect(el.sort).to.deep.equal({ recency: true, desc: true });
    expect(el.albumId).to.equal(1002);
    const sent = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name))
      .filter((u) => u.pathname.endsWith('/1002/photos'))
      .map((u) => u.searchParams.get('sort'));
    expect(sent).to.include('{"desc":true,"recency":true}');

    // (ugc-item-click) reaches the component's handler, which logs the item.
    const logged: unknown[][] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => logged.push(args);
    try {
      parts(el, 'item')[0]!.click();
    } finally {
      console.log = log;
    }
    expect(logged.map(([word]) => word)).to.deep.equal(['opened']);
    expect(typeof logged[0]![1], 'the item id').to.equal('number');
  });
});
