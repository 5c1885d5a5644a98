/*
 * What the shopper asked of motion and data, read where something would play by itself: the story
 * viewer (each item as it starts) and the row's preview (each card it would play on).
 */

let motionQuery: MediaQueryList | undefined;

/** The shopper asked for reduced motion (one query, made once: its answer follows the setting). */
export const reducedMotion = (): boolean => (motionQuery ??= matchMedia('(prefers-reduced-motion: reduce)')).matches;

/** The shopper asked to save data (Chromium's Network Information API; elsewhere never set). */
export const saveData = (): boolean => !!(navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
