/**
 * /support/customers/:uuid: a customer's account as support sees it: contact details and the
 * simulate button, picture sets with their codes, the cart as it stands, orders (who placed
 * them), /debug recordings and the audit log of what support did.
 */
import { Button, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getSupportCustomer, type SupportCustomer } from '../../../api/client/support';
import { DataList, Table } from '../../../chakra';
import { useTranslation } from '../../../i18n';
import { ErrorAlert } from '../../feedback/ErrorAlert';
import { errorText } from '../../forms/errorText';
import { useLoad } from '../../loading/useLoad';
import { formatMoney } from '../../money/formatMoney';
import { pictureUrl } from '../../pictures/pictureUrl';
import { formatTime } from '../formatTime';
import { useSupportTexts } from '../i18n';
import { RecordingTable } from '../RecordingList';
import { simulateCustomer } from '../simulateCustomer';
import { SupportScreen, ToolSection } from '../SupportScreen';
import { AuditTable } from './AuditTable';
import { OrderTable } from './OrderTable';
import { FRONT_PAGE_PATH, SUPPORT_PATH } from '../../routes';

/** Spec 3: a set's card shows at most 6 thumbnails. */
const SET_THUMBNAILS = 6;

export function CustomerPage() {
  const { t } = useSupportTexts();
  const { uuid = '' } = useParams();
  return (
    <SupportScreen title={t('customer.title')} back={{ to: SUPPORT_PATH, label: t('backToSupport') }}>
      <CustomerContent uuid={uuid} />
    </SupportScreen>
  );
}

function CustomerContent({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => getSupportCustomer(uuid), [uuid]);
  const { state } = useLoad(load);
  if (state.status === 'loading') return <Skeleton height="64" borderRadius="xl" />;
  if (state.status === 'failed') return <ErrorAlert message={errorText(state.error, t('common.networkError'))} />;
  return <CustomerAccount account={state.value} />;
}

function CustomerAccount({ account }: { account: SupportCustomer }) {
  const { t } = useSupportTexts();
  const { customer, pictureSets, cart, orders, recordings, audit } = account;
  return (
    <Stack gap="6">
      <ToolSection headingId="customer-heading" title={customer.name || customer.email}>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('customer.email')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="customer-email">{customer.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('customer.mobile')}</DataList.ItemLabel>
              <DataList.ItemValue>{customer.mobile || '–'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('customer.since')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatTime(customer.createdAt)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <SimulateButton email={customer.email} />
        </Stack>
      </ToolSection>

      <ToolSection headingId="sets-heading" title={t('customer.pictureSets')}>
        {pictureSets.length === 0 ? (
          <Text>{t('customer.noPictureSets')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {pictureSets.map((set) => (
              <Stack key={set.uuid} borderWidth="1px" borderRadius="lg" p="3" gap="2" data-testid="customer-picture-set">
                <Text fontWeight="semibold">
                  {set.subject.name} · <code>{set.code}</code>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {set.job.name}, {set.year} · {t('customer.pictureCount', { count: set.pictures.length })}
                </Text>
                <HStack gap="1" flexWrap="wrap">
                  {set.pictures.slice(0, SET_THUMBNAILS).map((p) => (
                    <Image key={p.uuid} src={pictureUrl(p, 320)} alt={p.webshopId} h="16" aspectRatio={3 / 4} objectFit="cover" borderRadius="sm" bg="gray.100" loading="lazy" />
                  ))}
                  {set.pictures.length > SET_THUMBNAILS ? <Text fontSize="sm">+{set.pictures.length - SET_THUMBNAILS}</Text> : null}
                </HStack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </ToolSection>

      <ToolSection headingId="cart-heading" title={t('customer.cart')}>
        {cart.orderLines.length === 0 ? (
          <Text>{t('customer.emptyCart')}</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" data-testid="customer-cart">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('line.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('line.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('line.price')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {cart.orderLines.map((line) => (
                  <Table.Row key={line.uuid}>
                    <Table.Cell>{line.description}</Table.Cell>
                    <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(line.actualLinePrice)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </ToolSection>

      <ToolSection headingId="orders-heading" title={t('customer.orders')}>
        <OrderTable orders={orders} />
      </ToolSection>

      <ToolSection headingId="customer-recordings-heading" title={t('customer.recordings')}>
        <RecordingTable recordings={recordings} />
      </ToolSection>

      <ToolSection headingId="audit-heading" title={t('customer.audit')}>
        <AuditTable entries={audit} />
      </ToolSection>
    </Stack>
  );
}

/** Simulate: the shop as this customer sees it (the audit log records it). */
function SimulateButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const simulate = async () => {
    setBusy(true);
    setError(null);
    try {
      await simulateCustomer(email);
      navigate(FRONT_PAGE_PATH);
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" align="flex-start">
      <ErrorAlert message={error} />
      <Button colorPalette="red" loading={busy} onClick={() => void simulate()}>
        {t('support.simulate')}
      </Button>
    </Stack>
  );
}
