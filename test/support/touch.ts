// One finger on the page, through each engine's automation (scripts/engine-commands.js), or, in
// WebKit, whose WebDriver touch actions never finish, as PointerEvents of type "touch" synthesised
// where a finger would land: the same events the widget listens to, without the browser's own
// gestures (native panning, the click after a tap, which is dispatched here too).
import { executeServerCommand } from '@web/test-runner-commands';
import { engine } from './engine.js';

export type Point = [number, number];

/** The element under a point, looking into open shadow roots. */
export function deepElementFromPoint([x, y]: Point): Element | null {
  let node = document.elementFromPoint(x, y);
  while (node?.shadowRoot) {
    const inner = node.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === node) break;
    node = inner;
  }
  return node;
}

async function synthesised(points: Point[], steps = 8, hold = 0): Promise<void> {
  const target = deepElementFromPoint(points[0]!);
  if (!target) throw new Error(`nothing to touch at ${points[0]}`);
  const fire = (type: string, [clientX, clientY]: Point) =>
    target.dispatchEvent(
      new PointerEvent(type, { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, composed: true, cancelable: true, clientX, clientY }),
    );
  fire('pointerdown', points[0]!);
  if (hold) await new Promise((r) => setTimeout(r, hold));
  let last = points[0]!;
  for (const p of points.slice(1)) {
    for (let s = 1; s <= steps; s++) fire('pointermove', [last[0] + ((p[0] - last[0]) * s) / steps, last[1] + ((p[1] - last[1]) * s) / steps]);
    last = p;
  }
  fire('pointerup', last);
  // A tap (no travel) is a click too; the touched element receives it, as it would the pointer.
  if (points.length === 1 && !hold) (target as HTMLElement).click();
}

/** One finger: down at the first point, through the others, up at the last (viewport CSS px). */
export async function touch(...points: Point[]): Promise<void> {
  if (engine.name === 'webkit') await synthesised(points);
  else await executeServerCommand('ugc-touch', { points });
}

/** One finger held down at `point` for `ms`, then lifted there (a long press). */
export async function touchHold(point: Point, ms: number): Promise<void> {
  if (engine.name === 'webkit') await synthesised([point], 8, ms);
  else await executeServerCommand('ugc-touch', { points: [point], hold: ms });
}
