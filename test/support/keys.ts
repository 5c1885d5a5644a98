// Key presses that wait for their effect. Firefox's automation (WebDriver BiDi) answers a key press
// before the focus has moved (or a link's click has fired), so a test reads the page once the
// effect is there: a condition, never a duration.
import { waitUntil } from './wait.js';
import { sendKeys } from '@web/test-runner-commands';

/** The focused element, looking into open shadow roots; `null` when focus is outside the page. */
export function deepActiveElement(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a === document.body ? null : a;
}

/** Presses `key` (e.g. Tab), with Shift if asked, and waits until focus has moved. */
export async function moveFocus(key = 'Tab', shift = false): Promise<Element | null> {
  const before = deepActiveElement();
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press: key });
  if (shift) await sendKeys({ up: 'Shift' });
  await waitUntil(() => deepActiveElement() !== before, `${shift ? 'Shift+' : ''}${key} never moved focus`);
  return deepActiveElement();
}
