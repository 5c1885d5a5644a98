// The README's picture: the demo page's community gallery (light scheme, desktop, motion off), as a
// WebP small enough for a README. Run it against a running demo:
//
//   npm start                                   # prints the demo's URL
//   node scripts/readme-shot.js http://127.0.0.1:5173/demo/
//
// It writes docs/images/ugc-album.webp; look at it before committing.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, root } from '../bench/env.js';

const url = process.argv[2] ?? 'http://127.0.0.1:5173/demo/';
const file = join(root, 'docs/images/ugc-album.webp');
/** The demo's section to show: the community album, 30 tiles. */
const SECTION = '#community';

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1100, height: 900, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: 'light' },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ]);
  await page.goto(url, { waitUntil: 'load' });
  const section = await page.waitForSelector(SECTION);
  await section.scrollIntoView();
  // The section's tiles, their images decoded (lazy ones load once near the viewport) and the count.
  await page.waitForFunction(
    (selector) => {
      const root = document.querySelector(`${selector} ugc-album`)?.shadowRoot;
      const images = [...(root?.querySelectorAll('img') ?? [])];
      const count = root?.querySelector('[part~="count"]')?.textContent?.trim();
      return images.length > 0 && count && images.every((img) => img.complete);
    },
    { timeout: 20000 },
    SECTION,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // The heading, the count and the first rows: what a merchant's page shows above the fold.
  const box = await section.boundingBox();
  mkdirSync(join(root, 'docs/images'), { recursive: true });
  await section.screenshot({
    path: file,
    type: 'webp',
    quality: 80,
    // Relative to the section.
    clip: { x: 0, y: 0, width: box.width, height: Math.min(box.height, 620) },
  });
  console.log(`${file}: ${statSync(file).size} B`);
} finally {
  await browser.close();
}
