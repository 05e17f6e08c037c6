/**
 * One package offer (spec 3 'Package tile and offers'): banner (1184:552), name, description
 * with its line breaks, the price block of spec 3 §5 and a button with the offer's linkText.
 * A disabled offer has its reason over the picture and cannot be opened.
 */
import { AspectRatio, Badge, Box, Button, Flex, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PackageOffer } from '../../api/client/packages';
import { offerPriceDisplay } from '../../domain/packages';
import { formatMoney } from '../money/formatMoney';
import { usePackagesTexts } from './i18n';
import { tileTarget } from './linkTarget';

/** Spec 3 §9: banner and skeleton aspect ratio. */
export const BANNER_RATIO = 1184 / 552;

export function PackageTile({ offer, countdownRunning }: { offer: PackageOffer; countdownRunning: boolean }) {
  const { t } = usePackagesTexts();
  const target = tileTarget(offer);
  return (
    <Flex as="article" direction="column" overflow="hidden" position="relative" bg="white" borderWidth="1px" borderRadius="xl" h="full" data-testid="package-tile" aria-disabled={offer.disabled || undefined}>
      {/* The reason covers the picture only: the package's name and text stay readable under it. */}
      <Box position="relative">
        <AspectRatio ratio={BANNER_RATIO} bg="bg.subtle">
          <Image src={offer.image} alt="" objectFit="cover" />
        </AspectRatio>
        {offer.disabled ? (
          <Box position="absolute" inset="0" bg="white/70" display="flex" alignItems="center" justifyContent="center" p="3" data-testid="package-disabled">
            <Stack align="center" gap="2" textAlign="center" bg="white" borderRadius="lg" boxShadow="md" px="4" py="3" maxW="xs">
              <Badge colorPalette="gray" size="lg">
                {t('offers.disabled')}
              </Badge>
              <Text fontWeight="semibold" fontSize="lg">
                {offer.disabledReason}
              </Text>
            </Stack>
          </Box>
        ) : null}
      </Box>
      <Stack gap="3" p={{ base: '4', md: '5' }} flex="1">
        <Heading as="h3" fontSize="xl" fontWeight="medium">
          {offer.name}
        </Heading>
        <Text color="fg.muted" whiteSpace="pre-line">
          {offer.description}
        </Text>
        <PriceBlock offer={offer} countdownRunning={countdownRunning} />
      </Stack>
      <Box p={{ base: '4', md: '5' }} pt="0">
        {offer.disabled || target.kind === 'none' ? (
          <Button colorPalette="brand" disabled width={{ base: 'full', sm: 'auto' }}>
            {offer.linkText}
          </Button>
        ) : target.kind === 'route' ? (
          <Button asChild colorPalette="brand" width={{ base: 'full', sm: 'auto' }}>
            <RouterLink to={target.to}>{offer.linkText}</RouterLink>
          </Button>
        ) : (
          <Button asChild colorPalette="brand" width={{ base: 'full', sm: 'auto' }}>
            <a href={target.href}>{offer.linkText}</a>
          </Button>
        )}
      </Box>
    </Flex>
  );
}

function PriceBlock({ offer, countdownRunning }: { offer: PackageOffer; countdownRunning: boolean }) {
  const { t } = usePackagesTexts();
  const shown = offerPriceDisplay(offer, countdownRunning);
  if (shown.kind === 'none') return null;
  if (shown.kind === 'plain') {
    return (
      <Text fontWeight="semibold" data-testid="package-price">
        {t('offers.priceLabel', { price: formatMoney(shown.price) })}
      </Text>
    );
  }
  return (
    <Stack direction="row" align="baseline" gap="3" wrap="wrap" data-testid="package-price">
      <Text fontWeight="bold" fontSize="lg" color={shown.kind === 'timeLimited' ? 'red.600' : 'brand.fg'}>
        {t(shown.kind === 'timeLimited' ? 'offers.justNow' : 'offers.packagePrice', { price: formatMoney(shown.price) })}
      </Text>
      <Text as="s" color="fg.muted" aria-label={t('offers.before', { price: formatMoney(shown.original) })}>
        {formatMoney(shown.original)}
      </Text>
    </Stack>
  );
}

export function PackageTileSkeleton() {
  return (
    <Stack gap="3" data-testid="package-skeleton">
      <AspectRatio ratio={BANNER_RATIO}>
        <Skeleton borderRadius="md" />
      </AspectRatio>
      <Skeleton height="6" width="60%" />
      <Skeleton height="4" width="90%" />
      <Skeleton height="10" width="40%" />
    </Stack>
  );
}
