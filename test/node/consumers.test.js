// Projects that consume the packed tarball type-check: TypeScript 7 and TypeScript 5.9, each with
// bundler and node16 resolution; React 19 JSX through `ugc-album/react`; Vue 3 templates through
// `ugc-album/vue` with vue-tsc's strict templates. Every project also holds `@ts-expect-error` lines,
// so the types are checked to refuse what they must (an untyped `any` would fail those).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { tarball, unpack } from './support/tarball.js';
import { cartRecipe } from '../../scripts/docs-recipes.js';

const root = new URL('../..', import.meta.url).pathname;
const modules = join(root, 'node_modules');

/** The TypeScript compilers: TS 7 (native) and TS 5.9 (the `typescript5` alias). */
const compilers = {
  'TypeScript 7': join(modules, 'typescript/bin/tsc'),
  'TypeScript 5.9': join(modules, 'typescript5/bin/tsc'),
};

/** A consumer project: `files` written under a fresh folder whose node_modules holds the tarball. */
function project(files) {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-album-consumer-'));
  const nm = join(dir, 'node_modules');
  unpack(packed, join(nm, 'ugc-album'));
  // What the package and the frameworks need, from this repository's own install.
  for (const name of ['lit', 'lit-html', 'lit-element', '@lit', '@lit-labs', '@types', 'react', 'react-dom', 'csstype', 'vue', '@vue', 'svelte']) {
    try {
      symlinkSync(join(modules, name), join(nm, name));
    } catch (e) {
      if (e.code !== 'ENOENT') throw e;
    }
  }
  for (const [name, text] of Object.entries({ 'package.json': '{ "type": "module", "private": true }\n', ...files })) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`);
  }
  return dir;
}

/** Runs a compiler in `dir`; returns its output, failing the test with it when it reports errors. */
function check(dir, command, args = []) {
  const preload = command.includes('vue-tsc') ? ['--import', join(root, 'scripts/typescript5.js')] : [];
  const result = spawnSync(process.execPath, [...preload, command, '-p', dir, ...args], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} found errors:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const strict = { strict: true, noEmit: true, skipLibCheck: false, lib: ['ES2023', 'DOM', 'DOM.Iterable'], target: 'ES2022', types: [] };
// TypeScript 7 also checks every declaration file of the package (fast); the others take them as
// read (TypeScript 5.9 takes half a minute over Lit's and React's on a busy machine).
const libCheck = (compiler) => ({ skipLibCheck: compiler !== 'TypeScript 7' });

// `import 'ugc-album/define'` alone: the tag and every event are typed.
const defineOnly = `import 'ugc-album/define';

const album = document.createElement('ugc-album');
album.albumId = '1001';
album.layout = 'carousel';
album.addEventListener('ugc-item-click', (e) => {
  const index: number = e.detail.index;
  const alt: string = e.detail.item.alt;
  e.preventDefault();
  void [index, alt];
});
document.addEventListener('ugc-error', (e) => {
  const retryable: boolean = e.detail.error.retryable;
  const request: string | undefined = e.detail.error.request;
  void [retryable, request];
});
window.addEventListener('ugc-analytics', (e) => void e.detail.body);
// @ts-expect-error: the detail is typed, not any
album.addEventListener('ugc-load', (e) => e.detail.nope);
// @ts-expect-error: only the two layouts
album.layout = 'masonry';
`;

// Every export path.
const everyEntry = `import { UgcAlbumElement, createContentClient, ContentError, createEngagementTracker, en } from 'ugc-album';
import type { MediaItem, UgcAlbumEventMap, UgcAlbumStrings, UgcItemDetail } from 'ugc-album';
import { UgcAlbumElement as Defined } from 'ugc-album/define';
import { createContentClient as client } from 'ugc-album/client';
import { addToCart, conversion, getVisitorId, grantAnalyticsConsent } from 'ugc-album/analytics';
import { createMedia, SubmissionError } from 'ugc-album/server';
import * as bundle from 'ugc-album/ugc-album.js';

const item: MediaItem | undefined = undefined;
const detail: UgcItemDetail['index'] = 0;
const strings: Partial<UgcAlbumStrings> = { loadMore: en.loadMore };
const event: UgcAlbumEventMap['ugc-load']['detail']['page'] = 1;
const ok: Promise<boolean> = bundle.addToCart({ analyticsUrl: 'https://a.example', apiKey: 'k', productSku: 's', price: 1, quantity: 1, currency: 'EUR' });
bundle.grantAnalyticsConsent();
const uid: Promise<string | null> = getVisitorId().then(() => bundle.getVisitorId());
const same: typeof UgcAlbumElement = Defined === bundle.UgcAlbumElement ? Defined : UgcAlbumElement;
void [item, detail, strings, event, ok, uid, same, createContentClient, client, ContentError, createEngagementTracker,
  addToCart, conversion, getVisitorId, grantAnalyticsConsent, createMedia, SubmissionError];

// @ts-expect-error: internal helpers are not part of the package
import { whenConsented } from 'ugc-album/analytics';
// @ts-expect-error: nor are the files behind the export map
import { postEvent } from 'ugc-album/dist/lib/analytics/analytics.js';
void [whenConsented, postEvent];
`;

// The classic script's global, for pages that load ugc-album.iife.js with <script src>.
const classic = `/// <reference types="ugc-album/ugc-album.iife.js" />
UgcAlbum.grantAnalyticsConsent();
const tag: typeof UgcAlbum.UgcAlbumElement = UgcAlbum.UgcAlbumElement;
const sent: Promise<boolean> = UgcAlbum.conversion({ analyticsUrl: 'https://a.example', apiKey: 'k', orderId: 1, currency: 'EUR', cartTotal: 1, cartTotalQuantity: 1, cartContents: [] });
document.querySelector('ugc-album')?.addEventListener('ugc-cta-click', (e) => void e.detail.url);
void [tag, sent];
// @ts-expect-error: no such export
UgcAlbum.nope();
`;

let packed;
before(() => {
  packed = tarball();
});

for (const [compiler, tsc] of Object.entries(compilers)) {
  describe(`a project checked with ${compiler}`, () => {
    for (const resolution of ['bundler', 'node16']) {
      it(`${resolution} resolution: every export path, events from define alone, the classic script's global`, () => {
        const module = resolution === 'bundler' ? 'ESNext' : 'Node16';
        const dir = project({
          'tsconfig.json': {
            compilerOptions: { ...strict, ...libCheck(compiler), module, moduleResolution: resolution },
            files: ['define-only.ts', 'entries.ts', 'classic.ts'],
          },
          'define-only.ts': defineOnly,
          'entries.ts': everyEntry,
          'classic.ts': classic,
        });
        check(dir, tsc);
      });
    }
  });
}

