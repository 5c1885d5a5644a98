// Where the demo finds the Content Service sandbox: `?sandbox=http://127.0.0.1:PORT` in the page URL
// (scripts/start.js adds it when 8787 was taken), else the sandbox's default address.
//
// This module runs before /src/define.ts (module scripts run in document order), so the widgets are
// pointed at the right sandbox before they upgrade and never load from the wrong one.

export const DEFAULT_SANDBOX = 'http://127.0.0.1:8787';

/** Public demo credentials of the sandbox (demo/sandbox/README.md). */
export const DEMO_API_KEY = 'demo-public-key';

function fromQuery() {
  const raw = new URLSearchParams(location.search).get('sandbox');
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export const sandboxUrl = fromQuery() ?? DEFAULT_SANDBOX;

// The embed snippets load the built bundle from this server (`npm start` builds dist/ first): a
// merchant pastes them into any page. In production it is your copy of dist/ on your CDN.
const DEFAULT_BUNDLE = 'http://127.0.0.1:5173/dist/ugc-album.js';
// (A page without an http(s) address of its own, e.g. a test's srcdoc frame, keeps the default.)
const bundleUrl = /^https?:$/.test(location.protocol) ? `${location.origin}/dist/ugc-album.js` : DEFAULT_BUNDLE;
for (const pre of document.querySelectorAll('pre.snippet code')) {
  pre.textContent = pre.textContent.replaceAll(DEFAULT_BUNDLE, bundleUrl);
}

if (sandboxUrl !== DEFAULT_SANDBOX) {
  for (const el of document.querySelectorAll('ugc-album')) {
    for (const attr of ['base-url', 'analytics-url']) {
      if (el.getAttribute(attr) === DEFAULT_SANDBOX) el.setAttribute(attr, sandboxUrl);
    }
  }
  // Keep the visible snippets true to what the page really uses.
  for (const pre of document.querySelectorAll('pre.snippet code')) {
    pre.textContent = pre.textContent.replaceAll(DEFAULT_SANDBOX, sandboxUrl);
  }
}

for (const el of document.querySelectorAll('[data-sandbox-url]')) el.textContent = sandboxUrl;

for (const img of document.querySelectorAll('img[data-sandbox-src]')) {
  img.setAttribute('src', `${sandboxUrl}/media/${img.getAttribute('data-sandbox-src')}`);
}
