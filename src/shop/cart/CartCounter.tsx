import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon } from '../ui/icons';
import { useCartSummaryStore } from './cartSummaryStore';
import { CART_PATH } from '../routes';

/** Spec 1 §9: the badge animates for one second when the item count changes. */
export const CART_BADGE_ANIMATION_MS = 1000;

const StyledRouterLink = chakra(RouterLink);

/** The header's cart link with its item-count badge. */
export function CartCounter({ inverted }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const itemCount = useCartSummaryStore((s) => s.itemCount);
  const [animating, setAnimating] = useState(false);
  const previous = useRef(itemCount);

  useEffect(() => {
    if (previous.current === itemCount) return;
    previous.current = itemCount;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), CART_BADGE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [itemCount]);

  return (
    <StyledRouterLink
      to={CART_PATH}
      aria-label={t('header.cart', { count: itemCount })}
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="11"
      flexShrink={0}
      borderRadius="full"
      color={inverted ? 'white' : 'brand.fg'}
      _hover={{ bg: inverted ? 'whiteAlpha.200' : 'brand.subtle' }}
    >
      <CartIcon aria-hidden boxSize="6" />
      {/* An empty cart shows no badge; the first item makes it appear with the bump. */}
      {itemCount > 0 && (
        <Box
          as="span"
          aria-hidden
          data-testid="cart-count"
          data-animating={animating || undefined}
          position="absolute"
          top="0.5"
          insetEnd="0"
          minW="5"
          h="5"
          px="1"
          borderRadius="full"
          bg={inverted ? 'white' : 'sand.700'}
          color={inverted ? 'red.700' : 'white'}
          fontSize="xs"
          fontWeight="bold"
          // Centred by flex: a unitless lineHeight="5" is 5 times the font size, which pushed the digit out of the badge.
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          animation={animating ? `cartBadgeBump ${CART_BADGE_ANIMATION_MS}ms ease-in-out` : undefined}
        >
          {itemCount}
        </Box>
      )}
    </StyledRouterLink>
  );
}
