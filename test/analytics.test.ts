import { expect } from '@open-wc/testing';
import { createEngagementTracker, eventUrl } from '../src/analytics/analytics.js';
import { MAX_ATTEMPTS, MAX_QUEUED, MAX_SENDING, SEND_TIMEOUT } from '../src/analytics/delivery.js';
import { waitUntil } from './support/wait.js';
import type { EngagementBody, EngagementTrackerOptions } from '../src/analytics/analytics.types.js';
import { type Call, fakeFetch, mediaItem, resetShared, useFreshTracker } from './support/fake-fetch.js';
import { sandboxUrl, uniqueKey } from './support/sandbox.js';

const UID = 'visitor-0001';
const COLLECTOR = 'https://collector.test';

const item = (albumPhotoId: number) => mediaItem(albumPhotoId, { id: albumPhotoId + 1000 });

function setup(overrides: Partial<EngagementTrackerOptions> = {}) {
  const net = fakeFetch();
  const sent: [string, EngagementBody][] = [];
  const tracker = createEngagementTracker({
    analyticsUrl: COLLECTOR,
    apiKey: 'pk_1',
    widget: () => 'grid',
    onSend: (name, body) => sent.push([name, body]),
    fetch: net.fetch,
    ...overrides,
  });
  return { tracker, calls: net.calls, sent };
}

