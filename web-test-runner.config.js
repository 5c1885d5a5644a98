// Browser tests run in Debian's Chromium (never a downloaded browser) against the Content Service
// sandbox on 127.0.0.1:<free port>: a different origin from the test page (localhost:8000), so every
// test that touches the network exercises real CORS.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { startSandbox } from './demo/sandbox/server.js';
import { summaryReporter } from './scripts/summary-reporter.js';

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
    serve(context) {
      if (context.path === '/test/support/sandbox-origin.js') {
        return { body: `export default ${JSON.stringify(sandbox.url)};`, type: 'js' };
      }
    },
  };
}

export default {
  files: ['test/**/*.test.ts', '!test/node/**'],
  nodeResolve: { exportConditions: ['development', 'browser'] },
  concurrency: 1,
  testsFinishTimeout: 240_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
          '--lang=en-US',
        ],
      },
    }),
  ],
  plugins: [sandboxPlugin(), esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false }), summaryReporter()],
};
