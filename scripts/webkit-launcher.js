// A wtr browser launcher for WebKit: Debian's WebKitGTK MiniBrowser, driven by WebKitWebDriver (W3C
// WebDriver over plain HTTP) on an Xvfb display of its own. Playwright's WebKit builds cannot be
// downloaded here, and MiniBrowser has no headless mode (toolchain.md, "Other engines").
//
// It presents itself as type 'puppeteer' with a small puppeteer-like page (viewport, keyboard, mouse) so that wtr's built-in commands (setViewport, sendKeys, sendMouse, resetMouse) work
// unchanged; what WebDriver cannot do (emulating media features, a device pixel ratio) throws, and
// tests that need it ask `ugc-engine` first (test/support/engine.ts). Every process it starts (Xvfb,
// the driver and the browser in the driver's process group) is ended by its id on stop or exit.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const miniBrowserPath = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || 'WebKitWebDriver';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts Xvfb on a free display (it picks the number and writes it to fd 3). */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1400x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    xvfb.stderr.on('data', (d) => (err += d));
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ process: xvfb, display: `:${out.trim()}` });
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${err.trim()}`)));
  });
}

/**
 * A GTK configuration folder whose stylesheet shrinks MiniBrowser's own widgets (its toolbar: buttons
 * and the address entry) to almost nothing. GTK will not make a window narrower than its widgets ask
 * for, and MiniBrowser's toolbar asks for about 450 px: too wide for a phone's 375 or a 320 px reflow
 * check. The page is drawn by WebKit, not by GTK's theme, so it looks the same. Given to the browser
 * as XDG_CONFIG_HOME (GTK reads `gtk-3.0/gtk.css` there).
 */
function narrowToolbarConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-webkit-gtk-'));
  mkdirSync(join(dir, 'gtk-3.0'));
  writeFileSync(
    join(dir, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n',
  );
  return dir;
}

/** Minimal W3C WebDriver client: one JSON request, `value` or a thrown WebDriver error. */
async function wd(base, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.value?.error) {
    throw new Error(`WebDriver ${method} ${path}: ${json.value?.error ?? res.status} ${json.value?.message ?? ''}`.trim());
  }
  return json.value;
}

// WebDriver's key codepoints for the puppeteer key names the tests use.
const KEYS = {
  Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D', Enter: '\uE007', Tab: '\uE004',
  Escape: '\uE00C', Backspace: '\uE003', Delete: '\uE017', Space: ' ', ' ': ' ', ArrowLeft: '\uE012',
  ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Home: '\uE011', End: '\uE010',
  PageUp: '\uE00E', PageDown: '\uE00F',
};
const key = (name) => {
  if (KEYS[name]) return KEYS[name];
  if ([...name].length === 1) return name;
  throw new Error(`WebKit launcher: no WebDriver key for "${name}"`);
};
const BUTTONS = { left: 0, middle: 1, right: 2 };

/** The puppeteer-like page of one WebDriver session (what wtr's commands and ours call). */
class WebDriverPage {
  #base;
  #mouse = { x: 0, y: 0, down: new Set() };
  constructor(base) {
    this.#base = base;
    const actions = (source) => this.#act([source]);
    const keys = (list) => actions({ type: 'key', id: 'keyboard', actions: list });
    this.keyboard = {
      down: (k) => keys([{ type: 'keyDown', value: key(k) }]),
      up: (k) => keys([{ type: 'keyUp', value: key(k) }]),
      press: (k) => keys([{ type: 'keyDown', value: key(k) }, { type: 'keyUp', value: key(k) }]),
      type: (text) => keys([...text].flatMap((c) => [{ type: 'keyDown', value: key(c) }, { type: 'keyUp', value: key(c) }])),
    };
    const mouse = (list) => actions({ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: list });
    const m = this.#mouse;
    const move = (x, y) => ({ type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 });
    this.mouse = {
      move: async (x, y) => {
        await mouse([move(x, y)]);
        Object.assign(m, { x, y });
      },
      down: async ({ button = 'left' } = {}) => {
        await mouse([move(m.x, m.y), { type: 'pointerDown', button: BUTTONS[button] }]);
        m.down.add(button);
      },
      up: async ({ button = 'left' } = {}) => {
        await mouse([move(m.x, m.y), { type: 'pointerUp', button: BUTTONS[button] }]);
        m.down.delete(button);
      },
      click: async (x, y, { button = 'left' } = {}) => {
        await mouse([move(x, y), { type: 'pointerDown', button: BUTTONS[button] }, { type: 'pointerUp', button: BUTTONS[button] }]);
        Object.assign(m, { x, y });
      },
      reset: async () => {
        await this.release();
        m.down.clear();
        await this.mouse.move(0, 0);
      },
    };
  }

  // Input state (a held key or button) carries over between calls, as with puppeteer: a test holds
  // Control down across a click. `release()` lets go of everything.
  #act(sources) {
    return wd(this.#base, 'POST', '/actions', { actions: sources });
  }

  release() {
    return wd(this.#base, 'DELETE', '/actions');
  }

  evaluate(fn, ...args) {
    return wd(this.#base, 'POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments)`, args });
  }

  goto(url) {
    return wd(this.#base, 'POST', '/url', { url });
  }

  url() {
    return wd(this.#base, 'GET', '/url');
  }

  /** Sizes the window so that the page's viewport is exactly width × height CSS pixels. */
  async setViewport({ width, height, deviceScaleFactor }) {
    if (deviceScaleFactor != null && deviceScaleFactor !== 1) {
      throw new Error('WebKitGTK over WebDriver cannot emulate a device pixel ratio');
    }
    // The window's size includes MiniBrowser's toolbar: size it, read the page's viewport once it is
    // steady (the page sees a resize a little later), correct by the difference. A string: this
    // function runs in the page, not in Node.
    const viewport = () => this.evaluate('() => [innerWidth, innerHeight]');
    let size = { width, height };
    let inner;
    for (let i = 0; i < 6; i++) {
      await wd(this.#base, 'POST', '/window/rect', size);
      const rect = await wd(this.#base, 'GET', '/window/rect');
      let before;
      for (let polls = 0; polls < 20; polls++) {
        inner = await viewport();
        if (before && before[0] === inner[0] && before[1] === inner[1]) break;
        before = inner;
        await new Promise((r) => setTimeout(r, 50));
      }
      if (inner[0] === width && inner[1] === height) return;
      size = { width: rect.width + width - inner[0], height: rect.height + height - inner[1] };
    }
    // MiniBrowser's window has a smallest size (its toolbar): say so rather than test at another size.
    throw new Error(`WebKitGTK's MiniBrowser cannot show a ${width}×${height} viewport (it has ${inner.join('×')})`);
  }

  /** A PNG of the viewport (WebDriver's screenshot), for `npm run shots`-style looks at WebKit. */
  async screenshot() {
    return Buffer.from(await wd(this.#base, 'GET', '/screenshot'), 'base64');
  }

  emulateMediaFeatures() {
    throw new Error('WebKitGTK over WebDriver cannot emulate media features');
  }

  emulateMediaType() {
    throw new Error('WebKitGTK over WebDriver cannot emulate a media type');
  }
}

/**
 * Starts Xvfb, WebKitWebDriver and one MiniBrowser session; `page` is its puppeteer-like page,
 * `close()` ends the session and every process started (also done if Node exits first). Used by the
 * wtr launcher below and by `npm run bench`.
 */
export async function startWebKit() {
  const children = [];
  const gtkConfig = narrowToolbarConfig();
  const kill = () => {
    rmSync(gtkConfig, { recursive: true, force: true });
    for (const [child, group] of children) {
      if (child.exitCode != null || child.signalCode != null) continue;
      try {
        process.kill(group ? -child.pid : child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', kill);
  try {
    const xvfb = await startXvfb();
    children.push([xvfb.process, false]);
    const port = await freePort();
    // Its own process group, so MiniBrowser (its child) ends with it.
    const driver = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: gtkConfig },
      stdio: 'ignore',
      detached: true,
    });
    children.unshift([driver, true]);
    const root = `http://127.0.0.1:${port}`;
    let session;
    for (let i = 0; ; i++) {
      try {
        session = await wd(root, 'POST', '/session', {
          capabilities: {
            alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] } },
          },
        });
        break;
      } catch (error) {
        // The driver is still starting (connection refused) for a moment.
        if (i > 100 || driver.exitCode != null) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const base = `${root}/session/${session.sessionId}`;
    return {
      page: new WebDriverPage(base),
      close: async () => {
        await wd(base, 'DELETE', '').catch(() => {});
        kill();
        process.off('exit', kill);
      },
    };
  } catch (error) {
    kill();
    process.off('exit', kill);
    throw error;
  }
}

class WebKitLauncher {
  name = 'WebKit';
  // wtr's commands speak to `getPage()`, a puppeteer-like page (see the top of this file).
  type = 'puppeteer';
  concurrency = 1;
  #webkit;
  #page;
  #starting;
  #active = new Set();

  async initialize() {}

  async #start() {
    this.#webkit = await startWebKit();
    this.#page = this.#webkit.page;
  }

  async startSession(sessionId, url) {
    await (this.#starting ??= this.#start());
    this.#active.add(sessionId);
    await this.#page.setViewport({ width: 800, height: 600 });
    await this.#page.goto(url);
  }

  isActive(sessionId) {
    return this.#active.has(sessionId);
  }

  getBrowserUrl() {
    return this.#page.url();
  }

  getPage() {
    return this.#page;
  }

  async stopSession(sessionId) {
    this.#active.delete(sessionId);
    await this.#page.release().catch(() => {});
    // Stops the page's timers and anything a test left running.
    await this.#page.goto('about:blank');
    return {};
  }

  async startDebugSession() {
    throw new Error('The WebKit launcher has no debug mode (MiniBrowser runs on a hidden Xvfb display)');
  }

  async stop() {
    await this.#webkit?.close();
  }
}

export const webkitLauncher = () => new WebKitLauncher();