const bodies = (calls: Call[]) => calls.map((c) => c.init.body);
const names = (calls: Call[]) => calls.map((c) => c.url.slice(c.url.lastIndexOf('/') + 1));
/** Lets settled fetches run their callbacks and the browser report unhandled rejections. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createEngagementTracker', () => {
  useFreshTracker(UID);

  it('sends openedWidget with the exact URL, init and body when page 1 renders', () => {
    const { tracker, calls, sent } = setup();
    tracker.pageRendered(7, 1, 2, [item(11), item(12)]);

    const body =
      '{"API_KEY":"pk_1","uid":"visitor-0001","platform":"web","album_id":7,"widget":"grid",' +
      '"photos":"11,12","per_page":2,"page":1}';
    // Each send has its own signal: it is aborted when the collector does not answer in time.
    const { signal, ...init } = calls[0]!.init;
    expect(signal).to.be.instanceOf(AbortSignal);
    expect([{ url: calls[0]!.url, init }]).to.deep.equal([
      {
        url: 'https://collector.test/events/openedWidget',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          keepalive: true,
          mode: 'cors',
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        },
      },
    ]);
    expect(sent).to.deep.equal([['openedWidget', JSON.parse(body)]]);
  });

  it('sends openedWidget once per tracker, however often page 1 renders', () => {
    const { tracker, calls } = setup();
    tracker.pageRendered(7, 1, 2, [item(11), item(12)]);
    tracker.pageRendered(7, 1, 2, [item(11), item(12)]);
    tracker.pageRendered(8, 1, 2, [item(21)]);
    expect(names(calls)).to.deep.equal(['openedWidget']);
  });

  it('leaves unusable ids (0) out of photos', () => {
    const { tracker, calls } = setup();
    tracker.pageRendered(7, 1, 3, [item(11), item(0), item(13)]);
    expect(JSON.parse(String(calls[0].init.body)).photos).to.equal('11,13');
  });

  it('sends widgetVisible once, after openedWidget, with the same fields', () => {
    const { tracker, calls } = setup();
    tracker.pageRendered(7, 1, 2, [item(11), item(12)]);
    tracker.becameVisible();
    tracker.becameVisible();

    expect(names(calls)).to.deep.equal(['openedWidget', 'widgetVisible']);
    expect(calls[1].url).to.equal('https://collector.test/events/widgetVisible');
    expect(calls[1].init.body).to.equal(calls[0].init.body);
  });

  it('holds widgetVisible seen before the first page until right after openedWidget', () => {
    const { tracker, calls } = setup();
    tracker.becameVisible();
    expect(calls).to.have.length(0);

    tracker.pageRendered(7, 1, 2, [item(11), item(12)]);
    tracker.becameVisible();
    expect(names(calls)).to.deep.equal(['openedWidget', 'widgetVisible']);
    expect(calls[1].init.body).to.equal(calls[0].init.body);
  });

  it('sends loadMore for every page ≥ 2 with that page’s ids', () => {
    const { tracker, calls } = setup();
    tracker.pageRendered(7, 1, 2, [item(11), item(12)]);
    tracker.pageRendered(7, 2, 2, [item(13), item(14)]);
    tracker.pageRendered(7, 3, 2, [item(15)]);

    expect(names(calls)).to.deep.equal(['openedWidget', 'loadMore', 'loadMore']);
    expect(calls[1].url).to.equal('https://collector.test/events/loadMore');
    expect(bodies(calls).slice(1)).to.deep.equal([
      '{"API_KEY":"pk_1","uid":"visitor-0001","platform":"web","album_id":7,"per_page":2,"page":2,"photos":"13,14"}',
      '{"API_KEY":"pk_1","uid":"visitor-0001","platform":"web","album_id":7,"per_page":2,"page":3,"photos":"15"}',
    ]);
  });

  it('sends openedLightbox and actionClicked with their fields', () => {
    const { tracker, calls, sent } = setup();
    tracker.lightboxOpened(7, item(12));
    tracker.actionClicked(7, item(12), 'https://shop.test/p/1?x=1&y="2"');

    expect(calls.map((c) => c.url)).to.deep.equal([
      'https://collector.test/events/openedLightbox',
      'https://collector.test/events/actionClicked',
    ]);
    expect(bodies(calls)).to.deep.equal([
      '{"API_KEY":"pk_1","uid":"visitor-0001","platform":"web","album_id":7,"album_photo_id":12}',
      '{"API_KEY":"pk_1","uid":"visitor-0001","platform":"web","album_id":7,"album_photo_id":12,' +
        '"action_link_url":"https://shop.test/p/1?x=1&y=\\"2\\""}',
    ]);
    expect(sent.map(([name]) => name)).to.deep.equal(['openedLightbox', 'actionClicked']);
  });

  it('sends nothing while the widget opts out, and opened stays done', () => {
    let off = true;
    const { tracker, calls, sent } = setup({ disabled: () => off });
    tracker.pageRendered(7, 1, 2, [item(11)]);
    tracker.becameVisible();
    tracker.lightboxOpened(7, item(11));
    expect(calls).to.have.length(0);
    expect(sent).to.have.length(0);

    off = false;
    tracker.pageRendered(7, 1, 2, [item(11)]);
    tracker.becameVisible();
    tracker.pageRendered(7, 2, 2, [item(12)]);
    expect(names(calls)).to.deep.equal(['loadMore']);
  });

  it('sends nothing without a usable analyticsUrl', () => {
    for (const analyticsUrl of ['', 'javascript:alert(1)', 'ftp://collector.test', 'data:,x']) {
      const { tracker, calls, sent } = setup({ analyticsUrl });
      tracker.pageRendered(7, 1, 2, [item(11)]);
      tracker.lightboxOpened(7, item(11));
      expect(calls, analyticsUrl).to.have.length(0);
      expect(sent, analyticsUrl).to.have.length(0);
    }
  });

  it('builds the event URL from the collector URL', () => {
    expect(eventUrl('https://c.test', 'loadMore')).to.equal('https://c.test/events/loadMore');
    expect(eventUrl('https://c.test/', 'loadMore')).to.equal('https://c.test/events/loadMore');
    expect(eventUrl('http://c.test:8080/base//?q=1#h', 'loadMore')).to.equal(
      'http://c.test:8080/base/events/loadMore',
    );
    expect(eventUrl('/collector', 'loadMore')).to.equal(`${location.origin}/collector/events/loadMore`);
    expect(eventUrl('', 'loadMore')).to.equal(null);
    expect(eventUrl('mailto:a@b.c', 'loadMore')).to.equal(null);
  });

  it('never throws nor leaves an unhandled rejection when fetch or the host fails', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: PromiseRejectionEvent) => unhandled.push(e.reason);
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      const failures: (() => Promise<Response>)[] = [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => {
          throw new TypeError('sync failure');
        },
        () => Promise.resolve(new Response('no', { status: 500 })),
        () => Promise.resolve(undefined as unknown as Response),
      ];
      for (const respond of failures) {
        resetShared();
        const net = fakeFetch(respond);
        const tracker = createEngagementTracker({
          analyticsUrl: COLLECTOR,
          apiKey: 'pk_1',
          widget: () => 'grid',
          onSend: () => {
            throw new Error('host listener failed');
          },
          fetch: net.fetch,
        });
        tracker.pageRendered(7, 1, 2, [item(11)]);
        tracker.becameVisible();
        tracker.pageRendered(7, 2, 2, [item(12)]);
        tracker.lightboxOpened(7, item(11));
        tracker.actionClicked(7, item(11), 'https://shop.test/');
        // Four go at once; the fifth waits for one of them (then, as they fail, for its turn).
        expect(net.calls).to.have.length(4);
      }
      const throwing = createEngagementTracker({
        analyticsUrl: COLLECTOR,
        apiKey: 'pk_1',
        widget: () => {
          throw new Error('layout unknown');
        },
        onSend: () => {},
        disabled: () => {
          throw new Error('attribute read failed');
        },
        fetch: fakeFetch().fetch,
      });
      throwing.pageRendered(7, 1, 2, [item(11)]);
      throwing.lightboxOpened(7, item(11));
      await settle();
      await settle();
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });

  describe('delivery (a page-wide queue)', () => {
    /** Every heldFetch of the running test: what it left unanswered is answered after it. */
    const held: { pending: ((r: Response) => void)[] }[] = [];

    /** A fetch whose answers the test gives, in order; a send aborted by its signal rejects like a real one. */
    function heldFetch() {
      const pending: ((r: Response) => void)[] = [];
      const net = fakeFetch(() => new Promise<Response>((resolve) => pending.push(resolve)));
      const fetch = ((url: string, init: RequestInit) => {
        const answer = net.fetch(url, init);
        return new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          answer.then(resolve);
        });
      }) as typeof globalThis.fetch;
      const answer = (status = 204, headers: HeadersInit = {}) => pending.shift()!(new Response(null, { status, headers }));
      held.push({ pending });
      return { calls: net.calls, fetch, answer, pending };
    }

    /**
     * `setTimeout` seen by the test: the delivery's waits (`ms` from 100 to 9,000: not the send
     * timeout, nor the test's own deadlines) run at once and are recorded; the send timeout is
     * recorded to be fired by the test.
     */
    function timers() {
      const real = window.setTimeout;
      const waits: number[] = [];
      const timeouts: (() => void)[] = [];
      const ours = (ms: number) => ms >= 100 && ms < 9000;
      window.setTimeout = ((fn: () => void, ms = 0, ...rest: unknown[]) => {
        if (ms === SEND_TIMEOUT) timeouts.push(fn);
        else if (ours(ms)) waits.push(ms);
        return real(fn, ours(ms) ? 0 : ms, ...rest);
      }) as typeof window.setTimeout;
      return { waits, timeouts, restore: () => void (window.setTimeout = real) };
    }

    /** console.warn calls while `run` runs. */
    async function warnings(run: () => Promise<void>): Promise<string[]> {
      const warn = console.warn;
      const seen: string[] = [];
      console.warn = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
      try {
        await run();
      } finally {
        console.warn = warn;
      }
      return seen;
    }

    let clock: ReturnType<typeof timers> | undefined;
    afterEach(() => {
      clock?.restore();
      clock = undefined;
      // No send of this test may still be waiting when the next one runs: a send left in flight
      // times out 15 s later and would retry, with its waits, in another test. The queue is emptied
      // first, then what was sent is answered.
      resetShared();
      for (const { pending } of held.splice(0)) pending.splice(0).forEach((resolve) => resolve(new Response(null, { status: 204 })));
    });

    it(`sends ${MAX_SENDING} at a time and every other event as sends finish, in order; none dropped`, async () => {
      const net = heldFetch();
      const { tracker, sent } = setup({ fetch: net.fetch });
      for (let i = 0; i < 25; i++) tracker.lightboxOpened(7, item(100 + i));
      expect(net.calls).to.have.length(MAX_SENDING);
      expect(sent).to.have.length(25);
      for (let done = 0; done < 25; done++) {
        net.answer();
        await settle();
        expect(net.calls).to.have.length(Math.min(25, MAX_SENDING + done + 1));
      }
      expect(net.calls.map((c) => JSON.parse(String(c.init.body)).album_photo_id)).to.deep.equal(
        Array.from({ length: 25 }, (_, i) => 100 + i),
      );
    });

    it(`drops events only past ${MAX_QUEUED} waiting: one console warning, and each lost event reported`, async () => {
      const net = heldFetch();
      let lost = 0;
      const { tracker, sent } = setup({ fetch: net.fetch, onLost: () => lost++ });
      const seen = await warnings(async () => {
        for (let i = 0; i < MAX_SENDING + MAX_QUEUED + 2; i++) tracker.lightboxOpened(7, item(100 + i));
        await settle();
      });
      expect(net.calls).to.have.length(MAX_SENDING);
      expect(sent).to.have.length(MAX_SENDING + MAX_QUEUED);
      expect(lost).to.equal(2);
      expect(seen).to.have.length(1);
      expect(seen[0]).to.match(/^<ugc-album>: an analytics event was not delivered \(POST https:\/\/collector\.test\/events\/openedLightbox: more than 500 events were waiting\)/);
    });

    it(`aborts a send not answered in ${SEND_TIMEOUT / 1000} s and tries it again`, async () => {
      clock = timers();
      const net = heldFetch();
      const { tracker } = setup({ fetch: net.fetch });
      tracker.lightboxOpened(7, item(11));
      expect(clock.timeouts).to.have.length(1);
      clock.timeouts[0]!();
      expect(net.calls[0]!.init.signal!.aborted).to.equal(true);
      await waitUntil(() => net.calls.length === 2, 'never sent again');
      expect(net.calls[1]!.init.body).to.equal(net.calls[0]!.init.body);
    });

    it(`retries a failing send at most ${MAX_ATTEMPTS - 1} times, one send at a time, after waits that grow`, async () => {
      clock = timers();
      let lost = 0;
      const net = fakeFetch(() => Promise.resolve(new Response(null, { status: 503 })));
      const { tracker } = setup({ fetch: net.fetch, onLost: () => lost++ });
      const seen = await warnings(async () => {
        tracker.lightboxOpened(7, item(11));
        tracker.lightboxOpened(7, item(12));
        await waitUntil(() => lost === 2, 'never given up');
      });
      const ids = net.calls.map((c) => JSON.parse(String(c.init.body)).album_photo_id);
      // Both went at once and failed together (one failure), then one at a time: 11 until given up, then 12.
      expect(ids).to.deep.equal([11, 12, 11, 11, 12, 12]);
      // The wait doubles with each failure in a row, with jitter: 0.5-1 s, 1-2 s, 2-4 s, then 4-8 s
      // before 12's last attempt (a wait scheduled again later is what remains of one of these).
      expect(Math.max(...clock.waits)).to.be.within(4000, 8000);
      expect(clock.waits.every((ms) => ms <= 8000)).to.equal(true);
      expect(seen).to.have.length(1);
      expect(seen[0]).to.contain('HTTP 503');
    });

    it('waits at least as long as Retry-After says, with jitter added', async () => {
      clock = timers();
      const random = Math.random;
      Math.random = () => 0.5;
      try {
        const net = heldFetch();
        const { tracker } = setup({ fetch: net.fetch });
        tracker.lightboxOpened(7, item(11));
        net.answer(429, { 'Retry-After': '3' });
        await waitUntil(() => net.calls.length === 2, 'never sent again');
        // Retry-After's 3 s plus half as much again × 0.5 (less the few ms the queue took to get there).
        expect(clock.waits).to.have.length(1);
        expect(clock.waits[0]).to.be.within(3000 + 0.5 * 1500 - 100, 3000 + 0.5 * 1500);
      } finally {
        Math.random = random;
      }
    });

    it('does not retry a refused event (4xx): it is reported at once', async () => {
      let lost = 0;
      const net = fakeFetch(() => Promise.resolve(new Response(null, { status: 400 })));
      const { tracker } = setup({ fetch: net.fetch, onLost: () => lost++ });
      const seen = await warnings(async () => {
        tracker.lightboxOpened(7, item(11));
        await waitUntil(() => lost === 1, 'never reported');
        await settle();
      });
      expect(net.calls).to.have.length(1);
      expect(seen).to.have.length(1);
    });

    it('a page being hidden or going away sends every waiting event at once', async () => {
      const net = heldFetch();
      const { tracker } = setup({ fetch: net.fetch });
      for (let i = 0; i < 10; i++) tracker.lightboxOpened(7, item(100 + i));
      expect(net.calls).to.have.length(MAX_SENDING);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(net.calls).to.have.length(10);
      expect(net.calls.every((c) => c.init.keepalive)).to.equal(true);
    });

    it('a page going away while the collector fails keeps sending one at a time (no storm)', async () => {
      const net = heldFetch();
      const { tracker } = setup({ fetch: net.fetch });
      for (let i = 0; i < 10; i++) tracker.lightboxOpened(7, item(100 + i));
      net.answer(503);
      await settle();
      expect(net.calls).to.have.length(MAX_SENDING);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(net.calls).to.have.length(MAX_SENDING);
    });
  });

  it('sends without keepalive beyond the 64 KB keepalive budget', async () => {
    const pending: ((r: Response) => void)[] = [];
    const net = fakeFetch(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const { tracker } = setup({ fetch: net.fetch });
    const url = `https://shop.test/?q=${'x'.repeat(25_000)}`;

    for (let i = 0; i < 3; i++) tracker.actionClicked(7, item(11), url);
    expect(net.calls.map((c) => c.init.keepalive)).to.deep.equal([true, true, false]);

    pending[0](new Response(null, { status: 204 }));
    await settle();
    tracker.actionClicked(7, item(11), url);
    expect(net.calls[3].init.keepalive).to.equal(true);
  });
});

