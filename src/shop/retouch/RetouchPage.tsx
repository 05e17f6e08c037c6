/**
 * /shopping-cart/retouch (spec 2 §2.14): after adding to the cart, the customer may order
 * retouching for the pictures in it. Each picture offers the retouch product's sub-products as
 * boxes; the footer counts the pictures and totals them live; Next saves and goes to the cart.
 */
import { Box, Button, Container, Flex, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../chakra';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { getCartRetouch, saveCartRetouch, type RetouchPicture } from '../../api/client/cart';
import { withCartChangeTracked } from '../analytics/track';
import type { CatalogProduct } from '../../api/client/templates';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { LoadFailed } from '../feedback/LoadFailed';
import { formatMoney } from '../money/formatMoney';
import { pictureUrl } from '../pictures/pictureUrl';
import { useLoad } from '../loading/useLoad';
import { useSettings } from '../settings/settingsStore';
import { choicesOf, retouchItems, retouchSummary, toggleRetouch, type RetouchChoices } from './retouchSelection';
import { CART_PATH } from '../routes';

export function RetouchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, retry } = useLoad(getCartRetouch);

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="center" gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {t('retouch.title')}
          </Heading>
          {/* Retouching is an extra: one tap on to the cart, the selection as it was. */}
          <Button variant="outline" colorPalette="brand" minH="11" onClick={() => navigate(CART_PATH)} data-testid="retouch-skip">
            {t('retouch.skip')}
          </Button>
        </HStack>
        {state.status === 'loading' ? (
          <Stack gap="4" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton h="5" w="20rem" maxW="full" />
            {[0, 1].map((i) => (
              <Skeleton key={i} h="40" borderRadius="xl" />
            ))}
          </Stack>
        ) : state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : state.value.product === null ? (
          <NothingToRetouch text={t('retouch.notAvailable')} />
        ) : state.value.pictures.length === 0 ? (
          <NothingToRetouch text={t('retouch.noPictures')} />
        ) : (
          <RetouchChoicesForm product={state.value.product} pictures={state.value.pictures} />
        )}
      </Stack>
    </Container>
  );
}

/** Nothing to choose: the way on to the cart stays. */
function NothingToRetouch({ text }: { text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="4" align="flex-start">
      <Text data-testid="retouch-message">{text}</Text>
      <Button colorPalette="brand" onClick={() => navigate(CART_PATH)}>
        {t('common.next')}
      </Button>
    </Stack>
  );
}

function RetouchChoicesForm({ product, pictures }: { product: CatalogProduct; pictures: RetouchPicture[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<RetouchChoices>(() => choicesOf(pictures));
  const [saving, setSaving] = useState(false);
  const { currency } = useSettings().site;
  const summary = retouchSummary(product, choices);

  const toggle = useCallback((pictureUuid: string, subProductUuid: string, ticked: boolean) => {
    setChoices((previous) => toggleRetouch(previous, pictureUuid, subProductUuid, ticked));
  }, []);

  const next = async () => {
    setSaving(true);
    try {
      await withCartChangeTracked(() => saveCartRetouch(retouchItems(choices)));
    } catch (err) {
      // Spec 2 §8: a failed save is only logged; the customer goes on to the cart.
      console.error('Could not save the retouch selection', err);
    }
    await useCartSummaryStore.getState().refresh();
    navigate(CART_PATH);
  };

  return (
    <Stack gap="5">
      <Text>{t('retouch.intro')}</Text>
      <Stack as="ul" gap="4" listStyleType="none">
        {pictures.map((picture) => (
          <RetouchPictureChoices key={picture.uuid} picture={picture} product={product} chosen={choices[picture.uuid] ?? []} onToggle={toggle} />
        ))}
      </Stack>
      {/* Kept in view while scrolling through the pictures, like the total it shows. */}
      <Box position="sticky" bottom="0" mx={{ base: '-4', md: '0' }} bg="white" borderTopWidth="1px" boxShadow="0 -4px 12px rgba(0,0,0,0.06)" borderRadius={{ base: 'none', md: 'xl' }} px={{ base: '4', md: '6' }} py="3">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="0">
            <Text data-testid="retouch-count">{t('retouch.count', { count: summary.pictures })}</Text>
            <Text fontWeight="semibold" data-testid="retouch-total">
              {t('retouch.total')}: {formatMoney(summary.total, currency)}
            </Text>
          </Stack>
          <Button colorPalette="brand" loading={saving} onClick={() => void next()}>
            {t('common.next')}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}

function RetouchPictureChoices({
  picture,
  product,
  chosen,
  onToggle,
}: {
  picture: RetouchPicture;
  product: CatalogProduct;
  chosen: readonly string[];
  onToggle: (pictureUuid: string, subProductUuid: string, ticked: boolean) => void;
}) {
  const { t } = useTranslation();
  const { currency } = useSettings().site;
  const label = t('retouch.picture', { id: picture.webshopId });
  return (
    <Flex as="li" gap="4" p="3" bg="white" borderWidth="1px" borderRadius="xl" align="flex-start" data-testid="retouch-picture">
      <Image src={pictureUrl(picture, 320)} alt={label} w={{ base: '24', sm: '32' }} aspectRatio={3 / 4} objectFit="contain" bg="gray.100" borderRadius="md" loading="lazy" flexShrink={0} />
      <Stack as="fieldset" gap="1" flex="1" minW="0">
        <Text as="legend" fontWeight="semibold" mb="1">
          {label}
        </Text>
        {product.subproducts.map((sub) => (
          <Checkbox.Root
            key={sub.uuid}
            checked={chosen.includes(sub.uuid)}
            onCheckedChange={(e) => onToggle(picture.uuid, sub.uuid, e.checked === true)}
            colorPalette="brand"
            alignItems="flex-start"
            minH="11"
            py="2"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              {sub.name} <Text as="span" color="fg.muted" whiteSpace="nowrap">{t('retouch.extraPrice', { price: formatMoney(sub.extraprice, currency) })}</Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Flex>
  );
}
