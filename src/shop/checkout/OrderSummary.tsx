/**
 * The checkout's cart: product lines with quantity and price, the lines the checkout adds
 * (voucher, shipping), the VAT share and the total, and the voucher field when a campaign runs.
 */
import { Box, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useCheckoutStore } from './checkoutStore';
import { SummaryLine } from './SummaryLine';
import { useCheckoutWords } from './useCheckoutWords';
import { VoucherField } from './VoucherField';

const SummaryLinesDrawn = lazy(() => import('./SummaryLinesDrawn'));

/** Spec 1 §3 line types: 0 product, 2 voucher, 3 shipping/fees, 4 tax. */
const PRODUCT = 0;
const TAX = 4;

export function OrderSummary() {
  const { t, money } = useCheckoutWords();
  const cart = useCheckoutStore((s) => s.cart!);
  // A code already in use keeps the field (and its Remove) even when no campaign runs any more.
  const voucherOffered = useCheckoutStore((s) => s.data!.hasActiveRebateCampaigns || s.cart?.rebateCode != null);
  const products = cart.orderLines.filter((l) => l.type === PRODUCT);
  const extras = cart.orderLines.filter((l) => l.type !== PRODUCT && l.type !== TAX);
  const tax = cart.orderLines.find((l) => l.type === TAX);

  return (
    <Box as="aside" aria-labelledby="order-summary-title" borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '5' }} data-testid="order-summary">
      <Heading as="h2" id="order-summary-title" size="md" mb="3">
        {t('summary.title')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        <Suspense fallback={products.map((line) => <SummaryLine key={line.uuid} line={line} />)}>
          <SummaryLinesDrawn lines={products} />
        </Suspense>
      </Stack>
      {extras.length > 0 && <Separator my="3" />}
      <Stack gap="1">
        {extras.map((line) => (
          <Flex key={line.uuid} justify="space-between" gap="3" fontSize="sm" data-testid={`summary-line-${line.type}`}>
            <Text>{line.description}</Text>
            <Text whiteSpace="nowrap">{money(line.actualLinePrice)}</Text>
          </Flex>
        ))}
      </Stack>
      <Separator my="3" />
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" data-testid="checkout-total">
        <Text>{t('summary.total')}</Text>
        <Text>{money(cart.summary.totalPrice)}</Text>
      </Flex>
      {tax && (
        <Text fontSize="sm" color="fg.muted" textAlign="end">
          {t('summary.vatIncluded', { amount: money(tax.actualLinePrice) })}
        </Text>
      )}
      {voucherOffered && (
        <Box mt="4">
          <VoucherField />
        </Box>
      )}
    </Box>
  );
}
