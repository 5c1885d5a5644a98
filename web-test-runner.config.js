// Browser tests run in Debian's Chromium, Firefox ESR and WebKitGTK (never a downloaded browser;
// scripts/browsers.js, `UGC_BROWSERS` picks some) against the Content Service
// sandbox on 127.0.0.1:<free port>: a different origin from the test page (localhost:8000), so every
// test that touches the network exercises real CORS.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { defaultReporter } from '@web/test-runner';
import { startSandbox } from './demo/sandbox/server.js';
import { summaryReporter } from './scripts/summary-reporter.js';
import { browserLaunchers, selectedEngines } from './scripts/browsers.js';
import { engineCommandsPlugin } from './scripts/engine-commands.js';
import { docsRecipesPlugin } from './scripts/docs-recipes.js';

/** Starts the sandbox with the test server and hands its origin to every test page. */
function sandboxPlugin() {
  let sandbox;
  return {
    name: 'ugc-sandbox',
    async serverStart() {
      sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
    },
    async serverStop() {
      await sandbox?.close();
    },
    /** The sandbox origin once started, e.g. `http://127.0.0.1:41234`. */
    origin: () => sandbox?.url,
    serve(context) {
      if (context.path === '/test/support/sandbox-origin.js') {
        return { body: `export default ${JSON.stringify(sandbox.url)};`, type: 'js' };
      }
    },
  };
}

/**
 * A strict Content-Security-Policy, sent as a real response header, on the runner page of
 * test/csp.test.ts only (recognised by the test file wtr writes into that page). The widget may load
 * from the sandbox only; wtr's own inline runtime scripts are allowed by their exact hashes, its
 * modules and websocket by 'self'. The style nonce is for the test of Lit's `<style>` fallback
 * (`window.litNonce`); with adoptedStyleSheets the widget creates no `<style>` at all.
 */
