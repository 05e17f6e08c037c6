/**
 * The buy view (spec 2 §2.12, §4, §5): 'Select quantity' with a row for the product alone and
 * one per sub-product, each with minus, a box and plus; the footer counts the pieces and sums
 * them. Add to cart (disabled until some row reaches the minimum) gives the page one order line
 * per such row; a refusal is shown here and the customer can try again.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../domain/pricing';
import { quantityWhileTyping } from '../../../domain/quantity';
import type { EditorProps } from '../../EditorProps';
import { rejectionMessage } from '../../shell/rejectionMessage';
import { useEditor, useEditorActions, useEditorStore } from '../../store';
import { ViewPanel } from '../select/ViewPanel';
import { buyRows, buyTotals, initialQuantities, orderItems, rowPrice, settledQuantities, stepQuantity } from './buyRules';
import { Stepper } from './Stepper';

export function BuyView({ onAddToCart }: { onAddToCart: EditorProps['onAddToCart'] }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const product = useEditor((state) => state.context.product);
  // A product made as part of a package puts that package in the cart (PACKAGE_IN_CART campaigns).
  const packageInCart = useEditor((state) => state.context.partOfPackage);
  const doc = useEditor((state) => state.doc);
  const { backToMain } = useEditorActions();
  const reasonId = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() => initialQuantities(product));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rows = buyRows(product);
  const totals = buyTotals(product, texts, packageInCart);
  const items = orderItems(product, texts, doc);
  const minimum = product.minorderpartquantity;

  const addToCart = async () => {
    if (!onAddToCart) throw new Error('The buy view opened without the page’s onAddToCart (create mode needs it)');
    setTexts(settledQuantities(product, texts));
    setBusy(true);
    setError(null);
    try {
      await onAddToCart(orderItems(product, texts, store.getState().doc));
    } catch (rejection) {
      setError(`${t('buy.failed')} ${rejectionMessage(rejection, t('shell.unreachable'))}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box h="full" maxW="2xl" mx="auto">
      <ViewPanel
        testId="buy-view"
        title={t('buy.title')}
        aside={
          minimum > 1 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('buy.minimum', { count: minimum })}
            </Text>
          ) : null
        }
        footer={
          <>
            <Box flex="1" minW={{ base: 'full', sm: '0' }} data-testid="buy-totals">
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {t('buy.total')} · <span data-testid="buy-pieces">{t('buy.pieces', { count: totals.pieces })}</span>
              </Text>
              <Text fontWeight="semibold" fontSize="lg" whiteSpace="nowrap" data-testid="buy-sum">
                {formatMoney(totals.sum)}
              </Text>
              {totals.regularSum > totals.sum ? (
                <Text as="s" fontSize="xs" color="fg.muted">
                  {t('buy.regularTotal', { price: formatMoney(totals.regularSum) })}
                </Text>
              ) : null}
            </Box>
            <Button variant="outline" flex={{ base: '1', sm: 'none' }} onClick={backToMain} disabled={busy}>
              {t('buy.back')}
            </Button>
            <Button
              colorPalette="brand"
              flex={{ base: '2', sm: 'none' }}
              onClick={() => void addToCart()}
              disabled={items.length === 0}
              loading={busy}
              loadingText={t('buy.adding')}
              aria-describedby={items.length === 0 ? reasonId : undefined}
              data-testid="buy-add-to-cart"
            >
              {t('buy.addToCart')}
            </Button>
          </>
        }
      >
        <Stack as="ul" listStyleType="none" gap="0">
          {rows.map((row) => {
            const name = row.subProduct ? row.subProduct.name : product.name;
            const text = texts[row.key] ?? '';
            const quantity = quantityWhileTyping(text);
            const price = rowPrice(product, row, quantity, packageInCart);
            return (
              <Flex as="li" key={row.key} direction="column" gap="2" py="3" borderBottomWidth="1px" data-buy-row={row.key}>
                <Flex justify="space-between" align="baseline" gap="2">
                  <Text fontWeight="medium">{name}</Text>
                  {row.subProduct ? (
                    <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                      {t('buy.extraPrice', { price: formatMoney(row.subProduct.extraprice) })}
                    </Text>
                  ) : null}
                </Flex>
                <Flex justify="space-between" align="center" gap="3">
                  <Stepper
                    testId={`buy-stepper-${row.key}`}
                    value={text}
                    label={t('buy.quantity', { name })}
                    minusLabel={t('buy.fewer', { name })}
                    plusLabel={t('buy.more', { name })}
                    disabled={busy}
                    minusDisabled={quantity === 0}
                    onChange={(value) => setTexts((current) => ({ ...current, [row.key]: value }))}
                    onBlur={() => setTexts((current) => settledQuantities(product, current))}
                    onMinus={() => setTexts((current) => stepQuantity(product, current, row.key, 'minus'))}
                    onPlus={() => setTexts((current) => stepQuantity(product, current, row.key, 'plus'))}
                  />
                  <Text fontWeight="medium" data-row-price={row.key}>
                    {formatMoney(price.actualLinePrice)}
                  </Text>
                </Flex>
              </Flex>
            );
          })}
        </Stack>
        {items.length === 0 ? (
          <Text id={reasonId} fontSize="sm" color="fg.muted" mt="3">
            {t('buy.nothing')}
          </Text>
        ) : null}
        {error ? (
          <Text role="alert" color="fg.error" mt="3">
            {error}
          </Text>
        ) : null}
      </ViewPanel>
    </Box>
  );
}
