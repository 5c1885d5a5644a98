/*
 * What the shopper asked of motion and data, read where something would play by itself: the story
 * viewer (each item as it starts) and the row's preview (each card it would play on).
 */

/** The shopper asked for reduced motion. */
export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The shopper asked to save data (Chromium's Network Information API; elsewhere never set). */
export const saveData = (): boolean => !!(navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
