// The sandbox's origin, served by the test runner's sandbox plugin (see web-test-runner.config.js).
// @ts-expect-error: a virtual module the test server answers; it has no file on disk.
import origin from './sandbox-origin.js';

/** Origin of the Content Service sandbox, e.g. `http://127.0.0.1:41234` (no trailing slash). */
export const sandboxUrl: string = origin;

/**
 * A key of its own per test: the sandbox keys its fault switches and event log by API key. It
 * starts with `test-`, which the sandbox accepts (demo/sandbox/README.md, "API keys").
 */
export const uniqueKey = (prefix = 'key'): string => `test-${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** A key the sandbox does not know (like a mistyped one): it answers 401. */
export const unknownKey = (): string => `unknown-${Math.random().toString(36).slice(2, 10)}`;
