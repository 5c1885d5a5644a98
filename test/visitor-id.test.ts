import { expect } from '@open-wc/testing';
import { createEngagementTracker } from '../src/analytics/analytics.js';
import { revokeAnalyticsConsent } from '../src/analytics/consent.js';
import { getVisitorId, visitorId } from '../src/analytics/visitor-id.js';
import { setVisitorIdStorage, VISITOR_ID_KEY } from '../src/analytics/visitor-id-storage.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function resetShared(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('ugc-album.analytics')];
}

/** A new page load as far as the module is concerned: the in-memory id is gone, storage stays. */
function reload(): void {
  resetShared();
  setVisitorIdStorage();
}

/** Replaces an accessor of `window` (an own property, or inherited) for the duration of `run`. */
function withWindowProperty(name: 'localStorage' | 'crypto', get: () => unknown, run: () => void): void {
  const own = Object.getOwnPropertyDescriptor(window, name);
  Object.defineProperty(window, name, { get, configurable: true });
  try {
    run();
  } finally {
    if (own) Object.defineProperty(window, name, own);
    else delete (window as unknown as Record<string, unknown>)[name];
  }
}

describe('getVisitorId', () => {
  beforeEach(() => {
    localStorage.removeItem(VISITOR_ID_KEY);
    reload();
  });
  afterEach(() => {
    localStorage.removeItem(VISITOR_ID_KEY);
    reload();
  });

  it('makes a random UUID once and keeps it in localStorage', () => {
    const id = visitorId();
    expect(id).to.match(UUID);
    expect(localStorage.getItem(VISITOR_ID_KEY)).to.equal(id);
    expect(visitorId()).to.equal(id);
  });

  it('is given to the page as a promise (one signature in every build)', async () => {
    const given = getVisitorId();
    expect(given).to.be.instanceOf(Promise);
    const id = await given;
    expect(id).to.match(UUID);
    expect(id).to.equal(visitorId());
  });

  it('keeps the same id across page loads', () => {
    const id = visitorId();
    reload();
    expect(visitorId()).to.equal(id);
  });

  it('replaces a stored value that is not an id', () => {
    localStorage.setItem(VISITOR_ID_KEY, '<script>');
    const id = visitorId();
    expect(id).to.match(UUID);
    expect(localStorage.getItem(VISITOR_ID_KEY)).to.equal(id);
  });

  it('is the uid of every widget on the page', () => {
    const uids: unknown[] = [];
    const options = {
      analyticsUrl: 'https://collector.test',
      apiKey: 'pk_1',
      widget: () => 'grid',
      onSend: (_: string, body: Record<string, unknown>) => uids.push(body.uid),
      fetch: (() => Promise.resolve(new Response(null, { status: 204 }))) as typeof fetch,
    };
    createEngagementTracker(options).pageRendered(1, 1, 1, []);
    createEngagementTracker(options).pageRendered(2, 1, 1, []);
    expect(uids).to.deep.equal([visitorId(), visitorId()]);
  });

  it('falls back to an id for the page when storage throws', () => {
    const failing = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    setVisitorIdStorage(failing);
    const id = visitorId();
    expect(id).to.match(UUID);
    expect(visitorId()).to.equal(id);

    reload();
    setVisitorIdStorage(() => ({ getItem: failing, setItem: failing, removeItem: failing }));
    expect(visitorId()).to.match(UUID);
    expect(() => revokeAnalyticsConsent()).not.to.throw();
  });

  it('falls back when reading window.localStorage itself throws', () => {
    withWindowProperty(
      'localStorage',
      () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      () => {
        const id = visitorId();
        expect(id).to.match(UUID);
        expect(visitorId()).to.equal(id);
      },
    );
    expect(localStorage.getItem(VISITOR_ID_KEY)).to.equal(null);
  });

  it('makes a UUID without crypto.randomUUID (insecure contexts)', () => {
    const { getRandomValues } = crypto;
    const limited = { getRandomValues: getRandomValues.bind(crypto) };
    withWindowProperty('crypto', () => limited, () => {
      expect(visitorId()).to.match(UUID);
    });
  });

  it('without crypto.randomUUID, makes its version-4 UUID from crypto.getRandomValues', () => {
    const allOnes = { getRandomValues: <T extends ArrayBufferView>(bytes: T) => (new Uint8Array(bytes.buffer).fill(0xff), bytes) };
    withWindowProperty('crypto', () => allOnes, () => {
      expect(visitorId()).to.equal('ffffffff-ffff-4fff-bfff-ffffffffffff');
    });
  });

  it('makes a UUID without crypto at all', () => {
    withWindowProperty('crypto', () => undefined, () => {
      expect(visitorId()).to.match(UUID);
    });
  });
});
