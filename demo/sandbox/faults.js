// Fault switches for robustness tests. A fault is chosen by the api key of the request itself (the
// `api_key` query parameter, or `API_KEY` in a collector body), so tests running in parallel against
// one sandbox never see each other's faults. See README.md for the keywords.

export const FAULT_KINDS = /** @type {const} */ ([
  '429',
  '500',
  '503',
  'timeout',
  'badjson',
  'nocors',
  'empty',
  'slow',
  // The collector only (reads answer normally): each event waits 3-5 s, then is recorded.
  'slowevents',
  // A hostile service's page answers (hostile-service.js): counts still answer normally.
  'flood',
  'products',
  'oversize',
  'spoof',
]);

const FAULT_RE = new RegExp(`(?:^|-)fault-(${FAULT_KINDS.join('|')})(?=-|$)`);
const TIMES_RE = /(?:^|-)(?:once|times(\d{1,3}))(?=-|$)/;

/**
 * @typedef {typeof FAULT_KINDS[number]} FaultKind
 * @typedef {{ kind: FaultKind, limit: number }} FaultSpec  limit = Infinity unless `-once`/`-timesN`
 */

/**
 * Reads the fault keyword out of an api key, if it carries one.
 * @param {unknown} apiKey
 * @returns {FaultSpec | null}
 */
export function parseFault(apiKey) {
  if (typeof apiKey !== 'string') return null;
  const m = FAULT_RE.exec(apiKey);
  if (!m) return null;
  const t = TIMES_RE.exec(apiKey);
  const limit = t ? (t[1] ? Number(t[1]) : 1) : Infinity;
  return { kind: /** @type {FaultKind} */ (m[1]), limit };
}

/**
 * Counts how often each (key, path) has failed, so `-once` keys fail only their first request on
 * each endpoint and then recover, whichever order a client calls the endpoints in.
 */
export class FaultCounter {
  /** @type {Map<string, number>} */
  #seen = new Map();

  /**
   * Whether this request should fail, counting it when it does.
   * @param {FaultSpec} spec
   * @param {string} apiKey
   * @param {string} path
   */
  shouldFail(spec, apiKey, path) {
    if (spec.limit === Infinity) return true;
    const id = `${apiKey}\n${path}`;
    const n = this.#seen.get(id) ?? 0;
    if (n >= spec.limit) return false;
    this.#seen.set(id, n + 1);
    return true;
  }
}

/** Bytes for `fault-badjson`: what a proxy cutting a response short would leave. */
export const BAD_JSON = '{"status":200,"album_id":1001,"page":1,"data":[{"id":4815,"title":"cut sh';
