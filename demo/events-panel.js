// The live panel: what the sandbox's analytics collector has received from this page's widgets.
// Polls GET {sandbox}/__events once a second; builds the list with DOM APIs only (no innerHTML).
import { DEMO_API_KEY, sandboxUrl } from './config.js';

const POLL_MS = 1000;
const SHOWN = 60;
const DETAIL_FIELDS = ['album_id', 'widget', 'page', 'per_page', 'album_photo_id', 'photos', 'action_link_url'];

const panel = document.querySelector('#events');
const list = panel?.querySelector('ol');
const state = panel?.querySelector('[data-state]');
const totals = panel?.querySelector('[data-totals]');
const clear = panel?.querySelector('button[data-clear]');

/** @param {number} at */
function clock(at) {
  return new Date(at).toLocaleTimeString(undefined, { hour12: false });
}

/** @param {string} text */
function shorten(text) {
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

/** @param {{ name: string, body: Record<string, unknown>, at: number }} event */
function row(event) {
  const li = document.createElement('li');
  const head = document.createElement('div');
  head.className = 'event-head';
  const name = document.createElement('strong');
  name.textContent = event.name;
  const time = document.createElement('time');
  time.dateTime = new Date(event.at).toISOString();
  time.textContent = clock(event.at);
  head.append(name, time);
  const detail = document.createElement('div');
  detail.className = 'event-detail';
  detail.textContent = DETAIL_FIELDS.filter((k) => k in event.body)
    .map((k) => `${k}=${shorten(String(event.body[k]))}`)
    .join('  ');
  li.append(head, detail);
  return li;
}

let lastSignature = '';

async function poll() {
  try {
    const url = new URL('/__events', sandboxUrl);
    url.searchParams.set('api_key', DEMO_API_KEY);
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    /** @type {{ data: Array<{ name: string, body: Record<string, unknown>, at: number }> }} */
    const { data } = await res.json();
    if (state) state.textContent = `${data.length} received`;
    panel?.classList.remove('offline');
    const signature = `${data.length}:${data.at(-1)?.at ?? 0}`;
    if (signature === lastSignature || !list) return;
    lastSignature = signature;
    list.replaceChildren(...data.slice(-SHOWN).reverse().map(row));
    if (totals) {
      /** @type {Map<string, number>} */
      const byName = new Map();
      for (const e of data) byName.set(e.name, (byName.get(e.name) ?? 0) + 1);
      totals.replaceChildren(
        ...[...byName].map(([name, n]) => {
          const chip = document.createElement('span');
          chip.className = 'chip';
          chip.textContent = `${name} ${n}`;
          return chip;
        }),
      );
    }
  } catch {
    panel?.classList.add('offline');
    if (state) state.textContent = `sandbox unreachable at ${sandboxUrl}`;
  } finally {
    setTimeout(poll, POLL_MS);
  }
}

clear?.addEventListener('click', async () => {
  const url = new URL('/__events', sandboxUrl);
  url.searchParams.set('api_key', DEMO_API_KEY);
  await fetch(url, { method: 'DELETE' }).catch(() => {});
  lastSignature = '';
});

if (panel) void poll();
