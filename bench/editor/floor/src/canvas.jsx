import { useEffect, useRef, useState } from 'react';
import { CELL, loadAll, markDrawn } from './photos.js';
import { Stage, Layer, Group, Image as KImage, Text, Rect } from 'react-konva';

export function PhotoCanvas() {
  const [imgs, setImgs] = useState(null);
  const layerRef = useRef(null);
  useEffect(() => {
    performance.mark('mounted');
    loadAll().then((x) => { performance.mark('images-loaded'); setImgs(x); });
  }, []);
  useEffect(() => {
    if (!imgs || !layerRef.current) return;
    layerRef.current.draw();
    markDrawn();
  }, [imgs]);
  const cell = CELL;
  return (
    <Stage width={390} height={390}>
      <Layer ref={layerRef}>
        <Rect x={0} y={0} width={390} height={390} fill="#eee" />
        {imgs && imgs.map((im, i) => {
          const x = (i % 2) * cell, y = Math.floor(i / 2) * cell;
          return (
            <Group key={i} clipX={x + 4} clipY={y + 4} clipWidth={cell - 8} clipHeight={cell - 8}>
              <KImage image={im} x={x - 20} y={y - 20} width={cell + 40} height={cell + 40} />
            </Group>
          );
        })}
        <Text text="Hello floor" x={20} y={350} fontSize={24} fill="#222" />
      </Layer>
    </Stage>
  );
}
