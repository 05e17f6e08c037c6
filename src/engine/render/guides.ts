/**
 * Editor guides, never printed: the bleed (artwork beyond the trim line that is cut off) is
 * veiled and the trim line drawn; the safe area marks where text and faces are safe from the cut.
 */
import { Konva } from './konva';
import type { Size } from '../layout/geometry';
import { rectPx, type PxMapping } from './units';

/** Distance from the trim line inside which important content should stay, in mm. */
export const SAFE_AREA_MARGIN_MM = 3;

const BLEED_VEIL = 'rgba(255, 255, 255, 0.55)';
const TRIM_LINE = 'rgba(200, 30, 30, 0.9)';
const SAFE_LINE = 'rgba(30, 110, 200, 0.9)';

export interface GuideOptions {
  bleed?: boolean;
  safeArea?: boolean;
}

export function guidesNode(partSize: Size, mapping: PxMapping, options: GuideOptions): Konva.Shape {
  const trim = rectPx({ x: 0, y: 0, ...partSize }, mapping);
  const safe = rectPx(
    { x: SAFE_AREA_MARGIN_MM, y: SAFE_AREA_MARGIN_MM, width: partSize.width - 2 * SAFE_AREA_MARGIN_MM, height: partSize.height - 2 * SAFE_AREA_MARGIN_MM },
    mapping,
  );
  const full = { width: trim.width + 2 * trim.x, height: trim.height + 2 * trim.y };
  return new Konva.Shape({
    name: 'guides',
    listening: false,
    sceneFunc: (context: Konva.Context) => {
      if (options.bleed && trim.x > 0) {
        // The full drawing minus the trim box, filled even-odd: a frame over the bleed only.
        context.beginPath();
        context.rect(0, 0, full.width, full.height);
        context.rect(trim.x, trim.y, trim.width, trim.height);
        context.setAttr('fillStyle', BLEED_VEIL);
        context._context.fill('evenodd');
        context.beginPath();
        context.rect(trim.x + 0.5, trim.y + 0.5, trim.width - 1, trim.height - 1);
        context.setAttr('strokeStyle', TRIM_LINE);
        context.setAttr('lineWidth', 1);
        context.stroke();
      }
      if (options.safeArea && safe.width > 0 && safe.height > 0) {
        context.beginPath();
        context.rect(safe.x + 0.5, safe.y + 0.5, safe.width - 1, safe.height - 1);
        context.setAttr('strokeStyle', SAFE_LINE);
        context.setAttr('lineWidth', 1);
        context.setLineDash([6, 4]);
        context.stroke();
        context.setLineDash([]);
      }
    },
  });
}
