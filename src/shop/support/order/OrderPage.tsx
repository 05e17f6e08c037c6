/**
 * /support/orders/:uuid: an order as support sees it: its state history and payment, and every
 * line drawn again by the engine from the data stored with it, each part at screen size, with
 * what support can do with the line.
 */
import { Badge, Box, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getSupportCustomer, getSupportOrder, type SupportCustomer, type SupportOrder } from '../../../api/client/support';
import { DataList } from '../../../chakra';
import { RenderHostProvider } from '../../../engine/react';
import { useTranslation } from '../../../i18n';
import { ErrorAlert } from '../../feedback/ErrorAlert';
import { errorText } from '../../forms/errorText';
import { useLoad } from '../../loading/useLoad';
import { formatMoney } from '../../money/formatMoney';
import { customerPictureSources } from '../drawing/customerSources';
import { useTemplateVersions } from '../drawing/useTemplateVersions';
import { formatTime } from '../formatTime';
import { useSupportTexts } from '../i18n';
import { SupportScreen, ToolSection } from '../SupportScreen';
import { OrderLineCard } from './OrderLineCard';
import { SUPPORT_PATH, supportCustomerPath } from '../../routes';

export function OrderPage() {
  const { t } = useSupportTexts();
  const { uuid = '' } = useParams();
  return (
    <SupportScreen title={t('order.title', { reference: uuid.slice(0, 8) })} back={{ to: SUPPORT_PATH, label: t('backToSupport') }}>
      <OrderContent uuid={uuid} />
    </SupportScreen>
  );
}

/** The order, and the customer's pictures and uploads its lines are drawn with. */
async function loadOrder(uuid: string): Promise<{ order: SupportOrder; account: SupportCustomer }> {
  const order = await getSupportOrder(uuid);
  return { order, account: await getSupportCustomer(order.customer.uuid) };
}

function OrderContent({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadOrder(uuid), [uuid]);
  const { state } = useLoad(load);
  if (state.status === 'loading') return <Skeleton height="96" borderRadius="xl" />;
  if (state.status === 'failed') return <ErrorAlert message={errorText(state.error, t('common.networkError'))} />;
  return <OrderDetails {...state.value} />;
}

function OrderDetails({ order: view, account }: { order: SupportOrder; account: SupportCustomer }) {
  const { t } = useSupportTexts();
  const { order, customer, history, payment, lines } = view;
  const sources = useMemo(() => customerPictureSources(account.pictureSets, account.uploads), [account]);
  const refs = useMemo(() => lines.map((l) => l.template), [lines]);
  const versions = useTemplateVersions(refs);
  return (
    <Stack gap="6">
      <ToolSection headingId="order-heading" title={t('order.summary')}>
        <DataList.Root orientation="horizontal" size="sm">
          <Item label={t('order.customer')}>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={supportCustomerPath(customer.uuid)}>{customer.name || customer.email}</RouterLink>
            </Link>
            {customer.name ? ` (${customer.email})` : null}
          </Item>
          <Item label={t('order.state')}>
            <Badge colorPalette={order.state === 'paid' || order.state === 'invoiced' ? 'green' : 'gray'} data-testid="order-state">
              {t(`orderState.${order.state}`)}
            </Badge>
          </Item>
          <Item label={t('order.created')}>{formatTime(order.createdAt)}</Item>
          <Item label={t('order.total')}>{formatMoney(order.totalPrice, order.currency)}</Item>
          <Item label={t('order.delivery')}>{order.deliveryName}</Item>
          <Item label={t('order.paymentMethod')}>{order.paymentTitle}</Item>
          <Item label={t('order.placedBy')}>{order.placedBy ? t('order.placedByStaff', { name: order.placedBy.name }) : t('order.placedByCustomer')}</Item>
          {order.rebateCode ? <Item label={t('order.voucher')}>{order.rebateCode}</Item> : null}
          {order.comment ? <Item label={t('order.comment')}>{order.comment}</Item> : null}
        </DataList.Root>
      </ToolSection>

      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
        <ToolSection headingId="history-heading" title={t('order.history')}>
          <Stack as="ol" gap="2" ps="5" data-testid="order-history">
            {history.map((h, i) => (
              <li key={i}>
                <Text>
                  <strong>{t(`orderState.${h.to}`)}</strong> · {formatTime(h.at)}
                </Text>
              </li>
            ))}
          </Stack>
        </ToolSection>
        <ToolSection headingId="payment-heading" title={t('order.payment')}>
          {payment ? (
            <DataList.Root orientation="horizontal" size="sm" data-testid="order-payment">
              <Item label={t('payment.provider')}>{payment.provider}</Item>
              <Item label={t('payment.state')}>{t(`orderState.${payment.state}`)}</Item>
              <Item label={t('payment.amount')}>{formatMoney(payment.amount, payment.currency)}</Item>
              <Item label={t('payment.reference')}>{payment.providerReference ?? '–'}</Item>
              <Item label={t('payment.updated')}>{formatTime(payment.updatedAt)}</Item>
            </DataList.Root>
          ) : (
            <Text>{t('payment.none')}</Text>
          )}
        </ToolSection>
      </Box>

      <ToolSection headingId="lines-heading" title={t('order.lines')}>
        <RenderHostProvider sources={sources}>
          <Stack as="ol" gap="4" listStyleType="none">
            {lines.map((line) => (
              <OrderLineCard key={line.uuid} orderUuid={order.uuid} line={line} versions={versions} />
            ))}
          </Stack>
        </RenderHostProvider>
      </ToolSection>
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
