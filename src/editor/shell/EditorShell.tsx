/**
 * The editor's frame (spec 2 §2.5, §9), phone first: the top bar; below it the part selector,
 * the canvas filling the space and the open view's toolbox (208 px for the main view). On a wide
 * screen the toolbox stands beside the canvas. Preview and buy take the whole area below the top
 * bar. Back and Cancel ask about unsaved changes before the page is left.
 */
import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useImperativeHandle, useRef, useState } from 'react';
import { ToolboxSkeleton } from '../../chakra/ToolboxSkeleton';
import { markOnce } from '../../engine/react';
import { EditorCanvas } from '../canvas/EditorCanvas';
import type { EditorProps } from '../EditorProps';
import { renderedDoc, useEditor, useEditorStore, type EditorView } from '../store';
import { BuyView } from '../views/buy/BuyView';
import { ImageView } from '../views/image/ImageView';
import { MainView } from '../views/main/MainView';
import { PreviewView } from '../views/preview/PreviewView';
import { SelectResourceView } from '../views/select/SelectResourceView';
import { TemplatesView } from '../views/templates/TemplatesView';
import { TextView } from '../views/text/TextView';
import { YearView } from '../views/year/YearView';
import { leaveDecision } from './leaving';
import { PartBar } from './PartBar';
import { TopBar } from './TopBar';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useEditorKeys } from './useEditorKeys';
import { useUnloadWarning } from './useUnloadWarning';
import { showsPartBar, shownView, viewRegion } from './viewLayout';

export type EditorShellProps = Omit<EditorProps, 'store'>;

/** Width of the toolbox beside the canvas on a wide screen. */
const SIDE_PANEL_WIDTH = '400px';

/**
 * Where a view goes: one grid row that takes the area's height, or its content's height up to a
 * maximum. A grid area counts as definite, so a view's `h="full"` and inner scrolling work in both.
 */
const VIEW_AREA = { display: 'grid', gridTemplateRows: 'minmax(0, 1fr)', gridTemplateColumns: 'minmax(0, 1fr)', overflow: 'hidden' } as const;

export function EditorShell({ ref, banner, preview, onLeave, onAddToCart, onUpdateCart }: EditorShellProps) {
  markOnce('editor:frame');
  const store = useEditorStore();
  const view = useEditor(shownView);
  const resourceId = useEditor((state) => state.currentResourceId);
  const partCount = useEditor((state) => renderedDoc(state).template.parts.length);
  const [asking, setAsking] = useState(false);
  // The canvas first, then the toolbox beside or below it: the part is what a customer opens the
  // editor for, and on a phone the open view's Chakra components held its first drawing back
  // (2-3 % of a cold visit, bench:editor:compare). The toolbox's skeleton keeps its place until then.
  const [partSettled, setPartSettled] = useState(false);
  /** Answers the open question; a question asked again while open answers the older one 'stay'. */
  const answer = useRef<((leave: boolean) => void) | null>(null);
  useEditorKeys();
  const releaseUnloadWarning = useUnloadWarning();

  const askToLeave = useCallback((): Promise<boolean> => {
    if (leaveDecision(store.getState()) === 'leave') return Promise.resolve(true);
    answer.current?.(false);
    setAsking(true);
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  }, [store]);
  useImperativeHandle(ref, () => ({ askToLeave }), [askToLeave]);

  const settle = (leave: boolean) => {
    setAsking(false);
    if (leave) releaseUnloadWarning();
    answer.current?.(leave);
    answer.current = null;
  };
  const requestLeave = () =>
    void askToLeave().then((leave) => {
      if (leave) onLeave();
    });
  const region = viewRegion(view);
  const content = <ViewContent view={view} resourceId={resourceId} onCancel={requestLeave} onAddToCart={onAddToCart} onUpdateCart={onUpdateCart} />;

  return (
    <Flex direction="column" h="100dvh" bg="bg" overflow="hidden" data-testid="editor" data-view={view}>
      {banner}
      <TopBar onBack={requestLeave} />
      {region.kind === 'full' ? (
        <Box flex="1" minH="0" {...VIEW_AREA}>
          {content}
        </Box>
      ) : (
        <Flex flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
          <Flex direction="column" flex="1" minH="0" minW="0">
            {showsPartBar(view, partCount) ? <PartBar /> : null}
            <EditorCanvas preview={preview} onSettled={() => setPartSettled(true)} />
          </Flex>
          <Box
            {...VIEW_AREA}
            flexShrink={0}
            w={{ base: 'full', md: SIDE_PANEL_WIDTH }}
            h={{ base: region.kind === 'toolbox' ? `${region.height}px` : 'auto', md: 'auto' }}
            maxH={{ base: region.kind === 'content' ? `calc(100% - ${region.canvasAtLeast}px)` : undefined, md: 'none' }}
            borderTopWidth={{ base: '1px', md: '0' }}
            borderLeftWidth={{ base: '0', md: '1px' }}
            data-testid="editor-toolbox"
          >
            {partSettled ? content : <ToolboxSkeleton h="full" aria-busy="true" />}
          </Box>
        </Flex>
      )}
      <UnsavedChangesDialog open={asking} onContinue={() => settle(false)} onClose={() => settle(true)} />
    </Flex>
  );
}

interface ViewContentProps extends Pick<EditorProps, 'onAddToCart' | 'onUpdateCart'> {
  view: EditorView;
  resourceId: string | null;
  onCancel(): void;
}

/** The open menu view; image and text views start afresh for each resource. */
function ViewContent({ view, resourceId, onCancel, onAddToCart, onUpdateCart }: ViewContentProps) {
  switch (view) {
    case 'main':
      return <MainView onCancel={onCancel} onUpdateCart={onUpdateCart} />;
    case 'select-image':
      return <SelectResourceView key="image" kind="image" />;
    case 'select-text':
      return <SelectResourceView key="text" kind="text" />;
    case 'image':
      return <ImageView key={resourceId} />;
    case 'text':
      return <TextView key={resourceId} />;
    case 'templates':
      return <TemplatesView />;
    case 'year':
      return <YearView />;
    case 'preview':
      return <PreviewView />;
    case 'buy':
      return <BuyView onAddToCart={onAddToCart} />;
  }
}
