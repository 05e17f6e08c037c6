// Variant f: the same drawing on a bare 2D canvas, no library: what the page, the photos and the browser alone take.
performance.mark('entry');
import { CELL, loadAll, markDrawn } from './photos.js';

// At the device ratio, as Konva draws by default in the other variants.
const ratio = window.devicePixelRatio || 1;
const canvas = document.createElement('canvas');
canvas.width = 390 * ratio;
canvas.height = 390 * ratio;
canvas.style.width = canvas.style.height = '390px';
document.getElementById('root').append(canvas);
const ctx = canvas.getContext('2d');
ctx.scale(ratio, ratio);
ctx.fillStyle = '#eee';
ctx.fillRect(0, 0, 390, 390);
performance.mark('mounted');
loadAll().then((imgs) => {
  performance.mark('images-loaded');
  imgs.forEach((im, i) => {
    const x = (i % 2) * CELL, y = Math.floor(i / 2) * CELL;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x + 4, y + 4, CELL - 8, CELL - 8);
    ctx.clip();
    ctx.drawImage(im, x - 20, y - 20, CELL + 40, CELL + 40);
    ctx.restore();
  });
  ctx.fillStyle = '#222';
  ctx.font = '24px sans-serif';
  ctx.fillText('Hello floor', 20, 374);
  markDrawn();
});
