/** The audit log of what support staff did to a customer's account, newest first. */
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SupportCustomer } from '../../../api/client/support';
import { Table } from '../../../chakra';
import { formatTime } from '../formatTime';
import { useSupportTexts } from '../i18n';
import { supportOrderPath } from '../../routes';

export function AuditTable({ entries }: { entries: SupportCustomer['audit'] }) {
  const { t } = useSupportTexts();
  if (entries.length === 0) return <Text>{t('audit.empty')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" data-testid="audit-log">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('audit.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.who')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.what')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('audit.order')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e, i) => (
            <Table.Row key={`${e.at}-${i}`} data-action={e.action}>
              <Table.Cell whiteSpace="nowrap">{formatTime(e.at)}</Table.Cell>
              <Table.Cell>{e.staff.name || e.staff.email}</Table.Cell>
              <Table.Cell>{t(`audit.actions.${e.action}`)}</Table.Cell>
              <Table.Cell>
                {e.order ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={supportOrderPath(e.order.uuid)}>#{e.order.reference}</RouterLink>
                  </Link>
                ) : (
                  '–'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
