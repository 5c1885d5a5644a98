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
  chromium: { emulatesMedia: true, emulatesDeviceScale: true, mouseButtons: true, keyboardFocusVisible: true, nativeTouchPan: true, touch: 'CDP Input.dispatchTouchEvent' },
  firefox: { emulatesMedia: false, emulatesDeviceScale: true, mouseButtons: true, keyboardFocusVisible: true, nativeTouchPan: false, touch: 'WebDriver BiDi input.performActions (pointerType touch)' },
  webkit: { emulatesMedia: false, emulatesDeviceScale: false, mouseButtons: false, keyboardFocusVisible: false, nativeTouchPan: false, touch: 'synthesised PointerEvents (pointerType touch)' },
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
