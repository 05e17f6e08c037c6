/**
 * A part instance drawn live in a react-konva Stage: the editor's canvas and the lab's preview.
 * The drawing is one static layer (nothing in it listens); a new render replaces the old one
 * only once it is fully built, so changing a photo or a text never flashes an empty canvas.
 * The handle gives the current render (slotGroup, photoNode) so a gesture can move one photo
 * node directly and commit to the store when it ends; `children` go into a layer above.
 */
import type { Konva } from '../render/konva';
import { useEffect, useEffectEvent, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Layer, Stage } from 'react-konva/lib/ReactKonvaCore';
import type { Rect, Size } from '../layout/geometry';
import { canonicalJson } from '../../domain/drawings';
import type { UserResources } from '../model/resources';
import { renderPart, type PartRender, type RenderPartOptions } from '../render/renderPart';
import { fitPart, type PartArea, type PartFit } from './partFit';
import { useRenderHost } from './RenderHost';
import { useRenderAssets } from './useRenderAssets';
import { markOnce } from './userTiming';

/**
 * Screen pixels per CSS px the live canvas draws at, at most. A phone at 3x would otherwise
 * repaint 2.25 times the pixels of 2x on every frame of a gesture for a difference the eye
 * hardly sees at arm's length; print files and thumbnails are drawn at their own scale.
 */
export const MAX_CANVAS_PIXEL_RATIO = 2;

/**
 * Screen pixels per CSS px while a gesture moves a photo. Each frame of a gesture clears, redraws
 * and hands over the whole canvas; at 1 that is a quarter of the pixels of 2, which keeps a
 * frame inside a 120 Hz budget. A moving picture hides the softness, and the canvas is drawn
 * sharp again the moment the finger lifts.
 */
export const MOVING_CANVAS_PIXEL_RATIO = 1;

const canvasPixelRatio = (moving: boolean) => Math.min(window.devicePixelRatio || 1, moving ? MOVING_CANVAS_PIXEL_RATIO : MAX_CANVAS_PIXEL_RATIO);

export interface PartCanvasHandle {
  /** The render on screen, null until the first one is drawn. */
  readonly render: PartRender | null;
  /** Scale, size and offset of the render on screen. */
  readonly fit: PartFit | null;
  readonly stage: Konva.Stage | null;
  /** The static layer holding the drawing (another one during a gesture): redraw it after moving a node (batchDraw). */
  readonly layer: Konva.Layer | null;
  /** A gesture starts (true) or ends (false): the drawing's resolution follows (MOVING_CANVAS_PIXEL_RATIO). */
  setMoving(moving: boolean): void;
  /**
   * The photo node of `slotId` was moved to show `cropRect` (a finished gesture): when resources
   * that differ only by that crop arrive, the drawing on screen is kept instead of built again.
   */
  keepPhotoCrop(slotId: string, cropRect: Rect): void;
}

/** What the render on screen was drawn from; resources follow the crops a gesture left on its nodes. */
interface Drawn {
  inputs: readonly unknown[];
  resources: UserResources;
}

