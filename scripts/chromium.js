// Debian's Chromium, as the tests and the benchmark launch it (never a downloaded browser).
// toolchain.md: as root it needs --no-sandbox; without the background-networking flags it floods
// the closed network. The backgrounding flags keep a page's timers and rAF at full rate.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--lang=en-US',
];
