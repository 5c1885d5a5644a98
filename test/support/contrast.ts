// WCAG contrast of rendered text, measured from computed styles: each text node's colour against the
// background it really sits on (walking up, through shadow roots, to the first opaque background and
// compositing every translucent one on the way, element opacity included).

type RGBA = [number, number, number, number];

const ctx = (() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  return canvas.getContext('2d', { willReadFrequently: true })!;
})();

/** Any CSS colour the browser computes (rgb(), color(srgb …), oklch() …) as sRGB 0–255 + alpha 0–1. */
export function parseColor(css: string): RGBA {
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = '#000';
  ctx.fillStyle = css;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a! / 255];
}

const over = (top: RGBA, bottom: RGBA): RGBA => {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (!a) return [0, 0, 0, 0];
  const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
};

const luminance = ([r, g, b]: RGBA): number => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

export const ratio = (a: RGBA, b: RGBA): number => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
};

const parentOf = (el: Element): Element | null =>
  el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;

/**
 * The background behind `el`: its own and its ancestors' backgrounds composited from the first
 * opaque one (the page's canvas, white, if none is). A background image (gradient, picture) cannot
 * be read from styles: that is reported as `image`, for the caller to treat as a failure.
 */
export function backgroundOf(el: Element): { color: RGBA; image: Element | null } {
  const layers: RGBA[] = [];
  let image: Element | null = null;
  for (let node: Element | null = el; node; node = parentOf(node)) {
    const s = getComputedStyle(node);
    if (s.backgroundImage !== 'none') image ??= node;
    const bg = parseColor(s.backgroundColor);
    layers.push(bg);
    if (bg[3] >= 1) break;
  }
  let color: RGBA = [255, 255, 255, 1];
  for (const layer of layers.reverse()) color = over(layer, color);
  return { color, image };
}

/** Product of the opacities from `el` up (an element's opacity fades its text and its background). */
const opacityOf = (el: Element): number => {
  let o = 1;
  for (let node: Element | null = el; node; node = parentOf(node)) o *= Number(getComputedStyle(node).opacity);
  return o;
};

export interface TextContrast {
  text: string;
  ratio: number;
  color: string;
  background: string;
  /** The element whose background is an image (unmeasurable), if any. */
  image: string | null;
}

const rendered = (el: Element): boolean => {
  const s = getComputedStyle(el);
  if (s.visibility !== 'visible' || s.display === 'none') return false;
  const box = el.getBoundingClientRect();
  // Visually hidden text (1×1, clipped) is for screen readers only.
  return box.width > 1 && box.height > 1 && s.clipPath === 'none';
};

/** Contrast of every visible text node under `root` (light DOM and open shadow roots alike). */
export function textContrasts(root: Element): TextContrast[] {
  const out: TextContrast[] = [];
  const walk = (scope: Node) => {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n instanceof Element) {
        if (n.shadowRoot) walk(n.shadowRoot);
        continue;
      }
      const text = n.textContent!.trim();
      const el = n.parentElement;
      // WCAG 1.4.3 exempts the text of inactive controls (a disabled "previous" on the first item).
      if (!text || !el || !rendered(el) || el.closest('[aria-disabled="true"], :disabled')) continue;
      const { color: bg, image } = backgroundOf(el);
      const fg = parseColor(getComputedStyle(el).color);
      const alpha = fg[3] * opacityOf(el);
      // Faded text over its background; the background itself is what shows through.
      const seen = over([fg[0], fg[1], fg[2], alpha], bg);
      const fmt = (c: RGBA) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;
      out.push({
        text: text.slice(0, 40),
        ratio: Math.round(ratio(seen, bg) * 100) / 100,
        color: fmt(seen),
        background: fmt(bg),
        image: image ? `<${image.tagName.toLowerCase()} class="${image.getAttribute('class') ?? ''}">` : null,
      });
    }
  };
  walk(root);
  return out;
}
