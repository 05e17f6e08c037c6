/**
 * Step 3 'Summary and finish' (spec 1 §2, §4, §8): the order comment (unless the shop turns it
 * off), the terms checkbox with the terms of purchase in a dialog, the create-transaction error
 * in red above Buy, and 'Buy now' with the total. Buy is enabled only with a delivery option, a
 * payment option and the terms accepted; a payment redirect leads to the payment page, an
 * invoice straight to the receipt.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Checkbox, Textarea } from '../../chakra';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canBuy } from '../../domain/checkout';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { ShopDialog } from '../dialogs/ShopDialog';
import { FormField } from '../forms/FormField';
import { HtmlContent } from '../pages/HtmlContent';
import { useCheckoutStore } from './checkoutStore';
import { useCheckoutWords } from './useCheckoutWords';
import { useIsPhone } from './useIsPhone';

export function FinishStep() {
  const { t, money, reason } = useCheckoutWords();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const disableComment = useCheckoutStore((s) => s.data!.options.disableOrderComment);
  const termsHtml = useCheckoutStore((s) => s.data!.termsOfPurchase);
  const total = useCheckoutStore((s) => s.cart!.summary.totalPrice);
  const comment = useCheckoutStore((s) => s.orderComment);
  const setComment = useCheckoutStore((s) => s.setOrderComment);
  const termsAccepted = useCheckoutStore((s) => s.termsAccepted);
  const setTermsAccepted = useCheckoutStore((s) => s.setTermsAccepted);
  const error = useCheckoutStore((s) => s.createTransactionError);
  const creating = useCheckoutStore((s) => s.isCreatingTransaction);
  const buyable = useCheckoutStore((s) => canBuy({ deliveryOptionUuid: s.deliveryOptionUuid, paymentOptionUuid: s.paymentOptionUuid, termsAccepted: s.termsAccepted, isCreatingTransaction: s.isCreatingTransaction }));
  const buy = useCheckoutStore((s) => s.buy);
  const [termsOpen, setTermsOpen] = useState(false);

  const onBuy = async () => {
    const redirect = await buy(phone ? 'mobile' : 'desktop');
    if (!redirect) return;
    // An invoice completes at once and the bought lines leave the cart: the header's badge follows.
    void useCartSummaryStore.getState().refresh();
    navigate(redirect);
  };

  return (
    <Stack gap="5">
      {!disableComment && (
        <FormField label={t('finish.comment')} helperText={t('finish.commentHelp')}>
          <Textarea name="comment" maxLength={2000} rows={3} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
        </FormField>
      )}
      <Checkbox.Root checked={termsAccepted} onCheckedChange={(e) => setTermsAccepted(e.checked === true)} colorPalette="brand" alignItems="flex-start" data-testid="terms">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>
          {t('finish.termsBefore')}
          <Link
            as="button"
            color="brand.fg"
            textDecoration="underline"
            onClick={(e) => {
              // The link sits inside the checkbox's label: opening the terms must not tick the box.
              e.preventDefault();
              setTermsOpen(true);
            }}
          >
            {t('finish.termsLink')}
          </Link>
          {t('finish.termsAfter')}
        </Checkbox.Label>
      </Checkbox.Root>
      {error !== null && (
        <Text color="fg.error" fontWeight="semibold" role="alert" data-testid="create-transaction-error">
          {reason(error)}
        </Text>
      )}
      <Button colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} disabled={!buyable} loading={creating} loadingText={t('finish.creating')} onClick={() => void onBuy()} data-testid="buy-now">
        {t('finish.buyNow', { total: money(total) })}
      </Button>
      <ShopDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        title={t('finish.termsTitle')}
        size="lg"
        footer={
          <Button colorPalette="brand" onClick={() => setTermsOpen(false)}>
            {t('common.close', { ns: 'translation' })}
          </Button>
        }
      >
        <HtmlContent html={termsHtml} />
      </ShopDialog>
    </Stack>
  );
}