describe('createEngagementTracker against the sandbox collector', () => {
  useFreshTracker(UID);

  /** A tracker on the real fetch (cross-origin: CORS preflight plus keepalive) that keeps each answer. */
  function realTracker(apiKey: string) {
    const answers: Promise<Response | string>[] = [];
    const fetch = ((url: string, init: RequestInit) => {
      const answer = window.fetch(url, init);
      answers.push(answer.catch((e: Error) => e.name));
      return answer;
    }) as typeof globalThis.fetch;
    const tracker = createEngagementTracker({
      analyticsUrl: sandboxUrl,
      apiKey,
      widget: () => 'grid',
      onSend: () => {},
      fetch,
    });
    return { tracker, answers };
  }

  function playAll(tracker: ReturnType<typeof createEngagementTracker>): void {
    tracker.pageRendered(7, 1, 2, [item(11), item(12)]);
    tracker.becameVisible();
    tracker.pageRendered(7, 2, 2, [item(13)]);
    tracker.lightboxOpened(7, item(13));
    tracker.actionClicked(7, item(13), 'https://shop.test/p/1');
  }

  it('has every body accepted and recorded as sent', async () => {
    // Its own key: the three engines run this test at once, against one collector.
    const apiKey = uniqueKey('analytics');
    await window.fetch(`${sandboxUrl}/__events?api_key=${apiKey}`, { method: 'DELETE' });
    const { tracker, answers } = realTracker(apiKey);
    playAll(tracker);
    await waitUntil(() => answers.length === 5, 'not every event was sent');

    const statuses = (await Promise.all(answers)).map((a) => (typeof a === 'string' ? a : a.status));
    expect(statuses).to.deep.equal([204, 204, 204, 204, 204]);
    const common = { API_KEY: apiKey, uid: UID, platform: 'web' };
    const opened = { album_id: 7, widget: 'grid', photos: '11,12', per_page: 2, page: 1 };
    const log = await (await window.fetch(`${sandboxUrl}/__events?api_key=${apiKey}`)).json();
    // Concurrent requests reach the collector in any order.
    const recorded = (log.data as { name: string; body: EngagementBody }[])
      .map((e) => [e.name, e.body])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(recorded).to.deep.equal([
      ['actionClicked', { ...common, album_id: 7, album_photo_id: 13, action_link_url: 'https://shop.test/p/1' }],
      ['loadMore', { ...common, album_id: 7, per_page: 2, page: 2, photos: '13' }],
      ['openedLightbox', { ...common, album_id: 7, album_photo_id: 13 }],
      ['openedWidget', { ...common, ...opened }],
      ['widgetVisible', { ...common, ...opened }],
    ]);
  });

  it('leaves no unhandled rejection when the collector fails or refuses CORS', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: PromiseRejectionEvent) => unhandled.push(e.reason);
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      // Each on a queue of its own (a failing collector holds the page's queue back).
      for (const [key, outcome] of [['pk-fault-500', 500], ['pk-fault-nocors', 'TypeError']] as const) {
        resetShared();
        const { tracker, answers } = realTracker(key);
        playAll(tracker);
        // The first sends went at once; after their failure the queue waits before trying again.
        await waitUntil(() => answers.length === MAX_SENDING, 'not sent');
        const outcomes = await Promise.all(answers);
        expect(outcomes.map((a) => (typeof a === 'string' ? a : a.status))).to.deep.equal(Array(MAX_SENDING).fill(outcome));
        await settle();
        await settle();
      }
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });
});
