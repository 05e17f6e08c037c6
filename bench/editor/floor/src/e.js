// Variant e: the same drawing with Konva alone, no React (a canvas-first boot's floor without React).
performance.mark('entry');
import Konva from 'konva/lib/Core';
import { Image as KImage } from 'konva/lib/shapes/Image';
import { Text } from 'konva/lib/shapes/Text';
import { Rect } from 'konva/lib/shapes/Rect';
import { CELL, loadAll, markDrawn } from './photos.js';

const stage = new Konva.Stage({ container: document.getElementById('root'), width: 390, height: 390 });
const layer = new Konva.Layer();
stage.add(layer);
layer.add(new Rect({ x: 0, y: 0, width: 390, height: 390, fill: '#eee' }));
performance.mark('mounted');
loadAll().then((imgs) => {
  performance.mark('images-loaded');
  imgs.forEach((im, i) => {
    const x = (i % 2) * CELL, y = Math.floor(i / 2) * CELL;
    const group = new Konva.Group({ clipX: x + 4, clipY: y + 4, clipWidth: CELL - 8, clipHeight: CELL - 8 });
    group.add(new KImage({ image: im, x: x - 20, y: y - 20, width: CELL + 40, height: CELL + 40 }));
    layer.add(group);
  });
  layer.add(new Text({ text: 'Hello floor', x: 20, y: 350, fontSize: 24, fill: '#222' }));
  layer.draw();
  markDrawn();
});
