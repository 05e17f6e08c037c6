/**
 * Background and overlay artwork: colour, gradients or a picture inside a rect, cut to a mask.
 * Artwork never takes input, so every node here is built with listening off.
 */
import { Konva } from './konva';
import { fitRect } from '../layout/fit';
import type { Rect, Size } from '../layout/geometry';
import type { ArtLayer, Mask, Paint } from '../model/layers';
import type { LoadedImage } from './images';
import { traceMask } from './masks';
import { rectPx, type PxMapping } from './units';

type GradientStops = { offset: number; color: string }[];

const colorStops = (stops: GradientStops): (number | string)[] => stops.flatMap((s) => [s.offset, s.color]);

/**
 * Start and end of a linear gradient over a box, CSS-style: the line runs through the centre at
 * `angle` degrees clockwise from left-to-right and is just long enough for the corners to get
 * the first and last colours.
 */
export function linearGradientLine(angle: number, { width, height }: Size): { start: { x: number; y: number }; end: { x: number; y: number } } {
  const radians = (angle * Math.PI) / 180;
  const dx = Math.cos(radians);
  const dy = Math.sin(radians);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  return {
    start: { x: width / 2 - dx * half, y: height / 2 - dy * half },
    end: { x: width / 2 + dx * half, y: height / 2 + dy * half },
  };
}

function fillAttrs(paint: Exclude<Paint, { kind: 'image' }>, size: Size): Konva.ShapeConfig {
  switch (paint.kind) {
    case 'solid':
      return { fill: paint.color };
    case 'linearGradient': {
      const { start, end } = linearGradientLine(paint.angle, size);
      return {
        fillLinearGradientStartPoint: start,
        fillLinearGradientEndPoint: end,
        fillLinearGradientColorStops: colorStops(paint.stops),
      };
    }
    case 'radialGradient': {
      const centre = { x: size.width / 2, y: size.height / 2 };
      return {
        fillRadialGradientStartPoint: centre,
        fillRadialGradientEndPoint: centre,
        fillRadialGradientStartRadius: 0,
        fillRadialGradientEndRadius: Math.hypot(size.width / 2, size.height / 2),
        fillRadialGradientColorStops: colorStops(paint.stops),
      };
    }
  }
}

/** A static group at `box` (px) whose children are clipped to `mask`. */
export function maskedGroup(box: Rect, mask: Mask, scale: number, attrs: Konva.ContainerConfig = {}): Konva.Group {
  const size = { width: box.width, height: box.height };
  return new Konva.Group({
    x: box.x,
    y: box.y,
    listening: false,
    ...attrs,
    // A plain rect clips with Konva's fast clip rect; other shapes trace their outline.
    ...(mask === 'rect'
      ? { clipX: 0, clipY: 0, clipWidth: size.width, clipHeight: size.height }
      : { clipFunc: (context: Konva.Context) => traceMask(context, mask, size, scale) }),
  });
}

/** A picture laid into `box` (px, from the group's origin) by the paint's fit. */
function pictureIn(image: LoadedImage, box: Size, fit: 'cover' | 'contain' | 'fill'): Konva.Image {
  const placed = fit === 'fill' ? { x: 0, y: 0, ...box } : fitRect(image, { x: 0, y: 0, ...box }, fit);
  return new Konva.Image({ image, ...placed, listening: false });
}

/** The node for one art layer; an image paint is drawn from its decoded picture (left out without). */
export function artNode(layer: ArtLayer, mapping: PxMapping, picture: LoadedImage | undefined): Konva.Group | Konva.Shape | undefined {
  const box = rectPx(layer.rect, mapping);
  const size = { width: box.width, height: box.height };
  const { paint, mask, opacity } = layer;
  if (paint.kind === 'image') {
    if (!picture) return undefined;
    const group = maskedGroup(box, mask, mapping.scale, { opacity });
    group.add(pictureIn(picture, size, paint.fit));
    return group;
  }
  return new Konva.Shape({
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    opacity,
    listening: false,
    ...fillAttrs(paint, size),
    sceneFunc: (context: Konva.Context, shape: Konva.Shape) => {
      traceMask(context, mask, size, mapping.scale);
      context.fillStrokeShape(shape);
    },
  });
}
