/** A customer's orders, newest first, each leading to its order page. */
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SupportCustomer } from '../../../api/client/support';
import { Table } from '../../../chakra';
import { formatMoney } from '../../money/formatMoney';
import { formatTime } from '../formatTime';
import { useSupportTexts } from '../i18n';
import { supportOrderPath } from '../../routes';

export function OrderTable({ orders }: { orders: SupportCustomer['orders'] }) {
  const { t } = useSupportTexts();
  if (orders.length === 0) return <Text>{t('customer.noOrders')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" data-testid="customer-orders">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('order.referenceHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('order.created')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('order.state')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('order.total')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('order.placedBy')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => (
            <Table.Row key={o.uuid}>
              <Table.Cell>
                <Link asChild color="brand.fg" fontWeight="semibold" minH="11" minW="11">
                  <RouterLink to={supportOrderPath(o.uuid)}>#{o.reference}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatTime(o.createdAt)}</Table.Cell>
              <Table.Cell>{t(`orderState.${o.state}`)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(o.totalPrice, o.currency)}
              </Table.Cell>
              <Table.Cell>{o.placedBy ? t('order.placedByStaff', { name: o.placedBy.name }) : t('order.placedByCustomer')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
