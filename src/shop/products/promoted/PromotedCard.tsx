/** One card of the strip: picture, name, 'Price from' (the campaign's with the regular struck through) and 'View product'. */
import { AspectRatio, Box, Button, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PictureSet } from '../../../api/client/pictureSets';
import type { PromotedProduct } from '../../../api/client/promoted';
import { formatMoney } from '../../money/formatMoney';
import { OwnTemplatePicture } from '../OwnTemplatePicture';
import { usePromotedTexts } from './i18n';
import { promotedTarget, promotedTitle } from './promotedLinks';

/** Previews are drawn 4:3 or so; a fixed box keeps the row even whatever the product's shape. */
const PICTURE_RATIO = 4 / 3;

/**
 * The card's text lines at fixed heights, shared with the skeleton: a card is as tall as the
 * skeleton it replaces whatever its name's length, so the strip never moves or grows when its
 * list arrives (and every card of a row lines up).
 */
const LINES = {
  kind: { fontSize: 'xs', lineHeight: '1rem', h: '4' },
  // Up to two lines of the name, always two lines' room.
  title: { fontSize: 'md', lineHeight: '1.5rem', h: '12' },
  price: { fontSize: 'sm', lineHeight: '1.25rem', h: '5' },
} as const;
const LINE_GAP = '0.5';

/** The picture is drawn by the engine with the current set (`set`); null: the template's sample. */
export function PromotedCard({ promoted, set }: { promoted: PromotedProduct; set: PictureSet | null }) {
  const { t } = usePromotedTexts();
  const title = promotedTitle(promoted);
  const kind = promoted.product?.name ?? t('category');
  return (
    <Stack as="article" gap="3" h="full" p="3" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" data-testid="promoted-card">
      <AspectRatio ratio={PICTURE_RATIO} bg="bg.subtle" borderRadius="lg" overflow="hidden">
        <Box display="flex" alignItems="center" justifyContent="center" p="3">
          {/*
            Lazy on purpose: in the phone's carousel the browser loads a slide's picture as the
            row is swiped near it (Chromium also looks a screen ahead inside scrollers), so the
            slides far off to the side cost nothing until wanted; on desktop all cards are in
            the grid and load as the page is scrolled to them. The picture's element fills
            the box from the start and the picture is fitted inside it (object-fit), so a
            picture arriving changes no element's size or place: no layout shift. Async
            decoding keeps a swipe smooth while it arrives. The engine's drawing with the
            customer's own pictures replaces it once made, and is also made only near the viewport.
          */}
          <OwnTemplatePicture
            template={promoted.imageTemplate}
            set={set}
            alt=""
            sizes="(min-width: 48em) 340px, 75vw"
            placeholder={<Image src={promoted.image} alt="" w="full" h="full" objectFit="contain" loading="lazy" decoding="async" />}
          />
        </Box>
      </AspectRatio>
      <Stack gap={LINE_GAP} flex="1">
        <Text fontSize={LINES.kind.fontSize} lineHeight={LINES.kind.lineHeight} h={LINES.kind.h} color="fg.muted" textTransform="uppercase" letterSpacing="wide" lineClamp={1}>
          {kind}
        </Text>
        <Text as="h3" fontSize={LINES.title.fontSize} lineHeight={LINES.title.lineHeight} minH={LINES.title.h} fontWeight="semibold" lineClamp={2}>
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
      <Text fontSize={LINES.price.fontSize} lineHeight={LINES.price.lineHeight} minH={LINES.price.h} color="fg.muted" data-testid="promoted-price">
        {t('priceFrom', { price: formatMoney(price) })}
      </Text>
    );
  }
  return (
    <Text fontSize={LINES.price.fontSize} lineHeight={LINES.price.lineHeight} minH={LINES.price.h} data-testid="promoted-price">
      <Text as="span" fontWeight="semibold" color="red.fg" aria-label={t('campaignPrice', { price: formatMoney(rebatedPrice) })}>
        {t('priceFrom', { price: formatMoney(rebatedPrice) })}
      </Text>{' '}
      <Text as="del" color="fg.muted" aria-label={t('regularPrice', { price: formatMoney(price) })}>
        {formatMoney(price)}
      </Text>
    </Text>
  );
}

/** A card's stand-in, laid out line for line like PromotedCard so it is exactly as tall. */
export function PromotedCardSkeleton() {
  return (
    <Stack gap="3" h="full" p="3" borderWidth="1px" borderColor="border.muted" borderRadius="xl" data-testid="promoted-card-skeleton">
      <AspectRatio ratio={PICTURE_RATIO}>
        <Skeleton borderRadius="lg" />
      </AspectRatio>
      <Stack gap={LINE_GAP} flex="1">
        <Box h={LINES.kind.h} display="flex" alignItems="center">
          <Skeleton h="3" w="40%" />
        </Box>
        <Box h={LINES.title.h} pt="1">
          <Skeleton h="4" w="80%" />
        </Box>
        <Box h={LINES.price.h} display="flex" alignItems="center">
          <Skeleton h="3.5" w="50%" />
        </Box>
      </Stack>
      <Skeleton h="11" borderRadius="md" />
    </Stack>
  );
}