/** What to draw is what renderPart takes; the canvas adds its box and how it shows the drawing. */
export interface PartCanvasProps extends Pick<RenderPartOptions, 'template' | 'part' | 'resources' | 'year' | 'lang' | 'subjectName' | 'guides' | 'placeholders'> {
  /** The box in CSS px; the canvas takes the part's proportions and fits inside it. */
  width: number;
  height: number;
  /** 'bleed' shows the printed area around the trim box (as the guides need); default 'trim'. */
  area?: PartArea;
  /** Called each time a render is on screen (texts that overflow, pictures that failed). */
  onRender?: (render: PartRender, fit: PartFit) => void;
  onError?: (error: unknown) => void;
  ref?: Ref<PartCanvasHandle>;
  /** Interactive Konva nodes drawn above the part, in the drawing's pixels (bleed at 0,0). */
  children?: ReactNode;
  className?: string;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

export function PartCanvas({
  template,
  part,
  resources,
  year,
  lang,
  subjectName,
  width,
  height,
  area = 'trim',
  guides,
  placeholders,
  onRender,
  onError,
  ref,
  children,
  className,
}: PartCanvasProps) {
  const { sources } = useRenderHost();
  const assets = useRenderAssets();
  const stageRef = useRef<Konva.Stage>(null);
  const layerRef = useRef<Konva.Layer>(null);
  const shownRef = useRef<{ render: PartRender; fit: PartFit; drawn: Drawn } | null>(null);
  const movingRef = useRef(false);
  const sharpRedrawRef = useRef<number | null>(null);
  const movingLayerRef = useRef<Konva.Layer>(null);
  const fit = useMemo(() => fitPart(template, part, { width, height }, area), [template, part, width, height, area]);
  // The stage keeps the size of what it shows until the next render replaces it.
  const [shownSize, setShownSize] = useState<Size | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const bleedGuide = guides?.bleed ?? false;
  const safeAreaGuide = guides?.safeArea ?? false;
  const emitRender = useEffectEvent((render: PartRender, shownFit: PartFit) => onRender?.(render, shownFit));
  const emitError = useEffectEvent((error: unknown) => onError?.(error));

  /** The layer for the drawing now: the moving one while a finger moves it, where that one draws at a lower ratio. */
  const activeLayer = () => (movingRef.current && canvasPixelRatio(true) !== canvasPixelRatio(false) ? movingLayerRef.current : layerRef.current);
  /**
   * Moves the drawing to `target`, shows that layer alone and draws it there. Each layer keeps its
   * canvas at its own ratio: switching one canvas's ratio instead reallocated megabytes of it at
   * the start and at the lift of every gesture (the longest frames of a pinch at 4x).
   */
  const showOn = (target: Konva.Layer | null, draw: (layer: Konva.Layer) => void) => {
    const group = shownRef.current?.render.group;
    if (!target || !group) return;
    if (group.getLayer() !== target) group.moveTo(target);
    for (const layer of [layerRef.current, movingLayerRef.current]) layer?.visible(layer === target);
    draw(target);
  };

  useImperativeHandle(
    ref,
    () => ({
      get render() {
        return shownRef.current?.render ?? null;
      },
      get fit() {
        return shownRef.current?.fit ?? null;
      },
      get stage() {
        return stageRef.current;
      },
      get layer() {
        return shownRef.current?.render.group.getLayer() ?? layerRef.current;
      },
      setMoving(moving: boolean) {
        movingRef.current = moving;
        if (sharpRedrawRef.current !== null) cancelAnimationFrame(sharpRedrawRef.current);
        sharpRedrawRef.current = null;
        // The drawing goes to the layer for its state; the lift's sharp drawing (four times the
        // pixels) follows in the next frame, apart from the lift's own work. Until then the
        // gesture's last drawing shows, and a finger that comes back first finds it still moving.
        if (moving) showOn(activeLayer(), (layer) => layer.batchDraw());
        else sharpRedrawRef.current = requestAnimationFrame(() => {
          sharpRedrawRef.current = null;
          showOn(activeLayer(), (layer) => layer.draw());
        });
      },
      keepPhotoCrop(slotId: string, cropRect: Rect) {
        const shown = shownRef.current;
        const image = shown?.drawn.resources.images[slotId];
        if (!shown || !image) return;
        const { resources: drawnResources } = shown.drawn;
        shown.drawn = { ...shown.drawn, resources: { ...drawnResources, images: { ...drawnResources.images, [slotId]: { ...image, cropRect } } } };
      },
    }),
    [],
  );

  useEffect(() => {
    if (width <= 0 || height <= 0) return;
    const inputs = [template, part, year, lang, subjectName, sources, assets, fit, bleedGuide, safeAreaGuide, placeholders];
    const shown = shownRef.current;
    if (shown && sameInputs(shown.drawn.inputs, inputs) && canonicalJson(shown.drawn.resources) === canonicalJson(resources)) {
      // Only a crop a gesture already drew on its node changed: the drawing on screen is right.
      shown.drawn = { inputs, resources };
      return;
    }
    let live = true;
    markOnce('part:draw-start');
    setState('loading');
    renderPart({
      template,
      part,
      resources,
      year,
      lang,
      subjectName,
      sources,
      assets,
      scale: fit.scale,
      guides: { bleed: bleedGuide, safeArea: safeAreaGuide },
      placeholders,
    }).then(
      (render) => {
        const sharp = layerRef.current;
        const moving = movingLayerRef.current;
        if (!live || !sharp || !moving) {
          render.group.destroy();
          return;
        }
        render.group.position({ x: -fit.offset.x, y: -fit.offset.y });
        shownRef.current?.render.group.destroy();
        shownRef.current = { render, fit, drawn: { inputs, resources } };
        // Resized here, in the same frame as the swap, so old and new never mix sizes. Setting a
        // canvas's size reallocates and clears it even when nothing changes, and a 3x phone's
        // full-ratio canvas is megabytes: the ratio goes first and each is set only on a change.
        for (const [layer, ratio] of [[sharp, canvasPixelRatio(false)], [moving, canvasPixelRatio(true)]] as const) {
          if (layer.getCanvas().getPixelRatio() !== ratio) layer.getCanvas().setPixelRatio(ratio);
        }
        const stage = stageRef.current;
        if (stage && (stage.width() !== fit.size.width || stage.height() !== fit.size.height)) stage.size(fit.size);
        // Drawn now rather than on the next frame, so 'ready' means the pixels are on the canvas.
        showOn(activeLayer(), (layer) => layer.draw());
        markOnce('part:drawn');
        setShownSize(fit.size);
        setState('ready');
        emitRender(render, fit);
      },
      (error: unknown) => {
        if (!live) return;
        setState('failed');
        emitError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [template, part, resources, year, lang, subjectName, sources, assets, fit, bleedGuide, safeAreaGuide, placeholders, width, height]);

  useEffect(
    () => () => {
      if (sharpRedrawRef.current !== null) cancelAnimationFrame(sharpRedrawRef.current);
      shownRef.current?.render.group.destroy();
      shownRef.current = null;
    },
    [],
  );

  const size = shownSize ?? fit.size;
  // The stage stays empty until the first render: its layer's canvas is then made once, at the
  // capped ratio, instead of first at the device's full ratio.
  const stageSize = shownSize ?? { width: 0, height: 0 };
  return (
    <div
      className={className}
      data-part-canvas={part.id}
      data-render-state={state}
      // Without interactive nodes the stage lets pointers through to the page's own handlers:
      // Konva would otherwise locate every pointer move (a forced layout) for nodes that never listen.
      style={{ width: size.width, height: size.height, pointerEvents: children ? undefined : 'none' }}
    >
      <Stage ref={stageRef} width={stageSize.width} height={stageSize.height}>
        <Layer ref={layerRef} listening={false} />
        {/* The drawing while a finger moves a photo, at MOVING_CANVAS_PIXEL_RATIO (setMoving). */}
        <Layer ref={movingLayerRef} listening={false} visible={false} />
        {children ? (
          <Layer x={-fit.offset.x} y={-fit.offset.y}>
            {children}
          </Layer>
        ) : null}
      </Stage>
    </div>
  );
}
