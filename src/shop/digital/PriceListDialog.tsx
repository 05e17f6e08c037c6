/** The price list dialog (spec 3 §2, §9): per type the single-file tiers counted from the pictures already bought, and the set price. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { DigitalPortraits } from '../../api/client/digital';
import { ShopDialog } from '../dialogs/ShopDialog';
import { formatMoney } from '../money/formatMoney';
import { useDigitalTexts } from './i18n';
import { PriceLabel } from './PriceLabel';

export function PriceListDialog({ open, onClose, offer }: { open: boolean; onClose: () => void; offer: DigitalPortraits }) {
  const { t } = useDigitalTexts();
  return (
    <ShopDialog open={open} onClose={onClose} title={t('priceList.title')}>
      <Stack gap="5" data-testid="digital-price-list">
        <Text color="fg.muted">{t('priceList.intro')}</Text>
        {offer.offers.map((typeOffer) => {
          const title = t(offer.combined && typeOffer.type === 'IP' ? 'groups.IPSFP' : `groups.${typeOffer.type}`);
          if (!typeOffer.file && !typeOffer.set) return null;
          return (
            <Stack key={typeOffer.type} gap="2">
              <Text fontWeight="semibold">{title}</Text>
              {typeOffer.file ? (
                <Stack gap="1">
                  {typeOffer.file.priceList.map((row, index, rows) => (
                    <HStack key={row.fromPiece} justify="space-between" px="3" py="1.5" borderRadius="md" bg={row.current ? 'brand.subtle' : undefined} data-current={row.current || undefined}>
                      <Text fontSize="sm">{index === rows.length - 1 ? t('priceList.from', { ordinal: row.fromPiece }) : t('priceList.piece', { ordinal: row.fromPiece })}</Text>
                      <HStack gap="2">
                        {row.campaignPrice !== null ? (
                          <>
                            <Text fontSize="sm" fontWeight="semibold" color="red.700">
                              {formatMoney(row.campaignPrice)}
                            </Text>
                            <Text as="s" fontSize="xs" color="fg.muted">
                              {formatMoney(row.price)}
                            </Text>
                          </>
                        ) : (
                          <Text fontSize="sm" fontWeight="semibold">
                            {formatMoney(row.price)}
                          </Text>
                        )}
                      </HStack>
                    </HStack>
                  ))}
                  {typeOffer.file.alreadyBought > 0 ? (
                    <Text fontSize="xs" color="fg.muted">
                      {t('priceList.bought', { count: typeOffer.file.alreadyBought })}
                    </Text>
                  ) : null}
                </Stack>
              ) : null}
              {typeOffer.set ? (
                <HStack justify="space-between" px="3" py="1.5" borderTopWidth="1px">
                  <Text fontSize="sm">{t('price.set')}</Text>
                  <Box>
                    <PriceLabel offer={typeOffer.set} size="sm" />
                  </Box>
                </HStack>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </ShopDialog>
  );
}