function strictCspMiddleware(origin) {
  const page = /"testFile":\s*"\/test\/csp\.test\.ts\?/;
  const inlineScripts = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
  return async (ctx, next) => {
    await next();
    if (ctx.path !== '/' || typeof ctx.body !== 'string' || !page.test(ctx.body)) return;
    const hashes = [...ctx.body.matchAll(inlineScripts)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    );
    const sandbox = origin();
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src 'self' ${hashes.join(' ')}`,
        "style-src 'self' 'nonce-ugc-csp-test'",
        `img-src ${sandbox}`,
        `media-src ${sandbox}`,
        `connect-src 'self' ${sandbox}`,
      ].join('; '),
    );
  };
}

/**
 * React and Vue for the framework recipe tests (test/recipes-*.test.ts). React ships CommonJS only:
 * it is bundled once, on first request, into ES modules that share one React (named exports read
 * from the CommonJS module in Node). A bare `vue` is Vue's self-contained browser build: it has the
 * runtime template compiler, and unlike the bundler builds it does not read `process.env`. Also lets
 * a TypeScript file import `./x.js` when the file is `x.tsx` (the esbuild plugin only maps to `.ts`).
 */
function frameworksPlugin() {
  const base = '/__frameworks/';
  const react = {
    react: 'react',
    'react-jsx-runtime': 'react/jsx-runtime',
    'react-jsx-dev-runtime': 'react/jsx-dev-runtime',
    'react-dom': 'react-dom',
    'react-dom-client': 'react-dom/client',
    'react-dom-server': 'react-dom/server',
  };
  const ids = Object.values(react);
  const entries = new Map(Object.entries(react).map(([file, id]) => [id, `${base}${file}.js`]));
  let rootDir = '';
  let bundled;
  const bundle = () => {
    // Export names are read in a child process: React's development build pokes at `console`,
    // which the test runner has replaced in this one.
    const script = `console.log(JSON.stringify(${JSON.stringify(ids)}.map((id) => Object.keys(require(id)))))`;
    const names = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: rootDir, encoding: 'utf8' }));
    const exportsOf = new Map(ids.map((id, i) => [id, names[i].filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default')]));
    return (bundled ??= build({
      entryPoints: Object.entries(react).map(([file, id]) => ({ in: `cjs:${id}`, out: file })),
      absWorkingDir: rootDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      outdir: base,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [
        {
          name: 'cjs-named-exports',
          setup(b) {
            b.onResolve({ filter: /^cjs:/ }, (a) => ({ path: a.path.slice(4), namespace: 'cjs' }));
            b.onLoad({ filter: /./, namespace: 'cjs' }, (a) => ({
              contents: `import m from ${JSON.stringify(a.path)};\nexport default m;\nexport const { ${exportsOf.get(a.path).join(', ')} } = m;`,
              resolveDir: rootDir,
            }));
          },
        },
      ],
    }).then((r) => new Map(r.outputFiles.map((f) => [f.path, f.text]))));
  };
  return {
    name: 'recipe-frameworks',
    serverStart({ config }) {
      rootDir = config.rootDir;
    },
    async serve(context) {
      if (context.path.startsWith(base)) {
        const body = (await (bundled ?? bundle())).get(context.path);
        if (body !== undefined) return { body, type: 'js' };
      }
    },
    resolveImport({ source, context }) {
      if (context.path.startsWith(base)) return source;
      if (entries.has(source)) return entries.get(source);
      if (source === 'vue') return '/node_modules/vue/dist/vue.esm-browser.js';
      if (/\.tsx?$/.test(context.path) && source.startsWith('.') && source.endsWith('.js')) {
        const tsx = `${source.slice(0, -3)}.tsx`;
        if (existsSync(join(rootDir, context.path, '..', tsx))) return tsx;
      }
    },
  };
}

/**
 * The built bundles with chunks missing, for the tests of a chunk that does not load
 * (test/host-page.test.ts, test/offline.test.ts): `/__without/{names}/{file}` serves `dist/{file}`,
 * except `ugc-album-{name}.js` for each of the comma-separated names, which answers 404 as a broken
 * deployment, a blocking proxy or a lost connection would.
 */
function distWithoutChunk() {
  return async (ctx, next) => {
    const m = /^\/__without\/([\w,-]+)\/(ugc-album[\w.-]*\.js)$/.exec(ctx.path);
    if (m && m[1].split(',').some((name) => m[2] === `ugc-album-${name}.js`)) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    if (m) ctx.url = `/dist/${m[2]}`;
    await next();
  };
}

/**
 * Server rendering for the takeover tests (test/ssr-takeover.test.ts): `/__ssr?attributes={json}`
 * answers with what `renderAlbum` (the built `ugc-album/ssr`) returns for those attributes, `{sandbox}`
 * in a value standing for the sandbox origin.
 */
function ssrPlugin(origin) {
  // Whole pages posted by test/support/served-page.ts, each then loaded by the URL this answers
  // (the last 50 kept): a frame's `srcdoc` document made WebKitGTK leave a served root's images
  // unloaded at times, a page loaded from a URL (as a merchant's is) never.
  const pages = new Map();
  let made = 0;
  return {
    name: 'ugc-ssr',
    async serve(context) {
      if (context.path === '/__ssr/page' && context.method === 'POST') {
        const chunks = [];
        for await (const chunk of context.req) chunks.push(chunk);
        pages.set(String(++made), Buffer.concat(chunks).toString('utf8'));
        pages.delete(String(made - 50));
        return { body: `/__ssr/page/${made}`, type: 'text' };
      }
      const page = /^\/__ssr\/page\/(\d+)$/.exec(context.path)?.[1];
      if (page && pages.has(page)) return { body: pages.get(page), type: 'html' };
      if (context.path !== '/__ssr') return;
      const { renderAlbum } = await import('./dist/lib/ssr/index.js');
      const given = JSON.parse(context.URL.searchParams.get('attributes'));
      const attributes = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v).replaceAll('{sandbox}', origin())]));
      return { body: await renderAlbum(attributes), type: 'text' };
    },
  };
}

const sandbox = sandboxPlugin();
const browsers = browserLaunchers();

/**
 * Suites that run in one engine instead of three, each in the engine named (or the first selected,
 * when that one is not), spread so that the three engines take about as long (`npm test` prints each
 * engine's time; they run side by side, so the slowest sets the suite's):
 * - suites whose subject does not change with the engine: the sandbox's own tests and the read
 *   client's (real cross-origin HTTP, checked by a browser's CORS), and the analytics consent,
 *   conversion and visitor-id logic (the page's storage and `<meta>`, a fake collector);
 * - the sources' run of each suite that test/on-dist/ also runs on the built bundle: that run, in
 *   all three engines, is the one that finds an engine's differences, on what merchants get; the
 *   sources' run (Lit's development build, its warnings, the test hooks of `itOnSources`) needs one.
 * Pure functions (the media reader, the configuration parser, the reader's fuzzing) are tested in
 * Node (test/node/).
 */
const onceIn = {
  chromium: [
    'test/analytics-e2e.test.ts',
    'test/a11y.test.ts',
    'test/layout.test.ts',
    'test/hostile.test.ts',
    'test/ugc-album.test.ts',
    'test/visual.test.ts',
  ],
  firefox: [
    'test/faults.test.ts',
    'test/sandbox.test.ts',
    'test/content-client.test.ts',
    'test/consent.test.ts',
    'test/conversion.test.ts',
    'test/visitor-id.test.ts',
  ],
  webkit: ['test/lifecycle.test.ts', 'test/config-errors.test.ts'],
};
const once = Object.values(onceIn).flat();
const selected = selectedEngines();
const onceGroups = Object.entries(onceIn)
  .filter(([, files]) => files.length)
  .map(([engine, files]) => ({
    name: `once (${engine})`,
    files,
    browsers: [browsers[Math.max(0, selected.indexOf(engine))]],
  }));
// A targeted run (`npm test -- --files …`) runs the files it names in every engine selected.
const targeted = process.argv.some((arg) => arg === '--files' || arg.startsWith('--files='));

export default {
  files: ['test/**/*.test.ts', '!test/node/**', ...(targeted ? [] : once.map((file) => `!${file}`))],
  groups: targeted ? [] : onceGroups,
  nodeResolve: { exportConditions: ['development', 'browser'] },
  concurrency: 1,
  // The three engines at once (wtr's default is two): the suite mostly waits (timers, the sandbox),
  // so a third engine costs little, where running it after the others cost a third of the time.
  concurrentBrowsers: 3,
  // Lit's dev-mode banner is expected in tests (the built bundles use production Lit).
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  testsFinishTimeout: 900_000,
  // Three browsers start at once on a shared 2-core machine: give each time.
  browserStartTimeout: 120_000,
  // WebKitGTK renders in software on Xvfb, and three engines share two cores: a test's time limit
  // only catches a hang.
  testFramework: { config: { timeout: 30_000 } },
  browsers,
  middleware: [strictCspMiddleware(sandbox.origin), distWithoutChunk()],
  plugins: [
    sandbox,
    ssrPlugin(sandbox.origin),
    engineCommandsPlugin(),
    frameworksPlugin(),
    docsRecipesPlugin(),
    // test/visual.test.ts: baselines in test/visual/<browser>/baseline, failures beside them in
    // failed/ (gitignored). UGC_UPDATE_VISUALS=1 writes new baselines instead of comparing.
    // Tolerance: a pixel counts as different past pixelmatch's colour distance 0.1 (antialiased
    // pixels, such as glyph edges, are recognised and not counted); a shot fails past 0.05 % of its
    // pixels (about 380 px of the desktop grid). Two runs here differ by 0 px; a changed play button
    // colour (0.21 %) or hotspot marker colour (0.10 %) fails, where 0.5 % let both through.
    visualRegressionPlugin({
      baseDir: 'test/visual',
      update: !!process.env.UGC_UPDATE_VISUALS,
      failureThreshold: 0.05,
      failureThresholdType: 'percent',
      diffOptions: { threshold: 0.1 },
    }),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: './tsconfig.json', target: 'es2022' }),
  ],
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false }), summaryReporter()],
};
