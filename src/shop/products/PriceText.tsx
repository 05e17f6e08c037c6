import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { formatMoney } from '../money/formatMoney';
import { PRODUCTS_NAMESPACE } from './i18n';
import type { ShownPrice } from './priceRows';

/** A price; with a campaign, the campaign price and the regular price struck through. */
export function PriceText({ price }: { price: ShownPrice }) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  return (
    <HStack as="span" gap="2" display="inline-flex" flexWrap="wrap" justify="flex-end">
      {price.regular !== null && (
        <Text as="del" color="fg.muted" fontWeight="normal" aria-label={t('prices.regular', { price: formatMoney(price.regular) })}>
          {formatMoney(price.regular)}
        </Text>
      )}
      <Text as="span" fontWeight="semibold" color={price.regular !== null ? 'red.fg' : undefined}>
        {formatMoney(price.amount)}
      </Text>
    </HStack>
  );
}
