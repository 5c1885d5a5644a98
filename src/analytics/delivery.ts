// The page-wide delivery of analytics events (the widget's engagement events and the shop's
// conversion calls): one queue for every widget and every copy of this module on the page, drained
// as sends finish. docs/analytics.md ("Delivery") states what it guarantees; keep the two in step.
import { shared } from './shared-state.js';
import type { Delivery, Send } from './shared-state.js';
import { backoff, jitterAfter, retryAfterMs } from '../client/backoff.js';

/**
 * Sends at once, page-wide. Browsers open at most 6 connections per host over HTTP/1.1, and a
 * collector may share its host with the content service: 4 leaves the gallery 2 of its own, so a
 * slow collector can never hold "Load more" behind it.
 */
export const MAX_SENDING = 4;
/** Events waiting, page-wide: past this a new event is dropped (60 widgets make about 120 at once). */
export const MAX_QUEUED = 500;
/** A send with no answer after this long is aborted and counts as failed (a slow collector takes ~10 s). */
export const SEND_TIMEOUT = 15_000;
/** Attempts per event: the first and two retries, then the event is given up. */
export const MAX_ATTEMPTS = 3;
/** First wait after a failure; doubled on each failure in a row (with jitter), up to MAX_WAIT. */
const FIRST_WAIT = 1000;
const MAX_WAIT = 60_000;
/**
 * Browsers cap the bodies of in-flight keepalive requests at 64 KiB per page (shared with
 * `sendBeacon`); past our share a send goes without keepalive rather than being rejected.
 */
const KEEPALIVE_BUDGET = 60 * 1024;

/**
 * The body's size on the wire (UTF-8). Not `new Blob([json]).size`: a Blob is registered with the
 * browser process, which cost a phone a few ms of every beacon's task while stories were swiped.
 */
const utf8Bytes = (json: string): number => new TextEncoder().encode(json).length;

/** The page's queue, made by the first copy of this module that sends. */
const queue = (): Delivery => {
  const s = shared();
  if (!s.delivery) {
    const q: Delivery = (s.delivery = { jobs: [], made: 0, sending: 0, keepalive: 0, failures: 0, wave: 0, until: 0 });
    // A page being hidden may be a page going away: every waiting event goes now, with keepalive
    // (the gallery's own requests no longer matter). Only listened to in a browser page.
    const leaving = (gone: boolean) => {
      q.leaving = gone;
      drain(q);
    };
    globalThis.addEventListener?.('pagehide', () => leaving(true));
    globalThis.document?.addEventListener('visibilitychange', () => leaving(document.visibilityState == 'hidden'));
  }
  return s.delivery;
};

/**
 * Queues one POST of `json` to `url`. Resolves true once the collector has answered 2xx, false when
 * the event was dropped (queue full) or given up (a refusal, or `MAX_ATTEMPTS` failures): the first
 * such loss on the page writes one console warning. Never rejects.
 */
export const deliver = (url: string, json: string, fetchImpl: typeof fetch): Promise<boolean> => {
  const q = queue();
  return new Promise((done) => {
    const job: Send = { url, json, bytes: utf8Bytes(json), fetch: fetchImpl, attempts: 0, done, n: q.made++ };
    if (q.jobs.length >= MAX_QUEUED) return lost(q, job, `more than ${MAX_QUEUED} events were waiting`);
    q.jobs.push(job);
    drain(q);
  });
};

/** @internal Whether `deliver` would drop an event now (the queue is full). */
export const full = (): boolean => queue().jobs.length >= MAX_QUEUED;

function lost(q: Delivery, job: Send, why: string): void {
  job.done(false);
  if (q.warned) return;
  q.warned = true;
  console.warn(
    `<ugc-album>: an analytics event was not delivered (POST ${job.url}: ${why}). Events are retried ${MAX_ATTEMPTS - 1} times, then dropped; see docs/analytics.md, "Delivery".`,
  );
}

/** Starts what may start: up to MAX_SENDING sends (1 after a failure, until one succeeds). */
function drain(q: Delivery): void {
  clearTimeout(q.timer);
  while (q.jobs.length) {
    // Leaving, everything goes at once, unless the collector is failing: a page hidden with 500
    // events waiting for a dead collector must not send 500 requests in one go.
    if (!q.leaving || q.failures) {
      if (q.sending >= (q.failures ? 1 : MAX_SENDING)) return;
      const wait = q.until - Date.now();
      if (wait > 0) {
        q.timer = setTimeout(() => {
          q.until = 0;
          drain(q);
        }, wait);
        return;
      }
    }
    send(q, q.jobs.shift()!);
  }
}

function send(q: Delivery, job: Send): void {
  const keepalive = q.keepalive + job.bytes <= KEEPALIVE_BUDGET;
  const kept = keepalive ? job.bytes : 0;
  const wave = q.wave;
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), SEND_TIMEOUT);
  q.sending++;
  q.keepalive += kept;
  job.attempts++;
  // Called as a plain function: the browser's fetch throws when called as a method of anything but
  // the window.
  const post = job.fetch;
  // An async wrapper turns a fetch that throws at once into a rejection like any other failure.
  (async () =>
    post(job.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: job.json,
      keepalive,
      mode: 'cors',
      credentials: 'omit',
      // No Referer: the CORS Origin header already names the site; its path and query stay out.
      referrerPolicy: 'no-referrer',
      signal: ctl.signal,
    }))()
    .then(
      (res) => settle(q, job, wave, res?.ok ? 0 : res?.status || 0, res?.headers?.get('retry-after')),
      () => settle(q, job, wave, 0, null, ctl.signal.aborted ? `no answer in ${SEND_TIMEOUT / 1000} s` : 'network error'),
    )
    .catch(() => {})
    .finally(() => {
      clearTimeout(timer);
      q.sending--;
      q.keepalive -= kept;
      drain(q);
    });
}

/** `status` 0 with no `error`: delivered. A refusal (4xx but 408/429) is final; anything else is retried. */
function settle(q: Delivery, job: Send, wave: number, status: number, after?: string | null, error?: string): void {
  if (!status && !error) {
    q.failures = 0;
    q.until = 0;
    return job.done(true);
  }
  const why = error ?? `HTTP ${status}`;
  if (status >= 400 && status < 500 && status != 408 && status != 429) return lost(q, job, why);
  // Sends that failed together (a collector going down fails all of them) lengthen the wait once.
  if (wave == q.wave) {
    q.wave++;
    const ms = retryAfterMs(after ?? null);
    q.until = Date.now() + (isNaN(ms) ? backoff(FIRST_WAIT, q.failures, MAX_WAIT) : jitterAfter(Math.min(ms, MAX_WAIT), FIRST_WAIT));
    q.failures++;
  }
  if (job.attempts >= MAX_ATTEMPTS) return lost(q, job, why);
  // Back in its place: events go in the order they were made.
  const next = q.jobs.findIndex((j) => j.n > job.n);
  q.jobs.splice(next < 0 ? q.jobs.length : next, 0, job);
}
