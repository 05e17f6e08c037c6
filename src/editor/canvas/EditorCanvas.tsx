/**
 * The editor's canvas: the current part as it will print (document plus the open view's draft),
 * fitted to the space the layout leaves it, with the gestures that move a photo in its slot.
 * Above the drawing: keyboard targets for the fields on the main view (the canvas itself cannot
 * take focus) and the low-resolution warnings. Until the part is first drawn, the page's preview
 * of the product (when it gave one) stands where the part will be.
 */
import { Badge, Box, Button, Center, chakra, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { PartCanvas, type PartCanvasHandle, type PartFit } from '../../engine/react';
import { partSlotFrames } from '../gestures/slotFrame';
import { shownView } from '../shell/viewLayout';
import { applyPatch, useEditor, useEditorActions, useEditorSlice, type EditorState } from '../store';
import { lowResolutionSlots } from './lowResolution';
import { editableSlotFrames, frameBounds } from './slotHits';
import { useCropGestures } from './useCropGestures';
import { useElementSize } from './useElementSize';

/** Room around the part so its edge and a finger at the screen's edge do not meet. */
const CANVAS_MARGIN = 12;

const selectDoc = (state: EditorState) => state.doc;
const selectDraft = (state: EditorState) => state.draft;

export interface EditorCanvasProps {
  /** The page's preview of the product, shown until the part is drawn. */
  preview?: string;
  /** The part is drawn, or will not be for now (it failed, or the layout leaves it no room). */
  onSettled?: () => void;
}

export function EditorCanvas({ preview, onSettled }: EditorCanvasProps) {
  const { t } = useTranslation('editor');
  // A lift's crop is on the canvas already when it reaches the document: that render may wait.
  const doc = useEditorSlice(selectDoc);
  const draft = useEditorSlice(selectDraft);
  const partId = useEditor((state) => state.currentPartId);
  const view = useEditor(shownView);
  const lang = useEditor((state) => state.context.lang);
  const subjectName = useEditor((state) => state.context.pictureSet.subject.name);
  const { openView } = useEditorActions();
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const canvasRef = useRef<PartCanvasHandle>(null);
  const keysHintId = useId();
  const [fit, setFit] = useState<PartFit | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useCropGestures(areaRef, canvasRef);

  const shown = useMemo(() => applyPatch(doc, draft), [doc, draft]);
  const { template, resources, year } = shown;
  const part = template.parts.find((p) => p.id === partId) ?? template.parts[0];
  const lowResolution = useMemo(() => lowResolutionSlots(part, resources), [part, resources]);
  const imageFrames = fit ? partSlotFrames(template, part, fit, { x: 0, y: 0 }) : [];
  const fieldFrames = fit && view === 'main' ? editableSlotFrames(template, part, fit, { x: 0, y: 0 }) : [];
  const width = Math.max(0, area.width - 2 * CANVAS_MARGIN);
  const height = Math.max(0, area.height - 2 * CANVAS_MARGIN);
  const settled = fit !== null || failed || (area.measured && (width === 0 || height === 0));
  const emitSettled = useEffectEvent(() => onSettled?.());
  useEffect(() => {
    if (settled) emitSettled();
  }, [settled]);

  return (
    <Box
      ref={areaRef}
      flex="1"
      minH="0"
      minW="0"
      position="relative"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.subtle"
      overflow="hidden"
      // The browser must leave pans and pinches to the editor.
      touchAction="none"
      userSelect="none"
      cursor={view === 'image' ? 'grab' : undefined}
      role="group"
      aria-label={t('canvas.label')}
      aria-describedby={view === 'image' ? keysHintId : undefined}
      aria-busy={fit === null && !failed}
      data-testid="editor-canvas"
    >
      {view === 'image' ? (
        <VisuallyHidden>
          <span id={keysHintId}>{t('canvas.slotKeys')}</span>
        </VisuallyHidden>
      ) : null}
      {preview && fit === null && !failed ? (
        <Center position="absolute" inset={`${CANVAS_MARGIN}px`} pointerEvents="none">
          <chakra.img src={preview} alt="" w="full" h="full" objectFit="contain" data-testid="editor-preview" />
        </Center>
      ) : null}
      {width > 0 && height > 0 && !failed ? (
        <Box position="relative" flexShrink={0}>
          <PartCanvas
            key={attempt}
            ref={canvasRef}
            template={template}
            part={part}
            resources={resources}
            year={year}
            lang={lang}
            subjectName={subjectName}
            width={width}
            height={height}
            placeholders
            onRender={(_render, shownFit) => setFit(shownFit)}
            onError={() => setFailed(true)}
          />
          {fieldFrames.map((frame) => {
            const box = frameBounds(frame);
            return (
              <Box
                key={frame.slotId}
                as="button"
                data-slot-id={frame.slotId}
                aria-label={t(frame.kind === 'image' ? 'canvas.slotLabel' : 'canvas.textSlotLabel', { number: frame.number })}
                position="absolute"
                // Inline: each part and canvas size puts the fields elsewhere, and as style props every
                // place became a CSS rule of its own, made on the render that shows the drawn part.
                style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
                // Keyboard only: fingers and the mouse reach the fields through the canvas's gestures.
                pointerEvents="none"
                bg="transparent"
                borderRadius="sm"
                // Drawn inside the field: the canvas area clips what lies beyond the part's edge.
                _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '-3px' }}
                onClick={() => openView(frame.kind, frame.slotId)}
              />
            );
          })}
          {lowResolution.map(({ slotId, dpi }) => {
            const frame = imageFrames.find((f) => f.slotId === slotId);
            if (!frame) return null;
            const box = frameBounds(frame);
            return (
              <Badge
                key={slotId}
                data-low-resolution={slotId}
                position="absolute"
                style={{ left: Math.max(0, box.x) + 4, top: Math.max(0, box.y) + 4 }}
                colorPalette="orange"
                variant="solid"
                size="sm"
                pointerEvents="none"
                title={t('canvas.lowResolution', { dpi })}
              >
                <span aria-hidden>{t('canvas.lowResolutionShort')}</span>
                <VisuallyHidden>{t('canvas.lowResolution', { dpi })}</VisuallyHidden>
              </Badge>
            );
          })}
          {fit === null ? (
            <Center position="absolute" inset="0">
              <Spinner size="lg" color="brand.solid" aria-label={t('shell.loading')} />
            </Center>
          ) : null}
        </Box>
      ) : null}
      {failed ? (
        <Center flexDirection="column" gap="3" px="6" textAlign="center">
          <Text role="alert">{t('shell.canvasFailed')}</Text>
          <Button
            variant="outline"
            onClick={() => {
              setFailed(false);
              setFit(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('canvas.retry')}
          </Button>
        </Center>
      ) : null}
    </Box>
  );
}
