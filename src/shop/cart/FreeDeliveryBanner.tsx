import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { freeDeliveryMessage } from '../../domain/delivery/freeDelivery';
import { formatMoney } from '../money/formatMoney';
import { useSettings } from '../settings/settingsStore';
import { TruckIcon } from '../ui/icons';
import { useCartSummaryStore } from './cartSummaryStore';

/** The slim bar under the header telling how far the cart is from free delivery. */
export function FreeDeliveryBanner() {
  const { t } = useTranslation();
  const { site } = useSettings();
  const totalPrice = useCartSummaryStore((s) => s.totalPrice);
  const message = freeDeliveryMessage(site.webshop.freeShippingThreshold, totalPrice);
  if (!message) return null;

  const text =
    message.kind === 'free'
      ? t('delivery.free')
      : t(`delivery.${message.kind}`, { amount: formatMoney(message.amount, site.currency) });

  return (
    <Flex
      role="status"
      align="center"
      justify="center"
      gap="2"
      px="4"
      py="1.5"
      bg="sand.100"
      color="sand.700"
      borderBottomWidth="1px"
      borderColor="sand.200"
      fontSize="sm"
      textAlign="center"
    >
      <TruckIcon aria-hidden boxSize="4" flexShrink={0} />
      <Text>{text}</Text>
    </Flex>
  );
}
