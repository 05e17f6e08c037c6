/**
 * /shopping-cart/checkout/payment/receipt/{orderUuid} (spec 1 §2 Receipt): 'Order receipt' with
 * the order reference (the uuid's first 8 characters), the delivery text for its type, the
 * order lines and total, and the notes: invoice, catalogues shipping separately, digital
 * products. The page's title is 'Thank you for the order!'. An unknown order says so.
 */
import { Box, Button, Container, Flex, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiCallError } from '../../api/client/call';
import { getOrder, type ReceiptOrder } from '../../api/client/checkout';
import { orderReference } from '../../domain/checkout';
import { trackPurchase } from '../analytics/track';
import { OrderedLines } from '../cart/OrderedLines';
import { useCheckoutWords } from '../checkout/useCheckoutWords';
import { LoadFailed } from '../feedback/LoadFailed';
import { useLoad } from '../loading/useLoad';
import { FRONT_PAGE_PATH } from '../routes';

export function ReceiptPage() {
  const { orderUuid = '' } = useParams();
  const { t } = useCheckoutWords();
  const load = useCallback(() => getOrder(orderUuid), [orderUuid]);
  const { state, retry } = useLoad(load, `order:${orderUuid}`);
  const documentTitle = t('receipt.documentTitle');

  useEffect(() => {
    const before = document.title;
    document.title = documentTitle;
    return () => {
      document.title = before;
    };
  }, [documentTitle]);

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {state.status === 'loading' ? (
        <Stack gap="4" aria-busy="true" aria-label={t('common.loading', { ns: 'translation' })}>
          <Skeleton h="10" w="60%" />
          <Skeleton h="48" borderRadius="xl" />
        </Stack>
      ) : state.status === 'failed' ? (
        state.error instanceof ApiCallError && state.error.status === 404 ? (
          <NotFound />
        ) : (
          <LoadFailed error={state.error} onRetry={retry} />
        )
      ) : (
        <Receipt order={state.value} />
      )}
    </Container>
  );
}

function NotFound() {
  const { t } = useCheckoutWords();
  return (
    <Stack gap="4" align="flex-start" data-testid="receipt-not-found">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
        {t('receipt.notFoundTitle')}
      </Heading>
      <Text>{t('receipt.notFound')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={FRONT_PAGE_PATH}>{t('receipt.toFrontPage')}</RouterLink>
      </Button>
    </Stack>
  );
}

function Receipt({ order }: { order: ReceiptOrder }) {
  const { t, money } = useCheckoutWords();
  useEffect(() => trackPurchase(order), [order]);
  return (
    <Stack gap="6" data-testid="receipt">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('receipt.title')}
        </Heading>
        <Text fontSize="lg">{t('receipt.thanks')}</Text>
        <Text>
          {t('receipt.reference')}:{' '}
          <Text as="strong" fontFamily="mono" data-testid="receipt-reference">
            {orderReference(order.uuid)}
          </Text>
        </Text>
        <Text color="fg.muted">{t('receipt.confirmation')}</Text>
      </Stack>

      <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '5' }} data-testid="receipt-delivery">
        <Heading as="h2" size="md" mb="2">
          {order.delivery.name}
        </Heading>
        <DeliveryText order={order} />
      </Box>

      <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md" mb="3">
          {t('receipt.lines')}
        </Heading>
        <OrderedLines
          lines={order.orderLines}
          money={money}
          catalogueLabel={t('summary.catalogue')}
          previewAlt={(name) => t('summary.preview', { name })}
          divided
          testId="receipt-lines"
        />
        <Separator my="3" />
        <Flex justify="space-between" fontWeight="bold" fontSize="lg" data-testid="receipt-total">
          <Text>{t('receipt.total')}</Text>
          <Text>{money(order.summary.totalPrice)}</Text>
        </Flex>
        {order.rebateCode && <Text fontSize="sm" color="fg.muted">{t('receipt.voucher', { code: order.rebateCode })}</Text>}
        <Text fontSize="sm" color="fg.muted">
          {t('receipt.payment', { title: order.payment.title })}
        </Text>
      </Box>

      <Stack gap="2" data-testid="receipt-notes">
        {order.payment.isInvoice && <Text data-testid="note-invoice">{t('receipt.invoiceNote')}</Text>}
        {order.catalogueMaxDeliveryTime !== null && <Text data-testid="note-catalogue">{t('receipt.catalogueNote', { count: order.catalogueMaxDeliveryTime })}</Text>}
        {order.containDigitalProducts && <Text data-testid="note-digital">{t('receipt.digitalNote')}</Text>}
      </Stack>

      <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }}>
        <RouterLink to={FRONT_PAGE_PATH}>{t('receipt.continueShopping')}</RouterLink>
      </Button>
    </Stack>
  );
}

/** Spec 1 §2: the delivery text per delivery type. */
function DeliveryText({ order }: { order: ReceiptOrder }) {
  const { t } = useCheckoutWords();
  const { delivery } = order;
  const time = delivery.deliveryTime.string;
  switch (delivery.type) {
    case 'postage': {
      const a = delivery.address;
      return (
        <Stack gap="0.5" data-testid="delivery-postage">
          <Text>{t('receipt.delivery.postage')}</Text>
          {a && (
            <Box ps="3" borderStartWidth="3px" borderColor="brand.muted" my="1">
              <Text>{a.name}</Text>
              <Text>{a.address1}</Text>
              {a.address2 && <Text>{a.address2}</Text>}
              <Text>{[a.postalCode, a.city].filter(Boolean).join(' ')}</Text>
              {a.state && <Text>{a.state}</Text>}
            </Box>
          )}
          {time && <Text>{t('receipt.delivery.postageTime', { time })}</Text>}
        </Stack>
      );
    }
    case 'school-pickup':
      return (
        <Stack gap="0.5" data-testid="delivery-school-pickup">
          <Text>{delivery.school ? t('receipt.delivery.school-pickup', { school: delivery.school.name }) : t('receipt.delivery.school-pickup-unknown')}</Text>
          {time && <Text>{t('receipt.delivery.time', { time })}</Text>}
        </Stack>
      );
    case 'store-pickup': {
      const a = delivery.address;
      return (
        <Stack gap="0.5" data-testid="delivery-store-pickup">
          <Text>{t('receipt.delivery.store-pickup', { store: a?.name || delivery.name })}</Text>
          {a && (a.address1 || a.city) && <Text>{[a.address1, [a.postalCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Text>}
          {time && <Text>{t('receipt.delivery.time', { time })}</Text>}
        </Stack>
      );
    }
    case 'digital-delivery':
      return (
        <Text data-testid="delivery-digital-delivery">{t('receipt.delivery.digital-delivery')}</Text>
      );
  }
}
