import { Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { getOrderDetails } from '../../../api/client/account';
import { OrderedLines } from '../../cart/OrderedLines';
import { formatMoney } from '../../money/formatMoney';
import { useLoad } from '../../loading/useLoad';
import { useSettings } from '../../settings/settingsStore';
import { useAccountTexts } from '../i18n';

/** Spec 3 §3: order line type 4 is the tax, shown under the total. */
const TAX = 4;

/** An expanded order's lines and rebate code, loaded when the row opens. */
export function OrderDetails({ orderUuid }: { orderUuid: string }) {
  const { t } = useAccountTexts();
  const { currency } = useSettings().site;
  const money = (amount: number) => formatMoney(amount, currency);
  const details = useLoad(useCallback(() => getOrderDetails(orderUuid), [orderUuid]), `order-details:${orderUuid}`);

  if (details.state.status === 'loading') return <Text color="fg.muted">{t('orders.loadingDetails')}</Text>;
  if (details.state.status === 'failed') return <Text color="fg.error">{t('form.loadFailed')}</Text>;
  const { orderLines, rebateCode } = details.state.value;
  const tax = orderLines.filter((l) => l.type === TAX);
  const total = orderLines.filter((l) => l.type !== TAX).reduce((sum, l) => sum + l.actualLinePrice, 0);

  return (
    <Stack gap="2" data-testid="order-details">
      <OrderedLines lines={orderLines} money={money} catalogueLabel={t('orders.catalogue')} previewAlt={(name) => t('orders.preview', { name })} />
      <Separator />
      <Flex justify="space-between" fontWeight="bold">
        <Text>{t('orders.total')}</Text>
        <Text>{money(Math.round(total * 100) / 100)}</Text>
      </Flex>
      {tax.map((line) => (
        <Flex key={line.uuid} justify="space-between" fontSize="sm" color="fg.muted">
          <Text>{t('orders.tax')}</Text>
          <Text>{money(line.actualLinePrice)}</Text>
        </Flex>
      ))}
      {rebateCode && (
        <Text fontSize="sm" color="fg.muted">
          {t('orders.rebateCode', { code: rebateCode })}
        </Text>
      )}
    </Stack>
  );
}
