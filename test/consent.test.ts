import { expect } from '@open-wc/testing';
import { createEngagementTracker } from '../src/analytics/analytics.js';
import { waitUntil } from './support/wait.js';
import {
  getAnalyticsConsent,
  grantAnalyticsConsent,
  requireAnalyticsConsent,
  revokeAnalyticsConsent,
} from '../src/analytics/consent.js';
import { visitorId } from '../src/analytics/visitor-id.js';
import { setVisitorIdStorage, VISITOR_ID_KEY } from '../src/analytics/visitor-id-storage.js';
import { mediaItem as item, resetShared } from './support/fake-fetch.js';

/** A tracker on a recording fetch; `sent` lists `name uid` of each request. */
function setup() {
  const sent: string[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    sent.push(`${url.slice(url.lastIndexOf('/') + 1)} ${JSON.parse(String(init.body)).uid}`);
    return Promise.resolve(new Response(null, { status: 204 }));
  }) as typeof globalThis.fetch;
  const hostEvents: string[] = [];
  const tracker = createEngagementTracker({
    analyticsUrl: 'https://collector.test',
    apiKey: 'pk_1',
    widget: () => 'grid',
    onSend: (name) => hostEvents.push(name),
    fetch,
  });
  return { tracker, sent, hostEvents };
}

function addMeta(content: string | null): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = 'ugc-album-consent';
  if (content !== null) meta.content = content;
  document.head.append(meta);
  return meta;
}

describe('analytics consent', () => {
  beforeEach(() => {
    resetShared();
    setVisitorIdStorage();
    localStorage.removeItem(VISITOR_ID_KEY);
  });
  afterEach(() => {
    document.head.querySelectorAll('meta[name="ugc-album-consent"]').forEach((m) => m.remove());
    localStorage.removeItem(VISITOR_ID_KEY);
    resetShared();
  });

  it('is granted by default', () => {
    const { tracker, sent } = setup();
    expect(getAnalyticsConsent()).to.equal('granted');
    tracker.pageRendered(7, 1, 1, [item(1)]);
    expect(sent).to.have.length(1);
    expect(localStorage.getItem(VISITOR_ID_KEY)).to.be.a('string');
  });

  it('sends and stores nothing while a meta tag holds consent pending', () => {
    addMeta('pending');
    const { tracker, sent, hostEvents } = setup();
    tracker.pageRendered(7, 1, 1, [item(1)]);
    tracker.becameVisible();
    tracker.lightboxOpened(7, item(1));

    expect(getAnalyticsConsent()).to.equal('pending');
    expect(sent).to.deep.equal([]);
    expect(hostEvents).to.deep.equal([]);
    expect(visitorId()).to.equal(null);
    expect(localStorage.getItem(VISITOR_ID_KEY)).to.equal(null);
  });

  it('reads any meta content but "granted" as pending', () => {
    const meta = addMeta(null);
    expect(getAnalyticsConsent()).to.equal('pending');
    meta.content = 'required';
    expect(getAnalyticsConsent()).to.equal('pending');
    meta.content = ' Granted ';
    expect(getAnalyticsConsent()).to.equal('granted');
  });

  it('drops what happened before consent when granted without replay', () => {
    requireAnalyticsConsent();
    const { tracker, sent } = setup();
    tracker.pageRendered(7, 1, 1, [item(1)]);
    tracker.becameVisible();

    grantAnalyticsConsent();
    expect(sent).to.deep.equal([]);

    tracker.pageRendered(7, 2, 1, [item(2)]);
    const uid = localStorage.getItem(VISITOR_ID_KEY);
    expect(sent).to.deep.equal([`loadMore ${uid}`]);
  });

  it('sends what happened before consent, in order, when granted with replay', () => {
    addMeta('pending');
    const { tracker, sent, hostEvents } = setup();
    tracker.becameVisible();
    tracker.pageRendered(7, 1, 1, [item(1)]);
    tracker.lightboxOpened(7, item(1));
    expect(sent).to.deep.equal([]);

    grantAnalyticsConsent({ replay: true });
    const uid = localStorage.getItem(VISITOR_ID_KEY);
    expect(uid).to.be.a('string');
    expect(sent).to.deep.equal([`openedWidget ${uid}`, `widgetVisible ${uid}`, `openedLightbox ${uid}`]);
    expect(hostEvents).to.deep.equal(['openedWidget', 'widgetVisible', 'openedLightbox']);

    grantAnalyticsConsent({ replay: true });
    expect(sent).to.have.length(3);
  });

  it('holds at most 20 events for a replay', async () => {
    requireAnalyticsConsent();
    const { tracker, sent, hostEvents } = setup();
    for (let i = 1; i <= 30; i++) tracker.lightboxOpened(7, item(i));
    grantAnalyticsConsent({ replay: true });
    expect(hostEvents).to.have.length(20);
    // Sent through the page's queue, a few at a time: all 20 go.
    await waitUntil(() => sent.length === 20, 'not all 20 were sent');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).to.have.length(20);
  });

  it('does not replay events of a widget that has opted out since', () => {
    requireAnalyticsConsent();
    let off = false;
    const sent: string[] = [];
    const tracker = createEngagementTracker({
      analyticsUrl: 'https://collector.test',
      apiKey: 'pk_1',
      widget: () => 'grid',
      onSend: (name) => sent.push(name),
      disabled: () => off,
      fetch: (() => Promise.resolve(new Response(null, { status: 204 }))) as typeof fetch,
    });
    tracker.pageRendered(7, 1, 1, [item(1)]);
    off = true;
    grantAnalyticsConsent({ replay: true });
    expect(sent).to.deep.equal([]);
  });

  it('stops sending and removes the stored id on revoke; a new grant starts a new id', () => {
    const { tracker, sent } = setup();
    tracker.lightboxOpened(7, item(1));
    const first = localStorage.getItem(VISITOR_ID_KEY);
    expect(sent).to.deep.equal([`openedLightbox ${first}`]);

    revokeAnalyticsConsent();
    expect(getAnalyticsConsent()).to.equal('denied');
    expect(localStorage.getItem(VISITOR_ID_KEY)).to.equal(null);
    expect(visitorId()).to.equal(null);
    tracker.lightboxOpened(7, item(2));
    grantAnalyticsConsent({ replay: true });
    expect(sent).to.have.length(1);

    tracker.lightboxOpened(7, item(3));
    const second = localStorage.getItem(VISITOR_ID_KEY);
    expect(second).to.be.a('string').and.not.equal(first);
    expect(sent[1]).to.equal(`openedLightbox ${second}`);
  });

  it('drops held events on revoke', () => {
    requireAnalyticsConsent();
    const { tracker, sent } = setup();
    tracker.lightboxOpened(7, item(1));
    revokeAnalyticsConsent();
    grantAnalyticsConsent({ replay: true });
    expect(sent).to.deep.equal([]);
  });

  it('lets an explicit decision win over the meta tag and over a later require', () => {
    addMeta('pending');
    grantAnalyticsConsent();
    expect(getAnalyticsConsent()).to.equal('granted');
    requireAnalyticsConsent();
    expect(getAnalyticsConsent()).to.equal('granted');
  });
});
