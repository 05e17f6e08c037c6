/**
 * /m/shopping-cart/checkout/payment/{transactionUuid}: the demo shop's payment provider page
 * (spec 1 §2 'Finish order': the browser goes here once a transaction exists). It shows what
 * is paid and lets the tester answer as the bank would: Approve leads to the receipt; Decline
 * and Cancel lead back to the checkout with the cart as it was and the provider's message.
 */
import { Badge, Box, Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../chakra';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  approveSandboxPayment,
  cancelSandboxPayment,
  declineSandboxPayment,
  getSandboxPayment,
  type PaymentResult,
  type SandboxPayment,
} from '../../api/client/checkout';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { type CheckoutReturn } from '../checkout/CheckoutPage';
import { useCheckoutWords } from '../checkout/useCheckoutWords';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { LoadFailed } from '../feedback/LoadFailed';
import { useLoad } from '../loading/useLoad';
import { CHECKOUT_PATH, receiptPath } from '../routes';

export const SANDBOX_PAYMENT_ROUTE = 'm/shopping-cart/checkout/payment/:transactionUuid';

type Answer = 'approve' | 'decline' | 'cancel';
const CALLS: Record<Answer, (uuid: string) => Promise<PaymentResult>> = {
  approve: approveSandboxPayment,
  decline: declineSandboxPayment,
  cancel: cancelSandboxPayment,
};

export function SandboxPaymentPage() {
  const { transactionUuid = '' } = useParams();
  const { t } = useCheckoutWords();
  const load = useCallback(() => getSandboxPayment(transactionUuid), [transactionUuid]);
  const { state, retry } = useLoad(load);

  return (
    <Container maxW="lg" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('sandbox.title')}
        </Heading>
        {state.status === 'loading' ? (
          <Skeleton h="48" borderRadius="xl" />
        ) : state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : (
          <PaymentPanel payment={state.value} />
        )}
      </Stack>
    </Container>
  );
}

function PaymentPanel({ payment }: { payment: SandboxPayment }) {
  const { t, money, reason } = useCheckoutWords();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Answer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { transaction, order } = payment;

  const answer = async (kind: Answer) => {
    setPending(kind);
    setError(null);
    try {
      const result = await CALLS[kind](transaction.uuid);
      void useCartSummaryStore.getState().refresh();
      const back: CheckoutReturn = { paymentMessage: result.message };
      navigate(result.redirect, { replace: true, state: kind === 'approve' ? null : back });
    } catch (err) {
      setError(err);
      setPending(null);
    }
  };

  return (
    <Stack gap="5" borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '6' }} data-testid="sandbox-payment">
      <Flex gap="2" align="center">
        <Badge colorPalette="orange" variant="solid">
          Sandbox
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t('sandbox.notice')}
        </Text>
      </Flex>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t('sandbox.reference')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sandbox-reference">{order.reference}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('sandbox.amount')}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="bold" fontSize="lg" data-testid="sandbox-amount">
            {money(transaction.amount)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <ErrorAlert message={error ? reason(error) : null} />
      {transaction.state === 'awaiting_payment' ? (
        <Stack gap="3">
          <Button colorPalette="green" size="lg" loading={pending === 'approve'} disabled={pending !== null} onClick={() => void answer('approve')}>
            {t('sandbox.approve')}
          </Button>
          <Flex gap="3">
            <Button flex="1" colorPalette="red" variant="outline" loading={pending === 'decline'} disabled={pending !== null} onClick={() => void answer('decline')}>
              {t('sandbox.decline')}
            </Button>
            <Button flex="1" variant="outline" loading={pending === 'cancel'} disabled={pending !== null} onClick={() => void answer('cancel')}>
              {t('sandbox.cancel')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Box>
          <Text mb="4">{t('sandbox.done')}</Text>
          <Button asChild colorPalette="brand">
            {transaction.state === 'paid' || transaction.state === 'invoiced' ? (
              <RouterLink to={receiptPath(order.uuid)}>{t('sandbox.toReceipt')}</RouterLink>
            ) : (
              <RouterLink to={CHECKOUT_PATH}>{t('sandbox.toCheckout')}</RouterLink>
            )}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
