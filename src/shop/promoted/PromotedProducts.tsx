/**
 * 'Other popular products' (spec 1 §2 'Promoted products strip', §9): a grid of 3 columns on
 * desktop, a swipeable carousel with dots on phones. The dots follow the scroll and bring a card
 * into view when pressed; the row itself can be scrolled with the arrow keys once focused.
 * Made for the cart page and the product lists; renders nothing when there is nothing to promote.
 */
import { Box, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { getPromotedProducts, type PromotedProduct } from '../../api/client/promoted';
import { LoadFailed } from '../feedback/LoadFailed';
import { currentLanguage } from '../i18n/i18n';
import { useLoad } from '../loading/useLoad';
import { usePromotedTexts } from './i18n';
import { PromotedCard, PromotedCardSkeleton } from './PromotedCard';
import { useCarousel } from './useCarousel';

/** Spec 1 §9: three columns on desktop. */
export const PROMOTED_COLUMNS = 3;

export function PromotedProducts() {
  // usePromotedTexts re-renders on a language change, so the list is asked for again in the new language.
  const { t } = usePromotedTexts();
  const lang = currentLanguage();
  const load = useCallback(() => getPromotedProducts(lang), [lang]);
  const { state, retry } = useLoad(load);

  if (state.status === 'ready' && state.value.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="promoted-products-title" data-testid="promoted-products">
      <Heading as="h2" id="promoted-products-title" size={{ base: 'lg', md: 'xl' }} color="brand.fg">
        {t('title')}
      </Heading>
      {state.status === 'loading' ? (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: `repeat(${PROMOTED_COLUMNS}, 1fr)` }} gap="4" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: PROMOTED_COLUMNS }, (_, i) => (
            <Box key={i} display={{ base: i === 0 ? 'block' : 'none', md: 'block' }}>
              <PromotedCardSkeleton />
            </Box>
          ))}
        </Box>
      ) : state.status === 'failed' ? (
        <LoadFailed error={state.error} onRetry={retry} />
      ) : (
        <PromotedRow items={state.value} />
      )}
    </Stack>
  );
}

function PromotedRow({ items }: { items: PromotedProduct[] }) {
  const { t } = usePromotedTexts();
  const { scroller, active, show } = useCarousel(items.length);
  return (
    <Stack gap="3">
      <Box
        ref={scroller}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('carousel')}
        tabIndex={0}
        data-testid="promoted-row"
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
      >
        {items.map((promoted, i) => (
          <Box
            key={`${promoted.type}:${promoted.template?.uuid ?? promoted.category.internalName}:${promoted.product?.uuid ?? ''}`}
            flex={{ base: '0 0 82%', sm: '0 0 46%' }}
            minW="0"
            scrollSnapAlign="start"
            aria-roledescription="slide"
            aria-label={t('dot', { number: i + 1, count: items.length })}
          >
            <PromotedCard promoted={promoted} />
          </Box>
        ))}
      </Box>
      {items.length > 1 && (
        <Flex display={{ base: 'flex', md: 'none' }} justify="center" gap="1" role="group" aria-label={t('dots')}>
          {items.map((_, i) => (
            <chakra.button
              key={i}
              type="button"
              onClick={() => show(i)}
              aria-label={t('dot', { number: i + 1, count: items.length })}
              aria-current={i === active ? 'true' : undefined}
              data-testid="promoted-dot"
              // A 24 px target around a small dot: easy to hit, quiet to look at.
              w="6"
              h="6"
              display="flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              cursor="pointer"
            >
              <Box as="span" display="block" h="2" w={i === active ? '5' : '2'} borderRadius="full" bg={i === active ? 'brand.solid' : 'border.emphasized'} transition="width 0.2s" />
            </chakra.button>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
