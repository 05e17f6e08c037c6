/**
 * /shopping-cart/checkout (spec 1 §2 Checkout, §4): three steps, Delivery, Payment and Summary
 * and finish, beside the order summary. The checkout starts (and its data loads) each time the
 * page opens: in the server's render when the page comes from the server (POST /checkout finds
 * the customer's open checkout or opens one, so a reload shows the same checkout), else in the
 * browser. A payment page that sends the customer back leaves its message in the location's state.
 */
import { Alert, Box, Button, Container, Grid, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ApiCallError } from '../../api/client/call';
import { getCart } from '../../api/client/cart';
import { startCheckout } from '../../api/client/checkout';
import { trackBeginCheckout } from '../analytics/track';
import { useFirstAnswerOnce } from '../ssr/answers';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { useCheckoutStore } from './checkoutStore';
import { DeliveryStep } from './DeliveryStep';
import { OrderSummary } from './OrderSummary';
import { StepSection } from './StepSection';
import { DeliverySummary, PaymentSummary } from './StepSummaries';
import { useCheckoutWords } from './useCheckoutWords';
import { CART_PATH, CATEGORY_OVERVIEW_PATH } from '../routes';

// Steps 2 and 3 open only after a delivery choice, and the page need not load them before it
// shows step 1: step 2's rules bring libphonenumber's metadata (about 30 KB gzip), step 3 the
// checkbox, text area and terms dialog. Both start loading once step 1 is on screen.
const loadPaymentStep = () => import('./PaymentStep');
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));
const loadFinishStep = () => import('./FinishStep');
const FinishStep = lazy(() => loadFinishStep().then((m) => ({ default: m.FinishStep })));


/** The page data's name for the checkout the server's render started. */
const STARTED_CHECKOUT = 'checkout';

/** Spec 1 §3: order line type 0 is a product. */
const PRODUCT_LINE = 0;

/** What the payment page leaves for the checkout when it sends the customer back. */
export interface CheckoutReturn {
  paymentMessage?: string;
}

export function CheckoutPage() {
  const words = useCheckoutWords();
  const { t } = words;
  const load = useCheckoutStore((s) => s.load);
  const returned = (useLocation().state ?? null) as CheckoutReturn | null;

  // Back from a payment that did not go through: the choices made before it are kept (the
  // browser walks them again, so it starts the checkout itself).
  const resume = Boolean(returned?.paymentMessage);
  const { first: started, startedWithAnswer } = useFirstAnswerOnce(resume ? undefined : STARTED_CHECKOUT, startCheckout);
  const show = useCheckoutStore((s) => s.show);
  // Before the steps render, on the server and in the hydration alike.
  useState(() => started && show(started.value));
  useEffect(() => {
    if (started && startedWithAnswer()) trackBeginCheckout(started.value.cart);
    else void load(resume);
    // The checkout the page came with is shown once; `started` does not change after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, resume]);

  const status = useCheckoutStore((s) => s.status);
  const loadFailure = useCheckoutStore((s) => s.loadFailure);

  // Spec 1 'Finish order': a cart without a product line goes to the products. The server
  // refuses such a checkout (400); the cart itself says whether that was the reason.
  const navigate = useNavigate();
  useEffect(() => {
    if (!(loadFailure?.error instanceof ApiCallError) || loadFailure.error.status !== 400) return;
    let current = true;
    getCart().then(
      (cart) => current && !cart.orderLines.some((l) => l.type === PRODUCT_LINE) && navigate(CATEGORY_OVERVIEW_PATH, { replace: true }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [loadFailure, navigate]);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('title')}
        </Heading>
        {returned?.paymentMessage && (
          <Alert.Root status="warning" role="status" data-testid="payment-message">
            <Alert.Indicator />
            <Alert.Title>{returned.paymentMessage}</Alert.Title>
          </Alert.Root>
        )}
        {status === 'failed' && loadFailure ? (
          <Stack gap="4" align="flex-start">
            <ErrorAlert message={words.failure(loadFailure)} />
            <Stack direction="row" gap="3">
              <Button colorPalette="brand" onClick={() => void load()}>
                {t('common.tryAgain', { ns: 'translation' })}
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to={CART_PATH}>{t('errors.toCart')}</RouterLink>
              </Button>
            </Stack>
          </Stack>
        ) : status === 'ready' ? (
          <CheckoutSteps />
        ) : (
          <Stack gap="4" aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="24" borderRadius="xl" />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function CheckoutSteps() {
  const { t } = useCheckoutWords();
  useEffect(() => {
    void loadPaymentStep();
    void loadFinishStep();
  }, []);
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
      <Stack gap="4">
        <StepSection step="select-delivery-option" number={1} title={t('steps.delivery')} summary={<DeliverySummary />}>
          <DeliveryStep />
        </StepSection>
        <StepSection step="select-payment-option" number={2} title={t('steps.payment')} summary={<PaymentSummary />}>
          <Suspense fallback={<Skeleton h="24" borderRadius="xl" />}>
            <PaymentStep />
          </Suspense>
        </StepSection>
        <StepSection step="confirm-order" number={3} title={t('steps.finish')} summary={null}>
          <Suspense fallback={<Skeleton h="24" borderRadius="xl" />}>
            <FinishStep />
          </Suspense>
        </StepSection>
      </Stack>
      <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <OrderSummary />
      </Box>
    </Grid>
  );
}
