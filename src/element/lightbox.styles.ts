import { css } from 'lit';

// Motion only on open, and never on the content's opacity (its contrast holds from the first frame).
// Light and dark defaults (the detail view is a surface of its own); a site's custom properties win.
export const lightboxStyles = css`
dialog{box-sizing:border-box;padding:0;border:0;border-radius:var(--ugc-album-radius,8px);width:min(1200px,100vw - 16px);max-width:none;max-height:calc(100dvh - 16px);background:var(--ugc-album-lightbox-bg,#fff);color:var(--ugc-album-lightbox-color,#1f1f1f);overscroll-behavior:contain;touch-action:pan-y pinch-zoom}
dialog::backdrop{background:var(--ugc-album-backdrop,rgb(0 0 0/.8))}
/* A surface of our own: the page's italics, alignment, text shadow and word breaking don't belong on it (the host resets the rest). */
.lb{font-style:normal;text-align:start;text-shadow:none;word-break:normal}
@media (prefers-reduced-motion:no-preference){dialog{animation:ugc-in .2s ease-out}dialog::backdrop{animation:ugc-fade .2s ease-out}}
@keyframes ugc-in{from{transform:translateY(16px) scale(.98)}}
@keyframes ugc-fade{from{opacity:0}}
.lb{display:grid}
.media{position:relative;display:grid;place-items:center;background:#000;--mh:70dvh}
.media>img,.stage>img,.media>video{display:block;width:100%;height:auto;max-height:var(--mh);object-fit:contain}
.stage{position:relative;width:min(100%,var(--mh)*var(--ar));aspect-ratio:var(--ar)}
.stage>img{height:100%;max-height:none}
.info{display:flex;flex-direction:column;gap:12px;padding:16px;min-width:0;overflow-wrap:anywhere}
@media (min-width:48em){.lb{grid-template-columns:minmax(0,1fr) 22em}.media{--mh:calc(100dvh - 16px)}.info{overflow:auto;max-height:calc(100dvh - 48px);padding:20px}}
.info p,.h{margin:0}
.by{display:flex;align-items:center;gap:8px;font-weight:600}
.by img{border-radius:50%;object-fit:cover}
.meta{font-size:.875em}
.source{display:inline-block;line-height:24px;color:inherit}
.caption{line-height:1.5;white-space:pre-line}
.cta{align-self:start;padding:10px 16px;border-radius:var(--ugc-album-radius,4px);background:var(--ugc-album-cta-bg,#1f1f1f);color:var(--ugc-album-cta-color,#fff);text-decoration:none;font-weight:600}
.h{margin-top:4px;font-size:.875em;font-weight:600}
.products{display:grid;gap:4px;margin:0;padding:0;list-style:none}
.products li{border-radius:8px}
.products .on{background:rgb(128 128 128/.2)}
.product{display:flex;align-items:center;gap:10px;min-height:44px;padding:4px 8px 4px 4px;color:inherit;text-decoration:none}
.product img{flex:none;border-radius:6px;object-fit:cover}
.pt{text-decoration:underline;text-underline-offset:2px}
.n{flex:none;display:grid;place-items:center;width:24px;height:24px;border-radius:50%;background:var(--ugc-album-lightbox-color,#1f1f1f);color:var(--ugc-album-lightbox-bg,#fff);font-size:12px;font-weight:700}
.x{visibility:hidden}
.pd{display:grid;gap:2px;min-width:0}
.price{font-weight:600}
.price s{margin-inline-start:8px;font-weight:400}
.spot{position:absolute;translate:-50% -50%}
.hot{position:relative;display:grid;place-items:center;width:32px;height:32px;border-radius:50%;background:#fff;color:#1f1f1f;box-shadow:0 0 0 2px rgb(0 0 0/.45),0 2px 8px rgb(0 0 0/.5);font-size:14px;font-weight:700;line-height:1;text-decoration:none}
.hot.on{background:#1f1f1f;color:#fff;box-shadow:0 0 0 3px #fff,0 2px 8px rgb(0 0 0/.5)}
.num:before{content:attr(data-n)}
.tip{position:absolute;top:50%;left:calc(100% + 10px);display:none;translate:0 -50%;max-width:14em;overflow:hidden;padding:6px 10px;border-radius:6px;background:#fff;color:#1f1f1f;box-shadow:0 2px 8px rgb(0 0 0/.5);font-size:13px;font-weight:600;line-height:1.3;white-space:nowrap;text-overflow:ellipsis}
.end .tip{left:auto;right:calc(100% + 10px)}
.on .tip{display:block}
.now{position:absolute;top:12px;inset-inline-start:12px;max-width:calc(100% - 88px)}
.now .product{border-radius:8px;background:#fff;color:#1f1f1f;box-shadow:0 2px 8px rgb(0 0 0/.5)}
.nav{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:auto}
.icon{flex:none;width:44px;height:44px;border:0;border-radius:50%;background:rgb(0 0 0/.65);color:#fff;font:28px/1 system-ui,sans-serif;cursor:pointer}
.icon[aria-disabled=true]{opacity:.35;cursor:default}
.close{position:absolute;top:8px;inset-inline-end:8px;z-index:1}
@media (prefers-reduced-motion:no-preference){.hot{transition:background-color .15s,color .15s}}
@media (prefers-color-scheme:dark){dialog{background:var(--ugc-album-lightbox-bg,#1f1f1f);color:var(--ugc-album-lightbox-color,#e3e3e3)}.cta{background:var(--ugc-album-cta-bg,#e3e3e3);color:var(--ugc-album-cta-color,#1f1f1f)}.n{background:var(--ugc-album-lightbox-color,#e3e3e3);color:var(--ugc-album-lightbox-bg,#1f1f1f)}.nav .icon{background:rgb(255 255 255/.14)}}
`;

