// The API keys the sandbox accepts (README.md, "API keys"). Like the real service it answers any
// other key 401, so a merchant's typo (or the docs' `YOUR_PUBLIC_API_KEY` pasted as it is) shows
// up here exactly as it would in production.
import { parseFault } from './faults.js';

/** The demo's account: the key of the demo pages, the recipes and the README's examples. */
export const DEMO_API_KEY = 'demo-public-key';

/** Tests make a key of their own per test (their own caches, fault counters and event logs). */
export const TEST_KEY_PREFIX = 'test-';

/**
 * Whether the sandbox accepts this key for reads and submission: the demo key, a test key
 * (`test-…`), or a key that carries a fault switch (`…fault-500…`, faults.js).
 * @param {string | null} key
 */
export function isSandboxKey(key) {
  if (!key) return false;
  return key === DEMO_API_KEY || key.startsWith(TEST_KEY_PREFIX) || parseFault(key) !== null;
}
