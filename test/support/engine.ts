// Which engine a test runs in, what its automation can do, and a way for a test that needs something
// an engine lacks to say so in its name and be skipped there (the summary lists skipped tests by
// engine, names included: those are the reasons). Everything else runs in every engine.
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';

export interface Engine {
  name: 'chromium' | 'firefox' | 'webkit';
  /** The automation can emulate media features (prefers-color-scheme, prefers-reduced-motion). */
  emulatesMedia: boolean;
  /** The automation can emulate a device pixel ratio. */
  emulatesDeviceScale: boolean;
  /** Focus moved by the automation's Tab key matches :focus-visible. */
  keyboardFocusVisible: boolean;
  /** The automation sends the middle and right mouse buttons (WebKitGTK's sends every button as the primary). */
  mouseButtons: boolean;
  /** Its touch input makes the browser pan a scroller (only CDP's touch events do here). */
  nativeTouchPan: boolean;
  /** The automation reads the browser's accessibility tree (CDP: Chromium only). */
  axTree: boolean;
  /** The automation emulates forced colours (CDP: Chromium only). */
  forcedColors: boolean;
  /** How touch input reaches this engine (scripts/engine-commands.js). */
  touch: string;
}

export const engine: Engine = await executeServerCommand<Engine, undefined>('ugc-engine');

/**
 * `it`, run only where `supported`; elsewhere skipped with `need` (what is missing) in its name,
 * e.g. `itWhere(hasEntry('layout-shift'), 'layout-shift entries, Chromium only', 'no layout shift', …)`.
 */
export function itWhere(supported: boolean, need: string, title: string, fn: Mocha.Func): Mocha.Test {
  return (supported ? it : it.skip)(`${title} (needs ${need})`, fn);
}

/** The engine reports performance entries of this type (layout-shift, longtask, … are Chromium-only). */
export const hasEntryType = (type: string): boolean => PerformanceObserver.supportedEntryTypes?.includes(type) ?? false;

/** What a test that emulates media features needs, for `itWhere(engine.emulatesMedia, mediaEmulation, …)`. */
export const mediaEmulation = 'media-feature emulation, which only the Chromium automation has here';

/** What a test of focus rings (drawn on :focus-visible) needs. */
export const keyboardFocusVisible = "keyboard focus that the automation's keys make :focus-visible (WebKitGTK's do not)";

/** What a test of the middle or right mouse button needs. */
export const mouseButtons = 'middle and right mouse buttons, which the WebKitGTK automation sends as the primary one';

/** What a test at a device pixel ratio other than 1 needs. */
export const deviceScaleEmulation = 'device pixel ratio emulation, which the WebKitGTK automation lacks';

/** wtr's `emulateMedia` where the automation can; elsewhere nothing was emulated, so nothing to undo. */
export const resetMedia = (media: Parameters<typeof emulateMedia>[0]): Promise<void> =>
  engine.emulatesMedia ? emulateMedia(media) : Promise.resolve();

/** What a screen-reader walk (test/support/ax.ts) needs. */
export const axTreeAccess = "the browser's accessibility tree, which only Chromium's automation (CDP) reads here";

/** What a forced-colours test needs. */
export const forcedColorsEmulation = 'forced-colours emulation, which only the Chromium automation (CDP) has here';
