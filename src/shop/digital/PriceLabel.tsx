import { HStack, Text } from '@chakra-ui/react';
import type { DigitalProductOffer } from '../../api/client/digital';
import { formatMoney } from '../money/formatMoney';
import { useDigitalTexts } from './i18n';

/** 'Price: %s', or 'Just now: %s' with the old price struck through (spec 3 §9). */
export function PriceLabel({ offer, size = 'md' }: { offer: Pick<DigitalProductOffer, 'next'>; size?: 'sm' | 'md' }) {
  const { t } = useDigitalTexts();
  const next = offer.next;
  if (!next) return null;
  const money = (value: number) => formatMoney(value);
  if (next.nowPrice === null) {
    return (
      <Text fontSize={size} fontWeight="semibold" data-testid="digital-price">
        {t('price.price', { price: money(next.price) })}
      </Text>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap" data-testid="digital-price">
      <Text fontSize={size} fontWeight="semibold" color="red.700">
        {t('price.justNow', { price: money(next.nowPrice) })}
      </Text>
      <Text as="s" fontSize="sm" color="fg.muted">
        {money(next.price)}
      </Text>
    </HStack>
  );
}
