/**
 * The editor's dialog frame: a titled, focus-trapped question with its answer buttons, centred
 * over the editor on every screen size (the editor is full screen already). The editor may not
 * use the shop's dialogs, so it has its own.
 */
import { Portal } from '@chakra-ui/react';
import { Dialog } from '../../chakra';
import type { ReactNode } from 'react';

export interface EditorDialogProps {
  open: boolean;
  /** Escape or a click outside: the answer that changes nothing. */
  onDismiss: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The answer buttons, the one that changes nothing first. */
  footer: ReactNode;
  /** alertdialog for questions that must be answered before going on. */
  role?: 'dialog' | 'alertdialog';
}

export function EditorDialog({ open, onDismiss, title, children, footer, role = 'alertdialog' }: EditorDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onDismiss();
      }}
      role={role}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      // The answer buttons stay reachable even with the keyboard of a phone open.
      scrollBehavior="inside"
      // Rendered when opened, not with the editor: a closed dialog's parts cost the editor's
      // first render their styles for nothing (each view keeps its questions mounted).
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              {footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
