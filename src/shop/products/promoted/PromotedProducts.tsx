/**
 * 'Other popular products' (spec 1 §2 'Promoted products strip', §9): a grid of 3 columns on
 * desktop, a swipeable carousel with dots on phones. The dots follow the scroll and bring a card
 * into view when pressed; the row itself can be scrolled with the arrow keys once focused.
 * Made for the cart page and the product lists; renders nothing when there is nothing to promote.
 *
 * No layout shift: while the list loads, the row holds as many skeleton cards as the list can
 * have, laid out exactly like the cards (same slide widths, card heights and the dots' line), so
 * the strip never grows when the list arrives. Pages place it last and mount it once their own
 * content has its final height, so nothing above moves it either.
 */
import { Box, chakra, Flex, Heading, Stack, type BoxProps, type FlexProps } from '@chakra-ui/react';
import { useCallback, type ReactNode, type Ref } from 'react';
import { MAX_PROMOTED_CATEGORIES, MAX_PROMOTED_TEMPLATES } from '../../../api/contract/limits';
import type { PictureSet } from '../../../api/client/pictureSets';
import { getPromotedProducts, type PromotedProduct } from '../../../api/client/promoted';
import { LoadFailed } from '../../feedback/LoadFailed';
import { currentLanguage } from '../../i18n/i18n';
import { useLoad } from '../../loading/useLoad';
import { useCurrentPictureSet } from '../../pictures/currentPictureSet';
import { usePromotedTexts } from './i18n';
import { PromotedCard, PromotedCardSkeleton } from './PromotedCard';
import { useCarousel } from './useCarousel';

/** Spec 1 §9: three columns on desktop. */
export const PROMOTED_COLUMNS = 3;
/** The longest list the server sends: the skeleton reserves room for all of it. */
const MOST_PROMOTED = MAX_PROMOTED_TEMPLATES + MAX_PROMOTED_CATEGORIES;

export function PromotedProducts() {
  // usePromotedTexts re-renders on a language change, so the list is asked for again in the new language.
  const { t } = usePromotedTexts();
  const lang = currentLanguage();
  const load = useCallback(() => getPromotedProducts(lang), [lang]);
  const { state, retry } = useLoad(load);
  const pictureSets = useCurrentPictureSet();

  if (state.status === 'ready' && state.value.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="promoted-products-title" data-testid="promoted-products">
      <Heading as="h2" id="promoted-products-title" size={{ base: 'lg', md: 'xl' }} color="brand.fg">
        {t('title')}
      </Heading>
      {state.status === 'loading' ? (
        <Stack gap="3" aria-busy="true" aria-label={t('loading')} data-testid="promoted-loading">
          <Row>
            {Array.from({ length: MOST_PROMOTED }, (_, i) => (
              <Slide key={i}>
                <PromotedCardSkeleton />
              </Slide>
            ))}
          </Row>
          <DotsLine />
        </Stack>
      ) : state.status === 'failed' ? (
        <LoadFailed error={state.error} onRetry={retry} />
      ) : (
        <PromotedRow items={state.value} set={pictureSets.status === 'ready' ? pictureSets.current : null} />
      )}
    </Stack>
  );
}

/** The cards' row: a scroll-snap carousel on phones, the 3-column grid from md up. */
function Row({ children, scroller, ...rest }: { children: ReactNode; scroller?: Ref<HTMLDivElement> } & BoxProps) {
  return (
    <Box
      ref={scroller}
      display={{ base: 'flex', md: 'grid' }}
      gridTemplateColumns={{ md: `repeat(${PROMOTED_COLUMNS}, minmax(0, 1fr))` }}
      gap="4"
      overflowX={{ base: 'auto', md: 'visible' }}
      scrollSnapType={{ base: 'x mandatory', md: 'none' }}
      scrollPaddingInline="1"
      px={{ base: '1', md: '0' }}
      py="1"
      // The dots show where the row is; a scrollbar under them would say it twice.
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      {...rest}
    >
      {children}
    </Box>
  );
}

function Slide({ children, ...rest }: { children: ReactNode } & BoxProps) {
  return (
    <Box flex={{ base: '0 0 82%', sm: '0 0 46%' }} minW="0" scrollSnapAlign="start" {...rest}>
      {children}
    </Box>
  );
}

/** The dots' line on phones, its height kept even when there are no dots to show. */
function DotsLine({ children, ...rest }: { children?: ReactNode } & FlexProps) {
  return (
    <Flex display={{ base: 'flex', md: 'none' }} justify="center" gap="0" minH="11" {...rest}>
      {children}
    </Flex>
  );
}

function PromotedRow({ items, set }: { items: PromotedProduct[]; set: PictureSet | null }) {
  const { t } = usePromotedTexts();
  const { scroller, active, show } = useCarousel(items.length);
  return (
    <Stack gap="3">
      <Row scroller={scroller} role="region" aria-roledescription="carousel" aria-label={t('carousel')} tabIndex={0} data-testid="promoted-row">
        {items.map((promoted, i) => (
          <Slide
            key={`${promoted.type}:${promoted.template?.uuid ?? promoted.category.internalName}:${promoted.product?.uuid ?? ''}`}
            aria-roledescription="slide"
            aria-label={t('dot', { number: i + 1, count: items.length })}
          >
            <PromotedCard promoted={promoted} set={set} />
          </Slide>
        ))}
      </Row>
      <DotsLine {...(items.length > 1 ? { role: 'group', 'aria-label': t('dots') } : {})}>
        {items.length > 1 &&
          items.map((_, i) => (
            <chakra.button
              key={i}
              type="button"
              onClick={() => show(i)}
              aria-label={t('dot', { number: i + 1, count: items.length })}
              aria-current={i === active ? 'true' : undefined}
              data-testid="promoted-dot"
              // A 44 px target around a small dot: easy to hit with a thumb, quiet to look at.
              w="11"
              h="11"
              display="flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              cursor="pointer"
            >
              <Box as="span" display="block" h="2" w={i === active ? '5' : '2'} borderRadius="full" bg={i === active ? 'brand.solid' : 'border.emphasized'} transition="width 0.2s" />
            </chakra.button>
          ))}
      </DotsLine>
    </Stack>
  );
}
