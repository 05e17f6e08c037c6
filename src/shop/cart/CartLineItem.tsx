/**
 * One product line of the cart page: the template preview the engine draws from the line's
 * stored instance, product and sub-products, quantity, price (the regular price struck through
 * under a campaign), and the Edit and Delete actions.
 */
import { Box, Button, Flex, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderLine } from '../../api/client/cart';
import { userResources } from '../../engine/model';
import { TemplateThumbnail } from '../../engine/react';
import { currentLanguage } from '../i18n/i18n';
import { formatMoney } from '../money/formatMoney';
import { chosenSubProducts, lineEditPath, previewKey } from './cartLines';
import type { CartPreviews } from './useCartPreviews';

/** The preview box in CSS px: large enough to recognise the design on a phone. */
const PREVIEW_SIZE = 96;

export function CartLineItem({
  line,
  previews,
  currency,
  deleting,
  onDelete,
}: {
  line: OrderLine;
  previews: CartPreviews;
  currency: string;
  deleting: boolean;
  onDelete: (line: OrderLine) => void;
}) {
  const { t } = useTranslation();
  const name = line.product?.name ?? line.description;
  const editPath = lineEditPath(line);
  return (
    <Flex as="li" gap="4" p="3" bg="white" borderWidth="1px" borderRadius="xl" align="flex-start" opacity={deleting ? 0.5 : 1} aria-busy={deleting} data-testid="cart-line">
      <LinePreview line={line} previews={previews} alt={t('cart.preview', { name })} />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold">{name}</Text>
        {line.template ? <Text color="fg.muted">{line.template.name}</Text> : null}
        {chosenSubProducts(line).map((sub) => (
          <Text key={sub.uuid} fontSize="sm">
            + {sub.name}
          </Text>
        ))}
        <Text fontSize="sm" data-testid="cart-line-quantity">
          {t('cart.quantity', { count: line.quantity })}
        </Text>
        <HStack gap="2" align="baseline" data-testid="cart-line-price">
          <Text fontWeight="semibold">{formatMoney(line.actualLinePrice, currency)}</Text>
          {line.rebate ? (
            <Text as="del" color="fg.muted" fontSize="sm">
              <VisuallyHidden>{t('cart.regularPrice')} </VisuallyHidden>
              {formatMoney(line.linePrice, currency)}
            </Text>
          ) : null}
        </HStack>
        <HStack gap="2" mt="1" flexWrap="wrap">
          {editPath ? (
            <Button asChild size="sm" variant="outline" minH="11">
              <RouterLink to={editPath}>{t('cart.edit')}</RouterLink>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" colorPalette="red" minH="11" disabled={deleting} onClick={() => onDelete(line)}>
            {t('cart.delete')}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}

function LinePreview({ line, previews, alt }: { line: OrderLine; previews: CartPreviews; alt: string }) {
  const template = line.template ? previews.templates.get(previewKey(line.template)) : undefined;
  // The server stored what the engine reads; a line it cannot read simply has no preview.
  const resources = useMemo(() => (line.templateData ? userResources.safeParse(line.templateData.userResources).data : undefined), [line.templateData]);
  const box = { w: `${PREVIEW_SIZE}px`, h: `${PREVIEW_SIZE}px`, flexShrink: 0 };
  // Lines that are no template product (retouch, for one) have nothing to draw.
  if (!line.templateData || !line.template || !resources) return null;
  if (!template || !previews.picturesKnown) return <Skeleton {...box} borderRadius="md" />;
  return (
    <Box {...box} display="flex" alignItems="center" justifyContent="center">
      <TemplateThumbnail
        template={template}
        resources={resources}
        year={line.templateData.year}
        lang={currentLanguage()}
        width={PREVIEW_SIZE}
        height={PREVIEW_SIZE}
        alt={alt}
      />
    </Box>
  );
}