it('React 19: <ugc-album> in JSX with every attribute, property and event (ugc-album/react)', () => {
  const dir = project({
    'tsconfig.json': { compilerOptions: { ...strict, module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', types: ['ugc-album/react'] }, files: ['app.tsx'] },
    'app.tsx': `import { useRef } from 'react';
import type { UgcAlbumElement } from 'ugc-album';
import 'ugc-album/define';

export function Gallery({ onOpen }: { onOpen: (index: number) => void }) {
  const ref = useRef<UgcAlbumElement>(null);
  return (
    <ugc-album
      ref={ref}
      album-id="1001"
      sku="SKU-1"
      api-key="k"
      base-url="https://content.example.com"
      analytics-url="https://analytics.example.com"
      per-page={12}
      sort='{"recency":true}'
      filters={{ has_permission: true }}
      no-analytics
      eager
      layout="carousel"
      locale="fr"
      strings={{ loadMore: 'More' }}
      className="gallery"
      onugc-load={(e) => void e.detail.hasNext}
      onugc-error={(e) => void e.detail.error.kind}
      onugc-item-click={(e) => onOpen(e.detail.index)}
      onugc-lightbox-open={(e) => void e.detail.item}
      onugc-lightbox-close={(e) => void e.detail.index}
      onugc-cta-click={(e) => void e.detail.url}
      onugc-analytics={(e) => void e.detail.name}
    >
      <h2 slot="header">Community</h2>
    </ugc-album>
  );
}

// @ts-expect-error: only the two layouts
export const wrong = <ugc-album layout="masonry" />;
// @ts-expect-error: the detail is typed
export const typo = <ugc-album onugc-item-click={(e) => e.detail.nope} />;
`,
  });
  check(dir, compilers['TypeScript 7']);
});

it('React: <UgcAlbum> from ugc-album/react, typed props and events (TypeScript 7 and 5.9)', () => {
  const dir = project({
    'tsconfig.json': { compilerOptions: { ...strict, skipLibCheck: true, module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' }, files: ['app.tsx'] },
    'app.tsx': `import { useRef } from 'react';
import { UgcAlbum } from 'ugc-album/react';
import type { UgcAlbumElement, UgcAlbumProps } from 'ugc-album/react';

export function Gallery({ onOpen }: { onOpen: (index: number) => void }) {
  const ref = useRef<UgcAlbumElement>(null);
  return (
    <UgcAlbum
      ref={ref}
      albumId={1001}
      apiKey="k"
      baseUrl="https://content.example.com"
      perPage={12}
      sort={{ recency: true, desc: true }}
      filters={{ content_type: ['image'] }}
      strings={{ loadMore: 'More' }}
      layout="carousel"
      className="gallery"
      onUgcLoad={(e) => void e.detail.hasNext}
      onUgcError={(e) => void e.detail.error.kind}
      onUgcItemClick={(e) => onOpen(e.detail.index)}
      onUgcLightboxOpen={(e) => void e.detail.item}
      onUgcLightboxClose={(e) => void e.detail.index}
      onUgcCtaClick={(e) => void e.detail.url}
      onUgcAnalytics={(e) => void e.detail.name}
    />
  );
}

export const props: UgcAlbumProps = { albumId: '1002' };
// @ts-expect-error: only the two layouts
export const wrong = <UgcAlbum layout="masonry" />;
// @ts-expect-error: the detail is typed
export const typo = <UgcAlbum onUgcItemClick={(e) => e.detail.nope} />;
// @ts-expect-error: strings are the widget's texts
export const strings = <UgcAlbum strings={{ nope: 'x' }} />;
`,
  });
  for (const compiler of Object.values(compilers)) check(dir, compiler);
});

it("Svelte 5: <ugc-album> in SvelteHTMLElements, every attribute, property and event typed (ugc-album/svelte)", () => {
  const dir = project({
    'tsconfig.json': { compilerOptions: { ...strict, skipLibCheck: true, module: 'ESNext', moduleResolution: 'bundler', types: ['ugc-album/svelte'] }, files: ['props.ts'] },
    'props.ts': `import type { SvelteHTMLElements } from 'svelte/elements';

type Props = SvelteHTMLElements['ugc-album'];
export const all: Props = {
  'album-id': 1001,
  sku: 'SKU-1',
  'api-key': 'k',
  'base-url': 'https://content.example.com',
  'per-page': 12,
  sort: '{"recency":true}',
  filters: { has_permission: true },
  'no-analytics': true,
  layout: 'carousel',
  locale: 'fr',
  strings: { loadMore: 'More' },
  albumId: 1002,
  class: 'gallery',
  'onugc-load': (e) => void e.detail.hasNext,
  'onugc-error': (e) => void e.detail.error.kind,
  'onugc-item-click': (e) => void e.detail.index,
  'onugc-lightbox-open': (e) => void e.detail.item,
  'onugc-lightbox-close': (e) => void e.detail.index,
  'onugc-cta-click': (e) => void e.detail.url,
  'onugc-analytics': (e) => void e.detail.name,
};
// @ts-expect-error: only the two layouts
export const wrong: Props = { layout: 'masonry' };
// @ts-expect-error: the detail is typed
export const typo: Props = { 'onugc-item-click': (e) => e.detail.nope };
`,
  });
  for (const compiler of Object.values(compilers)) check(dir, compiler);
});

it('Vue 3 with vue-tsc strict templates: <ugc-album> is a known global component (ugc-album/vue)', () => {
  const dir = project({
    'tsconfig.json': {
      compilerOptions: { ...strict, skipLibCheck: true, module: 'ESNext', moduleResolution: 'bundler', jsx: 'preserve', types: ['ugc-album/vue'] },
      vueCompilerOptions: { strictTemplates: true },
      include: ['*.vue', '*.ts'],
    },
    'shims.ts': "import 'ugc-album/define';\n",
    'App.vue': `<script setup lang="ts">
import { ref } from 'vue';
const index = ref(0);
const more = ref(false);
const onOpen = (e: CustomEvent<{ index: number }>) => (index.value = e.detail.index);
</script>

<template>
  <ugc-album
    album-id="1001"
    api-key="k"
    base-url="https://content.example.com"
    :per-page="12"
    layout="carousel"
    :strings="{ loadMore: 'More' }"
    @ugc-item-click="onOpen"
    @ugc-load="more = $event.detail.hasNext"
  />
  <!-- @vue-expect-error: the event's detail is typed -->
  <ugc-album @ugc-load="more = $event.detail.nope" />
  <!-- @vue-expect-error: only the two layouts -->
  <ugc-album layout="masonry" />
</template>
`,
  });
  check(dir, join(modules, 'vue-tsc/bin/vue-tsc.js'));
});

it("docs/add-to-cart.md's React and Vue recipes type-check as printed (the event and its waitUntil typed)", () => {
  const cart = `export const useCart = () => ({ add: (sku: string, quantity: number) => Promise.resolve({ sku, quantity }) });\n`;
  const react = project({
    'tsconfig.json': { compilerOptions: { ...strict, skipLibCheck: true, module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' }, files: ['app.tsx'] },
    'app.tsx': cartRecipe(root, 'react'),
  });
  check(react, compilers['TypeScript 7']);
  const vue = project({
    'tsconfig.json': {
      compilerOptions: { ...strict, skipLibCheck: true, module: 'ESNext', moduleResolution: 'bundler', jsx: 'preserve', types: ['ugc-album/vue'] },
      vueCompilerOptions: { strictTemplates: true },
      include: ['*.vue', '*.ts'],
    },
    'cart.ts': cart,
    'ShoppableGallery.vue': cartRecipe(root, 'vue'),
  });
  check(vue, join(modules, 'vue-tsc/bin/vue-tsc.js'));
});
