import { CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from '../../chakra';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

export interface ShopDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** For messages that must be acknowledged with a button: no Escape, no click outside, no ×. */
  mustAcknowledge?: boolean;
  /** Which element gets focus first (defaults to the first focusable one). */
  initialFocusEl?: () => HTMLElement | null;
  /** On phones a sheet at the bottom as tall as its content, for short offers a full screen would leave mostly blank. */
  sheet?: boolean;
}

/** The shop's dialog frame: titled, focus-trapped, full screen (or a bottom sheet) on phones, centred on desktop. */
export function ShopDialogFrame({ open, onClose, title, children, footer, size = 'md', mustAcknowledge, initialFocusEl, sheet = false }: ShopDialogProps) {
  const { t } = useTranslation();
  // ShopDialog mounts this frame on the first open. Opening only after the closed frame is in
  // place keeps the order Chakra's dialog expects: mounted with open already true while the side
  // menu closes, it took the menu's focus return for a click outside and closed at once.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Dialog.Root
      open={open && mounted}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: size }}
      placement={sheet ? { base: 'bottom', md: 'center' } : 'center'}
      motionPreset={sheet ? { base: 'slide-in-bottom', md: 'scale' } : undefined}
      scrollBehavior="inside"
      closeOnEscape={!mustAcknowledge}
      closeOnInteractOutside={!mustAcknowledge}
      role={mustAcknowledge ? 'alertdialog' : 'dialog'}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Responsive sizes merge: the phone's 'full' height and square corners would stay on desktop. */}
          <Dialog.Content minH={sheet ? 'auto' : { md: 'auto' }} borderRadius={sheet ? { base: '0', md: 'l3' } : { md: 'l3' }} borderTopRadius={sheet ? 'l3' : undefined} data-sheet={sheet || undefined}>
            <Dialog.Header pe="16">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {/* On a phone the buttons stack at full width, the main one (last) on top: side by side they wrap unevenly. */}
            {footer && (
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems={{ base: 'stretch', sm: 'center' }} flexWrap={{ sm: 'wrap' }}>
                {footer}
              </Dialog.Footer>
            )}
            {!mustAcknowledge && (
              <Dialog.CloseTrigger asChild top="2" insetEnd="2">
                <CloseButton aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
