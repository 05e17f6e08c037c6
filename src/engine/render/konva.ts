/**
 * Konva as the engine uses it: its core (stage, layers, groups, custom shapes) and the three
 * shapes the engine draws with. Konva's own entry also brings every other shape, every filter,
 * the Transformer and Tween, about half of its code, which a phone would download and run before
 * the editor's first canvas. Engine modules take Konva from here, not from 'konva' (eslint keeps it
 * so); a new shape is added below.
 */
import Core from 'konva/lib/Core';
import { Image as KonvaImage, type ImageConfig as KonvaImageConfig } from 'konva/lib/shapes/Image';
import { Rect as KonvaRect } from 'konva/lib/shapes/Rect';
import { Text as KonvaText } from 'konva/lib/shapes/Text';

// Konva's own entry adds its shapes to the core object in the same way (lib/_FullInternals.js).
export const Konva = Object.assign(Core, { Image: KonvaImage, Rect: KonvaRect, Text: KonvaText });

// The node types by the names 'konva' gives them (Konva.Group, Konva.ShapeConfig, ...).
// eslint-disable-next-line @typescript-eslint/no-namespace -- merges with the value above, as Konva's own types do
export declare namespace Konva {
  type Container = Core.Container;
  type ContainerConfig = Core.ContainerConfig;
  type Context = Core.Context;
  type Group = Core.Group;
  type Layer = Core.Layer;
  type Node = Core.Node;
  type Shape = Core.Shape;
  type ShapeConfig = Core.ShapeConfig;
  type Stage = Core.Stage;
  type Image = KonvaImage;
  type ImageConfig = KonvaImageConfig;
  type Rect = KonvaRect;
  type Text = KonvaText;
}
