/*
 * The story viewer's text, shaped ahead while the first story plays. The first time a page shows a
 * character its fonts lack (a Chinese name among Latin ones), the browser looks for a fallback font
 * and loads it: 30–60 ms at a phone's 4× CPU slowdown, in the layout of the swipe that first shows
 * it. Measured once on a canvas in the story's font, in the weights it shows text in, the fallback
 * is found and loaded then, and the story's own layout later finds it ready.
 */

/** Shapes the characters of `text` beyond Latin (those a fallback font may have to draw) in `style`'s font. */
export const warmText = (text: string, style: CSSStyleDeclaration): void => {
  const rare = text.replace(/[\0-\u024f]/g, '');
  const context = rare ? document.createElement('canvas').getContext('2d') : null;
  if (!context) return;
  // The caption's weight, and the name's and the product's.
  for (const weight of [400, 600]) {
    context.font = `${weight} ${style.fontSize} ${style.fontFamily}`;
    context.measureText(rare);
  }
};
