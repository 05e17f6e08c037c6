/**
 * /shopping-cart (spec 1 'Shopping cart'; the basic page issue 5 extends): the order lines with
 * previews of what was made, Edit for lines the editor made, Delete after a confirmation, and
 * the total. Checkout is not built yet, so there is no button for it.
 */
import { Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { deleteCartItem, getCart, type Cart, type OrderLine } from '../../api/client/cart';
import { RenderHostProvider } from '../../engine/react';
import { ShopDialog } from '../dialogs/ShopDialog';
import { LoadFailed } from '../feedback/LoadFailed';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { formatMoney } from '../money/formatMoney';
import { useLoad } from '../loading/useLoad';
import { useSettings } from '../settings/settingsStore';
import { CartLineItem } from './CartLineItem';
import { otherLines, productLines } from './cartLines';
import { useCartSummaryStore } from './cartSummaryStore';
import { useCartPreviews } from './useCartPreviews';

export function CartPage() {
  const { t } = useTranslation();
  const { state, retry, replace } = useLoad(getCart);

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('cart.title')}
        </Heading>
        {state.status === 'loading' ? (
          <Stack gap="4" aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1].map((i) => (
              <Skeleton key={i} h="36" borderRadius="xl" />
            ))}
          </Stack>
        ) : state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : (
          <CartContents cart={state.value} onChange={replace} />
        )}
      </Stack>
    </Container>
  );
}

function CartContents({ cart, onChange }: { cart: Cart; onChange: (cart: Cart) => void }) {
  const { t } = useTranslation();
  const { site } = useSettings();
  const previews = useCartPreviews(cart.orderLines);
  const [confirming, setConfirming] = useState<OrderLine | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const products = productLines(cart.orderLines);

  const remove = async (line: OrderLine) => {
    setConfirming(null);
    setDeleting(line.uuid);
    try {
      onChange(await deleteCartItem(line.uuid));
      void useCartSummaryStore.getState().refresh();
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, t('common.networkError')) });
    } finally {
      setDeleting(null);
    }
  };

  if (products.length === 0) {
    return (
      <Stack gap="4" align="flex-start">
        <Text data-testid="cart-empty">{t('cart.empty')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products">{t('cart.toProducts')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <RenderHostProvider sources={previews.sources}>
        <Stack as="ul" gap="3" listStyleType="none">
          {products.map((line) => (
            <CartLineItem key={line.uuid} line={line} previews={previews} currency={site.currency} deleting={deleting === line.uuid} onDelete={setConfirming} />
          ))}
        </Stack>
      </RenderHostProvider>
      {otherLines(cart.orderLines).map((line) => (
        <Flex key={line.uuid} justify="space-between" gap="3" px="3">
          <Text>{line.description}</Text>
          <Text>{formatMoney(line.actualLinePrice, site.currency)}</Text>
        </Flex>
      ))}
      <Flex justify="space-between" gap="3" px="3" pt="3" borderTopWidth="1px" fontWeight="semibold" fontSize="lg" data-testid="cart-total">
        <Text>{t('cart.total')}</Text>
        <Text>{formatMoney(cart.summary.totalPrice, site.currency)}</Text>
      </Flex>
      <ShopDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('cart.deleteTitle')}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => confirming && void remove(confirming)}>
              {t('cart.delete')}
            </Button>
          </>
        }
      >
        <Text>{t('cart.deleteText', { name: confirming?.product?.name ?? confirming?.description ?? '' })}</Text>
      </ShopDialog>
    </Stack>
  );
}
