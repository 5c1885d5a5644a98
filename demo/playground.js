// The playground: every form field is an attribute (or the `strings` property, or a custom property)
// of the live <ugc-album>; the snippet below it is what a merchant pastes. DOM APIs only. Runs before
// /src/define.ts (playground.html): the element upgrades with the form's settings and every listener on.
import { DEFAULT_SANDBOX, sandboxUrl } from './config.js';

const form = document.querySelector('[data-form]');
const album = document.querySelector('.stage ugc-album');
const out = document.querySelector('[data-snippet-out]');
const copy = document.querySelector('[data-copy]');
const copyStatus = document.querySelector('[data-copy-status]');
const log = document.querySelector('[data-log]');

// config.js has already pointed the element at the right sandbox; the form follows.
for (const input of form.querySelectorAll('[data-sandbox]')) {
  if (input.value === DEFAULT_SANDBOX) input.value = sandboxUrl;
}

/** Attributes of the element, in the order a person reads them. */
const ATTRIBUTES = [
  'album-id',
  'sku',
  'api-key',
  'base-url',
  'analytics-url',
  'per-page',
  'sort',
  'filters',
  'layout',
  'locale',
  'no-analytics',
  'eager',
];

const field = (name) => form.elements.namedItem(name);

// The default script URL is this server's build (`npm start` builds dist/ first), so the snippet
// works pasted into a local page; a merchant puts their own copy of dist/ there.
if (field('script-url').defaultValue === field('script-url').value && /^https?:$/.test(location.protocol)) {
  field('script-url').value = `${location.origin}/dist/ugc-album.js`;
}

/** The `strings` field as an object; null when empty; undefined (and marked) when not JSON. */
function stringsValue() {
  const input = field('strings');
  const text = input.value.trim();
  let value = null;
  if (text) {
    try {
      const parsed = JSON.parse(text);
      value = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
    } catch {
      value = undefined;
    }
  }
  input.setAttribute('aria-invalid', String(value === undefined));
  return value;
}

/** Custom properties set in the form, as `name: value` pairs. */
const styles = () =>
  [...form.querySelectorAll('[data-style]')]
    .filter((input) => input.value.trim())
    .map((input) => [input.name, input.value.trim()]);

/** Puts the form's values on the element (each change of a content attribute reloads it). */
function apply() {
  for (const name of ATTRIBUTES) {
    const input = field(name);
    if (input.type === 'checkbox') album.toggleAttribute(name, input.checked);
    else if (input.value.trim()) {
      if (album.getAttribute(name) !== input.value.trim()) album.setAttribute(name, input.value.trim());
    } else album.removeAttribute(name);
  }
  const strings = stringsValue();
  if (strings !== undefined) album.strings = strings;
  for (const input of form.querySelectorAll('[data-style]')) {
    if (input.value.trim()) album.style.setProperty(input.name, input.value.trim());
    else album.style.removeProperty(input.name);
  }
  out.textContent = snippet();
}

/** An attribute as HTML: JSON goes in single quotes, so it stays readable. */
function attribute(name, value) {
  if (value === true) return name;
  const quote = value.includes('"') && !value.includes("'") ? "'" : '"';
  const escaped = value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll(quote, quote === '"' ? '&quot;' : '&#39;');
  return `${name}=${quote}${escaped}${quote}`;
}

/** The embed snippet for what the form says. */
function snippet() {
  const attrs = [];
  for (const name of ATTRIBUTES) {
    const input = field(name);
    if (input.type === 'checkbox') {
      if (input.checked) attrs.push(attribute(name, true));
    } else if (input.value.trim()) attrs.push(attribute(name, input.value.trim()));
  }
  const css = styles();
  if (css.length) attrs.push(attribute('style', css.map(([n, v]) => `${n}: ${v}`).join('; ')));
  const script = field('script-url').value.trim() || 'ugc-album.js';
  const lines = [
    `<script type="module" src="${script.replaceAll('"', '&quot;')}"></script>`,
    '',
    `<ugc-album\n  ${attrs.join('\n  ')}\n></ugc-album>`,
  ];
  const strings = stringsValue();
  if (strings) {
    // `</` would end the script element early.
    const json = JSON.stringify(strings, null, 2).replaceAll('</', '<\\/');
    lines.push('', `<script>\n  document.querySelector('ugc-album').strings = ${json.replaceAll('\n', '\n  ')};\n</script>`);
  }
  return lines.join('\n');
}

let timer = 0;
// Typing reloads the widget once the typing pauses; choices apply at once.
form.addEventListener('input', (e) => {
  clearTimeout(timer);
  if (e.target.matches('select, [type="checkbox"]')) apply();
  else timer = setTimeout(apply, 300);
});
form.addEventListener('submit', (e) => e.preventDefault());

copy.addEventListener('click', async () => {
  const text = snippet();
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission (an insecure origin, a frame): select the snippet instead.
    const range = document.createRange();
    range.selectNodeContents(out);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    copyStatus.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
    return;
  }
  copyStatus.textContent = 'Copied to the clipboard.';
});

// The element's events, newest first: what a host page can listen to.
for (const type of ['ugc-load', 'ugc-error', 'ugc-item-click', 'ugc-lightbox-open', 'ugc-lightbox-close', 'ugc-cta-click', 'ugc-analytics']) {
  album.addEventListener(type, (e) => {
    const d = e.detail ?? {};
    const what =
      type === 'ugc-analytics'
        ? `${d.name} (widget: ${d.body?.widget ?? '–'})`
        : type === 'ugc-load'
          ? `page ${d.page}, ${d.items?.length ?? 0} items`
          : type === 'ugc-error'
            ? `${d.error?.kind}: ${d.error?.message}`
            : d.item
              ? `item ${d.index}`
              : '';
    const li = document.createElement('li');
    const name = document.createElement('code');
    name.textContent = type;
    li.append(name, ` ${what}`);
    log.prepend(li);
    while (log.children.length > 12) log.lastElementChild.remove();
  });
}

apply();
