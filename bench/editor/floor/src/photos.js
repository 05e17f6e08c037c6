/** The floor's four photos, loaded: the same for every variant. */
const SRC = ['/img/p0.jpg', '/img/p1.jpg', '/img/p2.jpg', '/img/p3.jpg'];

export function loadAll() {
  return Promise.all(SRC.map((s) => new Promise((res, rej) => {
    const im = new window.Image();
    im.onload = () => res(im);
    im.onerror = rej;
    im.src = s;
  })));
}

/** The marks measure.mjs reads once the drawing is on the canvas. */
export function markDrawn() {
  const t = performance.now();
  performance.mark('drawn');
  window.__drawn = t;
  requestAnimationFrame(() => setTimeout(() => { window.__nextFrame = performance.now(); }, 0));
}

export const CELL = 195;
