/**
 * /shopping-cart (spec 1 'Shopping cart', §4, §5): the order lines with previews of what was
 * made, a quantity selector, Edit by line kind, Delete after a confirmation, the total, 'Add
 * more' and 'Checkout'. An empty cart sends the customer to the product list. The header's
 * badge and free-delivery banner take the summary of every answer.
 *
 * Checkout first starts the customer's checkout (POST /api/webshop/checkout) and walks its
 * upsell list; the checkout page opens once the list is finished. The pop-ups come here, not
 * when the cart opens, so they answer the decision to buy instead of greeting every visit.
 */
import { Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Redirect } from '../ssr/Redirect';
import { deleteCartItem, getCart, setCartItemQuantity, type Cart } from '../../api/client/cart';
import { startCheckout, type UpsaleItem } from '../../api/client/checkout';
import { trackCartChange } from '../analytics/track';
import { useViewCartEvent } from '../analytics/useViewCartEvent';
import { ShopDialog } from '../dialogs/ShopDialog';
import { LoadFailed } from '../feedback/LoadFailed';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { formatMoney } from '../money/formatMoney';
import { useLoad } from '../loading/useLoad';
import { useSettings } from '../settings/settingsStore';
import { useUpsellStore } from '../upsell/upsellStore';
import { upsellSteps } from '../upsell/upsellWalk';
import { CartLineItem, type LineState } from './CartLineItem';
import { lineName, otherLines, productLines, type CartLine } from '../cart/cartLines';
import { quantityChoice } from '../cart/cartQuantity';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { useCartTexts } from '../cart/i18n';
import { CATEGORY_OVERVIEW_PATH, CHECKOUT_PATH } from '../routes';

// Not needed to show the cart: the strip sits last on the page (nothing below it moves when it
// arrives), and the upsell pop-ups open only when Checkout is pressed.
const PromotedProducts = lazy(() => import('../products/promoted/PromotedProducts').then((m) => ({ default: m.PromotedProducts })));
const UpsellPopups = lazy(() => import('../upsell/UpsellPopups').then((m) => ({ default: m.UpsellPopups })));


export function CartPage() {
  const { t } = useTranslation();
  const { state, retry, replace } = useLoad(getCart, 'cart');

  // The badge and banner follow the cart as loaded and after every change.
  const value = state.status === 'ready' ? state.value : null;
  useEffect(() => {
    if (value) useCartSummaryStore.getState().set(value.summary);
  }, [value]);
  useViewCartEvent(value);

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

interface OpenUpsell {
  steps: UpsaleItem[];
  checkoutUuid: string;
  /** The cart's product lines the offers are answered for. */
  lineUuids: string[];
}

function CartContents({ cart, onChange }: { cart: Cart; onChange: (cart: Cart) => void }) {
  const { t } = useTranslation();
  const { t: tc } = useCartTexts();
  const { site } = useSettings();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<CartLine | null>(null);
  const [lineStates, setLineStates] = useState<ReadonlyMap<string, LineState>>(new Map());
  const [startingCheckout, setStartingCheckout] = useState(false);
  const [upsell, setUpsell] = useState<OpenUpsell | null>(null);
  const products: CartLine[] = productLines(cart.orderLines);

  const setLineState = (uuid: string, state: LineState) =>
    setLineStates((previous) => {
      const next = new Map(previous);
      if (state === 'normal') next.delete(uuid);
      else next.set(uuid, state);
      return next;
    });

  const failed = (err: unknown, fallback: string) => toaster.create({ type: 'error', title: errorText(err, fallback) });

  const remove = async (line: CartLine) => {
    setConfirming(null);
    setLineState(line.uuid, 'deleting');
    try {
      const answer = await deleteCartItem(line.uuid);
      trackCartChange(cart.orderLines, answer.orderLines);
      onChange(answer);
    } catch (err) {
      failed(err, t('common.networkError'));
    } finally {
      setLineState(line.uuid, 'normal');
    }
  };

  const changeQuantity = async (line: CartLine, text: string) => {
    const choice = quantityChoice(text, line);
    if (choice.kind === 'remove') return setConfirming(line);
    if (choice.kind === 'unchanged') return;
    setLineState(line.uuid, 'updating');
    try {
      const answer = await setCartItemQuantity(line.uuid, choice.quantity);
      trackCartChange(cart.orderLines, answer.orderLines);
      onChange(answer);
    } catch (err) {
      failed(err, tc('page.quantityFailed'));
    } finally {
      setLineState(line.uuid, 'normal');
    }
  };

  const checkout = async () => {
    setStartingCheckout(true);
    try {
      const started = await startCheckout();
      const lineUuids = productLines(cart.orderLines).map((l) => l.uuid);
      const steps = upsellSteps(started.upsaleList, lineUuids, useUpsellStore.getState().answers);
      if (steps.length === 0) void navigate(CHECKOUT_PATH);
      else setUpsell({ steps, checkoutUuid: started.checkoutUuid, lineUuids });
    } catch (err) {
      failed(err, tc('page.checkoutFailed'));
    } finally {
      setStartingCheckout(false);
    }
  };

  const reload = useCallback(async () => {
    try {
      onChange(await getCart());
    } catch (err) {
      failed(err, t('common.networkError'));
    }
  }, [onChange, t]);

  // Spec 1: an empty cart sends the customer to the product list.
  if (products.length === 0) return <Redirect to={CATEGORY_OVERVIEW_PATH} />;

  const busy = lineStates.size > 0 || startingCheckout;

  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none">
          {products.map((line, index) => (
            <CartLineItem
              key={line.uuid}
              line={line}
              priority={index === 0}
              currency={site.currency}
              state={lineStates.get(line.uuid) ?? 'normal'}
              onQuantity={(l, text) => void changeQuantity(l, text)}
              onDelete={setConfirming}
            />
          ))}
      </Stack>
      {otherLines(cart.orderLines).map((line) => (
        <Flex key={line.uuid} justify="space-between" gap="3" px="3">
          <Text>{line.description}</Text>
          <Text>{formatMoney(line.actualLinePrice, site.currency)}</Text>
        </Flex>
      ))}
      <Flex justify="space-between" gap="3" px="3" pt="3" borderTopWidth="1px" fontWeight="semibold" fontSize="lg" data-testid="cart-total">
        <Text>{t('cart.total')}</Text>
        <Text>{lineStates.size > 0 ? '...' : formatMoney(cart.summary.totalPrice, site.currency)}</Text>
      </Flex>
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3" pt="2">
        <Button asChild variant="outline" minH="11">
          <RouterLink to={CATEGORY_OVERVIEW_PATH}>{tc('page.addMore')}</RouterLink>
        </Button>
        <Button colorPalette="brand" minH="11" onClick={() => void checkout()} loading={startingCheckout} disabled={busy} data-testid="cart-checkout">
          {tc('page.checkout')}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        <PromotedProducts />
      </Suspense>
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
        <Text>{t('cart.deleteText', { name: confirming ? lineName(confirming) : '' })}</Text>
      </ShopDialog>
      {upsell ? (
        <Suspense fallback={null}>
        <UpsellPopups
          steps={upsell.steps}
          checkoutUuid={upsell.checkoutUuid}
          lineUuids={upsell.lineUuids}
          onFinished={() => {
            setUpsell(null);
            void navigate(CHECKOUT_PATH);
          }}
          onCataloguesAdded={() => {
            setUpsell(null);
            void reload();
          }}
          onLeft={() => setUpsell(null)}
        />
        </Suspense>
      ) : null}
    </Stack>
  );
}
