/** One card of the strip: picture, name, 'Price from' (the campaign's with the regular struck through) and 'View product'. */
import { AspectRatio, Box, Button, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PromotedProduct } from '../../api/client/promoted';
import { formatMoney } from '../money/formatMoney';
import { usePromotedTexts } from './i18n';
import { promotedTarget, promotedTitle } from './promotedLinks';

/** Previews are drawn 4:3 or so; a fixed box keeps the row even whatever the product's shape. */
const PICTURE_RATIO = 4 / 3;

export function PromotedCard({ promoted }: { promoted: PromotedProduct }) {
  const { t } = usePromotedTexts();
  const title = promotedTitle(promoted);
  const kind = promoted.product?.name ?? t('category');
  return (
    <Stack as="article" gap="3" h="full" p="3" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" data-testid="promoted-card">
      <AspectRatio ratio={PICTURE_RATIO} bg="bg.subtle" borderRadius="lg" overflow="hidden">
        <Box display="flex" alignItems="center" justifyContent="center" p="3">
          <Image src={promoted.image} alt="" maxW="100%" maxH="100%" objectFit="contain" loading="lazy" />
        </Box>
      </AspectRatio>
      <Stack gap="0.5" flex="1">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" lineClamp={1}>
          {kind}
        </Text>
        <Text as="h3" fontWeight="semibold" lineClamp={2}>
          {title}
        </Text>
        <PriceLine price={promoted.price} rebatedPrice={promoted.rebatedPrice} />
      </Stack>
      <Button asChild variant="outline" colorPalette="brand" minH="11" w="full">
        <RouterLink to={promotedTarget(promoted)} aria-label={t('viewProductNamed', { name: title })}>
          {t('viewProduct')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

function PriceLine({ price, rebatedPrice }: Pick<PromotedProduct, 'price' | 'rebatedPrice'>) {
  const { t } = usePromotedTexts();
  if (rebatedPrice === null) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="promoted-price">
        {t('priceFrom', { price: formatMoney(price) })}
      </Text>
    );
  }
  return (
    <Text fontSize="sm" data-testid="promoted-price">
      <Text as="span" fontWeight="semibold" color="red.fg" aria-label={t('campaignPrice', { price: formatMoney(rebatedPrice) })}>
        {t('priceFrom', { price: formatMoney(rebatedPrice) })}
      </Text>{' '}
      <Text as="del" color="fg.muted" aria-label={t('regularPrice', { price: formatMoney(price) })}>
        {formatMoney(price)}
      </Text>
    </Text>
  );
}

export function PromotedCardSkeleton() {
  return (
    <Stack gap="3" p="3" borderWidth="1px" borderColor="border.muted" borderRadius="xl">
      <AspectRatio ratio={PICTURE_RATIO}>
        <Skeleton borderRadius="lg" />
      </AspectRatio>
      <Skeleton h="3" w="40%" />
      <Skeleton h="4" w="80%" />
      <Skeleton h="11" borderRadius="md" />
    </Stack>
  );
}
