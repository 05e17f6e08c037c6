/**
 * /products/packages (spec 3 §2): 'Exclusive deals' with the current picture set, a countdown
 * banner while the offers' time runs, the packages heading on screens at least 700 px high, and
 * the package tiles (or their skeletons while loading).
 */
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getPackageOffers } from '../../api/client/packages';
import { countdownVisible, formatCountdown } from '../../domain/packages';
import { LoadFailed } from '../feedback/LoadFailed';
import { useLoad } from '../loading/useLoad';
import { ProductsPageHeading } from '../products/ProductsPageHeading';
import { useSessionStore } from '../session/sessionStore';
import { usePackagesTexts } from './i18n';
import { PackageTile, PackageTileSkeleton } from './PackageTile';
import { useCountdown, useTallScreen } from './useCountdown';
import { CATEGORY_OVERVIEW_PATH, PICTURE_SETS_PATH } from '../routes';

const SKELETON_TILES = 2;

export function PackagesPage() {
  // The offers are the current set's: choosing another set loads them again.
  const currentSet = useSessionStore((s) => s.session?.currentPictureSetUuid ?? null);
  return <OffersView key={currentSet ?? ''} />;
}

function OffersView() {
  const { t } = usePackagesTexts();
  const { state, retry } = useLoad(getPackageOffers);
  const tall = useTallScreen();
  const left = useCountdown(state.status === 'ready' ? state.value.remainingTime : null);

  useEffect(() => {
    document.title = t('offers.title');
  }, [t]);

  const subject = state.status === 'ready' ? state.value.subject : null;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <ProductsPageHeading
          title={t('offers.title')}
          subtitle={
            subject ? (
              <HStack as="span" gap="3" wrap="wrap" data-testid="packages-picture-set">
                <span>{t('offers.pictureSetOf', { name: subject.name })}</span>
                <Button asChild size="sm" minH="11" variant="outline">
                  <RouterLink to={PICTURE_SETS_PATH}>{t('offers.changeSet')}</RouterLink>
                </Button>
              </HStack>
            ) : (
              '\u00a0'
            )
          }
        />
        {/* The packages are one offer among the products: cards, calendars and gifts are a tap away. */}
        <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start" minH="11">
          <RouterLink to={CATEGORY_OVERVIEW_PATH}>{t('offers.allProducts')}</RouterLink>
        </Button>
        {countdownVisible(left) ? (
          <Box role="timer" aria-live="off" bg="red.600" color="white" borderRadius="md" px="4" py="3" textAlign="center" fontWeight="semibold" data-testid="package-countdown">
            {t('offers.countdown', { time: formatCountdown(left, t('offers.days')) })}
          </Box>
        ) : null}
        {tall ? (
          <Heading as="h2" size="xl">
            {t('offers.heading')}
          </Heading>
        ) : null}
        {state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : state.status === 'loading' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" aria-busy aria-label={t('offers.loading')}>
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <PackageTileSkeleton key={i} />
            ))}
          </SimpleGrid>
        ) : state.value.packages.length === 0 ? (
          <Text color="fg.muted">{t('offers.none')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {state.value.packages.map((offer) => (
              <PackageTile key={offer.uuid} offer={offer} countdownRunning={countdownVisible(left)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
