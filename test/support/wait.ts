// The suite's `waitUntil`: @open-wc's, with a deadline that only catches a hang. Its own default
// deadline is one second, which three engines sharing two busy cores miss now and then (a marker
// hovered, a dialog opened, a page rendered a little later): a test waits for its condition, not for
// a duration. A call may still give its own `timeout`. `npm run lint` keeps tests on this one.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** How long a condition may take before the test fails as hung (the test's own limit is 30 s). */
export const WAIT_DEADLINE = 10_000;

export const waitUntil: typeof openWcWaitUntil = (predicate, message, options = {}) =>
  openWcWaitUntil(predicate, message, { timeout: WAIT_DEADLINE, ...options });
