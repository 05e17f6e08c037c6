/** Spec 2 §2.3: a product's price tiers, its 'Price from' price and campaign prices. */
import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../chakra';
import { useTranslation } from '../../i18n';
import type { CatalogProduct } from '../../api/client/templates';
import { ShopDialog } from '../dialogs/ShopDialog';
import { currentLanguage } from '../i18n/i18n';
import { PRODUCTS_NAMESPACE } from './i18n';
import { ordinal, priceTable, type PriceRowLabel } from './priceRows';
import { PriceText } from './PriceText';

function useRowLabel(): (label: PriceRowLabel) => string {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const lang = currentLanguage();
  return (label) => {
    switch (label.kind) {
      case 'quantityRange':
        return t('prices.quantityRange', { from: label.from, to: label.to });
      case 'quantityOne':
        return t('prices.quantityOne', { from: label.from });
      case 'quantityFrom':
        return t('prices.quantityFrom', { from: label.from });
      case 'ordinal':
        return t('prices.ordinal', { ordinal: ordinal(label.ordinal, lang) });
      case 'ordinalFrom':
        return t('prices.ordinalFrom', { ordinal: ordinal(label.ordinal, lang) });
    }
  };
}

export function PriceDialog({ product, onClose }: { product: CatalogProduct | null; onClose: () => void }) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const rowLabel = useRowLabel();
  const table = product ? priceTable(product) : null;
  return (
    <ShopDialog
      open={product !== null}
      onClose={onClose}
      title={t('prices.title', { product: product?.name ?? '' })}
      size="sm"
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('prices.close')}
        </Button>
      }
    >
      {table && table.rows.length === 0 && <Text>{t('prices.none')}</Text>}
      {table && table.rows.length > 0 && (
        <Stack gap="4">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('prices.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('prices.price')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {table.rows.map((row) => (
                <Table.Row key={JSON.stringify(row.label)} data-testid="price-row">
                  <Table.Cell>{rowLabel(row.label)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <PriceText price={row.price} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {table.from && (
            <>
              <Separator />
              <Stack direction="row" justify="space-between" align="center" data-testid="price-from">
                <Text fontWeight="semibold">{t('prices.priceFrom')}</Text>
                <PriceText price={table.from} />
              </Stack>
            </>
          )}
        </Stack>
      )}
    </ShopDialog>
  );
}
