/**
 * The pinch-zoom hint over the bottom of the canvas (spec 2 §2.6, §9): once per session, for a
 * placed picture that may be zoomed and is not turned, gone after 10 seconds. It never takes a
 * touch: the fingers it describes go straight through to the picture.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ImageResource, ImageSlot } from '../../../engine/model';
import { markPinchHintShown, PINCH_HINT_MS, pinchHintDue, pinchHintShown } from './pinchHint';

/** Also remembered for the page, for browsers that refuse session storage. */
let shownInPage = false;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function usePinchHint(slot: ImageSlot, resource: ImageResource | undefined): boolean {
  const [visible, setVisible] = useState(false);
  const due = pinchHintDue(slot, resource, shownInPage || pinchHintShown(sessionStore()));
  useEffect(() => {
    if (!due) return;
    shownInPage = true;
    markPinchHintShown(sessionStore());
    setVisible(true);
  }, [due]);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), PINCH_HINT_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return visible;
}

export function PinchHint({ slot, resource }: { slot: ImageSlot; resource: ImageResource | undefined }) {
  const { t } = useTranslation('editor');
  const visible = usePinchHint(slot, resource);
  return (
    <Box role="status" position="absolute" insetX="0" bottom="100%" display="flex" justifyContent="center" px="4" pb="2" pointerEvents="none" zIndex="1">
      {visible ? (
        <Box bg="blackAlpha.800" color="white" fontSize="sm" px="3" py="2" borderRadius="md" boxShadow="md" maxW="sm" textAlign="center" data-testid="pinch-hint">
          {t('pinchHint.text')}
        </Box>
      ) : null}
    </Box>
  );
}
