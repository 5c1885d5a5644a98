// The sandbox's origin, served by the test runner's sandbox plugin (see web-test-runner.config.js).
// @ts-expect-error: a virtual module the test server answers; it has no file on disk.
import origin from './sandbox-origin.js';

/** Origin of the Content Service sandbox, e.g. `http://127.0.0.1:41234` (no trailing slash). */
export const sandboxUrl: string = origin;
