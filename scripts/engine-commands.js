// wtr commands the tests use to learn what the engine and its automation can do, and to touch the
// page with a finger (test/support/engine.ts, test/support/touch.ts).
//
// Touch input, per engine (real input the browser dispatches, except in WebKit):
// - Chromium: CDP `Input.dispatchTouchEvent` (puppeteer's touchscreen).
// - Firefox: WebDriver BiDi `input.performActions` with a pointer of type "touch" (puppeteer's
//   touchscreen over BiDi).
// - WebKit: WebKitWebDriver's touch actions never finish ("A previous interaction is still
//   underway", then the driver dies), so test/support/touch.ts synthesises PointerEvents with
//   pointerType "touch" in the page instead: the widget's own pointer handling is tested, the
//   browser's native touch panning is not (tests of that say so).

const engineOf = (session) => session.browser.name.toLowerCase().replace('chrome', 'chromium');

/** What each engine's automation can do here (not what the engine can do: tests feature-detect that). */
const automation = {
  chromium: { emulatesMedia: true, emulatesDeviceScale: true, mouseButtons: true, keyboardFocusVisible: true, nativeTouchPan: true, axTree: true, forcedColors: true, touch: 'CDP Input.dispatchTouchEvent' },
  firefox: { emulatesMedia: false, emulatesDeviceScale: true, mouseButtons: true, keyboardFocusVisible: true, nativeTouchPan: false, axTree: false, forcedColors: false, touch: 'WebDriver BiDi input.performActions (pointerType touch)' },
  webkit: { emulatesMedia: false, emulatesDeviceScale: false, mouseButtons: false, keyboardFocusVisible: false, nativeTouchPan: false, axTree: false, forcedColors: false, touch: 'synthesised PointerEvents (pointerType touch)' },
};

/**
 * One finger: down at the first point, through the others, up at the last. `steps` intermediate moves
 * between points (a real swipe is many small moves, which is what a browser's gesture code sees).
 * `hold`: ms the finger stays down at the first point before it moves on (a long press).
 */
async function touchPath(session, { points, steps = 8, hold = 0 }) {
  const page = session.browser.getPage(session.id);
  const path = [points[0]];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    for (let s = 1; s <= steps; s++) path.push([x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps]);
  }
  const round = ([x, y]) => [Math.round(x), Math.round(y)];
  if (engineOf(session) === 'webkit') throw new Error('WebKit: touch is synthesised in the page (test/support/touch.ts)');
  const [first, ...rest] = path.map(round);
  if (!rest.length && !hold && engineOf(session) === 'chromium') {
    // A tap: both events sent at once, so that a busy machine cannot stretch it into a long press
    // (which opens no link and clicks nothing).
    const cdp = await page.createCDPSession();
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first[0], y: first[1] }] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    await cdp.detach();
    return true;
  }
  const finger = await page.touchscreen.touchStart(first[0], first[1]);
  if (hold) await new Promise((r) => setTimeout(r, hold));
  for (const [x, y] of rest) await finger.move(x, y);
  await finger.end();
  return true;
}

/**
 * What a screen reader reads of the element `selector` matches (`>>>` crosses into shadow roots), in
 * reading order: Chromium's accessibility tree (puppeteer's `accessibility.snapshot`, CDP
 * `Accessibility.getFullAXTree` underneath), flattened to one line per node a reader stops on:
 * `role "name"` plus the states it says ("modal", "disabled", "level 2"), a text as itself. A control
 * or image with a name is read by that name, its content is not read again; containers without a
 * name ("generic", "none", "paragraph"…) are left out, their content is read.
 * (`@guidepup/virtual-screen-reader` does not read shadow DOM; the browser's own tree does.)
 */
