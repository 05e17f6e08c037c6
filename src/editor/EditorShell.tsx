/** The editor's frame: the views by store.view (filled in by the following commits). */
import { Box } from '@chakra-ui/react';
import type { EditorProps } from './EditorProps';
import { useEditor } from './store';
import { PreviewView } from './views/preview/PreviewView';
import { SelectResourceView } from './views/select/SelectResourceView';
import { TemplatesView } from './views/templates/TemplatesView';
import { TextView } from './views/text/TextView';
import { YearView } from './views/year/YearView';

export type EditorShellProps = Omit<EditorProps, 'store'>;

export function EditorShell(_props: EditorShellProps) {
  const view = useEditor((state) => state.view);
  return (
    <Box h="100dvh" display="flex" flexDirection="column" data-testid="editor" data-view={view}>
      {view === 'select-image' ? <SelectResourceView kind="image" /> : null}
      {view === 'select-text' ? <SelectResourceView kind="text" /> : null}
      {view === 'text' ? <TextView /> : null}
      {view === 'templates' ? <TemplatesView /> : null}
      {view === 'year' ? <YearView /> : null}
      {view === 'preview' ? <PreviewView /> : null}
    </Box>
  );
}
