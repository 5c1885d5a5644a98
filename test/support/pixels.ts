// Pixels as the engine painted them (scripts/engine-commands.js `ugc-screenshot-clip`), for what computed
// styles cannot tell: text over a photo, colours that forced colours replace.
import { executeServerCommand } from '@web/test-runner-commands';
import { ratio } from './contrast.js';

type RGBA = [number, number, number, number];

export interface Pixels {
  width: number;
  height: number;
  /** The colour at (x, y), CSS px from the rectangle's top left. */
  at(x: number, y: number): RGBA;
  /** Every pixel. */
  all(): RGBA[];
}

/** The pixels of `rect` (CSS px, in the viewport: scroll it into view first). */
export async function pixelsOf(rect: DOMRect): Promise<Pixels> {
  const clip = { x: Math.round(rect.left), y: Math.round(rect.top), width: Math.round(rect.width), height: Math.round(rect.height) };
  const { png, whole } = await executeServerCommand<{ png: string; whole: boolean }, { clip: typeof clip }>('ugc-screenshot-clip', { clip });
  const img = new Image();
  img.src = `data:image/png;base64,${png}`;
  await img.decode();
  // A whole-viewport shot (WebKit) is cropped here; the engine's device pixels are scaled to CSS px.
  const scale = whole ? img.naturalWidth / innerWidth : img.naturalWidth / clip.width;
  const canvas = document.createElement('canvas');
  canvas.width = clip.width;
  canvas.height = clip.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingEnabled = false;
  const [sx, sy] = whole ? [clip.x * scale, clip.y * scale] : [0, 0];
  ctx.drawImage(img, sx, sy, clip.width * scale, clip.height * scale, 0, 0, clip.width, clip.height);
  const data = ctx.getImageData(0, 0, clip.width, clip.height).data;
  const at = (x: number, y: number): RGBA => {
    const i = (Math.round(y) * clip.width + Math.round(x)) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!, 1];
  };
  return {
    width: clip.width,
    height: clip.height,
    at,
    all: () => Array.from({ length: clip.width * clip.height }, (_, i) => at(i % clip.width, Math.floor(i / clip.width))),
  };
}

/** The lowest contrast of `color` against any of `pixels` (the brightest or darkest one decides). */
export const worstContrast = (color: RGBA, pixels: RGBA[]): number => Math.min(...pixels.map((p) => ratio(color, p)));