async function axWalk(session, { selector }) {
  if (engineOf(session) !== 'chromium') throw new Error('the accessibility tree is read through CDP, Chromium only');
  const page = session.browser.getPage(session.id);
  const root = await page.$(selector);
  if (!root) throw new Error(`no element matches ${selector}`);
  // Every node (puppeteer's "interesting only" pruning drops a shadow root's list of buttons).
  const tree = await page.accessibility.snapshot({ root, interestingOnly: false });
  await root.dispose();
  const lines = [];
  // Containers a reader passes through without a word; controls it reads by their name alone.
  const silent = new Set([
    ...['generic', 'none', 'paragraph', 'LineBreak', 'InlineTextBox', 'group', 'Section', 'time'],
    ...['strong', 'emphasis', 'deletion', 'insertion', 'superscript', 'subscript'],
  ]);
  const named = new Set([
    ...['button', 'link', 'image', 'img', 'checkbox', 'radio', 'textbox', 'combobox', 'slider'],
    ...['menuitem', 'tab', 'option', 'heading', 'Video'],
  ]);
  const states = (n) =>
    [
      n.modal && 'modal',
      n.disabled && 'disabled',
      n.level && n.role === 'heading' && `level ${n.level}`,
      n.description && `description "${n.description}"`,
    ]
      .filter(Boolean)
      .join(' ');
  // A list's items, through the containers that group them (the grid's rows of tiles).
  const items = (n) =>
    (n.children ?? []).reduce((k, c) => k + (c.role === 'listitem' ? 1 : silent.has(c.role) && !c.name ? items(c) : 0), 0);
  const walk = (n) => {
    if (n.role === 'StaticText' || n.role === 'text') {
      if (n.name.trim()) lines.push(n.name);
      return;
    }
    // A list is announced with its size ("list, 12 items"); its items by their content.
    if (n.role === 'list') lines.push(`list (${items(n)} items)`);
    else if (n.role !== 'listitem' && (!silent.has(n.role) || n.name)) {
      lines.push([n.role, n.name ? `"${n.name}"` : '', states(n)].filter(Boolean).join(' '));
    }
    if (named.has(n.role) && n.name) return;
    for (const c of n.children ?? []) walk(c);
  };
  if (tree) walk(tree);
  return lines;
}

/**
 * A PNG (base64) of the viewport rectangle `clip` (CSS px, from the viewport's top left), as
 * painted: puppeteer's screenshot in Chromium and Firefox, WebDriver's whole-viewport one in WebKit
 * (the test crops it).
 */
async function screenshot(session, { clip }) {
  const page = session.browser.getPage(session.id);
  if (engineOf(session) === 'webkit') return { png: (await page.screenshot()).toString('base64'), whole: true };
  // puppeteer's clip is in the document's coordinates: the page's scroll offset is added.
  const [sx, sy] = await page.evaluate('[scrollX, scrollY]');
  const shot = { ...clip, x: clip.x + sx, y: clip.y + sy };
  const png = await page.screenshot({ clip: shot, encoding: 'base64', captureBeyondViewport: false });
  return { png, whole: false };
}

/** Forced colours (Windows High Contrast), emulated through CDP: Chromium only. */
async function forcedColors(session, { active }) {
  if (engineOf(session) !== 'chromium') throw new Error('forced colours are emulated through CDP, Chromium only');
  const page = session.browser.getPage(session.id);
  await page.emulateMediaFeatures([{ name: 'forced-colors', value: active ? 'active' : 'none' }]);
  return true;
}

export function engineCommandsPlugin() {
  return {
    name: 'ugc-engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'ugc-engine') {
        const name = engineOf(session);
        return { name, ...automation[name] };
      }
      if (command === 'ugc-touch') return touchPath(session, payload);
      // A PNG of the viewport, base64: test/ssr-takeover.test.ts compares two, pixel by pixel.
      if (command === 'ugc-screenshot') {
        const png = await session.browser.getPage(session.id).screenshot();
        return Buffer.from(png).toString('base64');
      }
      if (command === 'ugc-ax-walk') return axWalk(session, payload);
      if (command === 'ugc-screenshot-clip') return screenshot(session, payload);
      if (command === 'ugc-forced-colors') return forcedColors(session, payload);
      if (command === 'ugc-viewport') {
        // wtr's setViewport, with the device pixel ratio only where the automation can set one
        // (test/renditions.test.ts skips the other ratios where it cannot).
        const page = session.browser.getPage(session.id);
        const { width, height, deviceScaleFactor = 1 } = payload;
        await page.setViewport(automation[engineOf(session)].emulatesDeviceScale ? { width, height, deviceScaleFactor } : { width, height });
        return true;
      }
    },
  };
}
