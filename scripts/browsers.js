// The engines the browser suite runs in, all from Debian (never a downloaded browser): Chromium and
// Firefox ESR through puppeteer-core (Firefox over WebDriver BiDi), WebKitGTK's MiniBrowser through
// WebKitWebDriver (scripts/webkit-launcher.js). All three by default;
// `UGC_BROWSERS=chromium,firefox` picks some of them.
import * as puppeteerCore from 'puppeteer-core';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { webkitLauncher } from './webkit-launcher.js';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export const engines = {
  chromium: () => chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } }),
  firefox: () =>
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: {
        browser: 'firefox',
        executablePath: firefoxPath,
        headless: true,
        // The test pages speak English; no network beyond the test servers.
        extraPrefsFirefox: {
          'intl.accept_languages': 'en-US',
          'intl.locale.requested': 'en-US',
          'network.captive-portal-service.enabled': false,
          'media.autoplay.default': 0,
        },
      },
    }),
  webkit: () => webkitLauncher(),
};

// All three by default: shoppers use Safari's engine, Chromium's and Firefox's (issue 10).
export const defaultEngines = 'chromium,firefox,webkit';

/** The engine names asked for, in a fixed order; an unknown name is an error, not a silent skip. */
export function selectedEngines(value = process.env.UGC_BROWSERS || defaultEngines) {
  const names = value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => !(n in engines));
  if (unknown.length || !names.length) {
    throw new Error(`UGC_BROWSERS: unknown engine(s) "${unknown.join(', ')}"; use some of ${Object.keys(engines).join(', ')}`);
  }
  return Object.keys(engines).filter((n) => names.includes(n));
}

export const browserLaunchers = () => selectedEngines().map((name) => engines[name]());
