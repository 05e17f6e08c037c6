/**
 * The voucher code (spec 1 §7 verify-rebate-code): the server checks it and answers the repriced
 * cart; a refusal is shown under the field (spec 1 §8) and the field keeps the code. The code in
 * use can be removed again (DELETE .../rebate-code), which answers the cart priced without it.
 */
import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../forms/FormField';
import { CheckoutFailure, useCheckoutStore } from './checkoutStore';
import { useCheckoutWords } from './useCheckoutWords';

export function VoucherField() {
  const { t, reason, failure } = useCheckoutWords();
  const applyVoucher = useCheckoutStore((s) => s.applyVoucher);
  const removeVoucher = useCheckoutStore((s) => s.removeVoucher);
  const inUse = useCheckoutStore((s) => s.cart?.rebateCode ?? null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [removing, setRemoving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setChecking(true);
    setError(null);
    try {
      await applyVoucher(code.trim());
      setCode('');
    } catch (err) {
      setError(reason(err instanceof CheckoutFailure ? err.error : err));
    } finally {
      setChecking(false);
    }
  };

  const remove = async () => {
    setRemoving(true);
    setError(null);
    try {
      await removeVoucher();
    } catch (err) {
      setError(err instanceof CheckoutFailure ? failure(err) : reason(err));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="voucher">
      <FormField label={t('summary.voucher')} error={error}>
        <Flex gap="2" w="full">
          <Input name="voucher" autoComplete="off" autoCapitalize="characters" value={code} onChange={(e) => setCode(e.currentTarget.value)} flex="1" />
          <Button type="submit" variant="outline" colorPalette="brand" loading={checking} disabled={!code.trim()}>
            {t('summary.useVoucher')}
          </Button>
        </Flex>
      </FormField>
      {inUse && (
        <Flex mt="2" align="center" justify="space-between" gap="3" data-testid="voucher-in-use">
          <Text color="fg.success" fontSize="sm">
            {t('summary.voucherInUse', { code: inUse })}
          </Text>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            colorPalette="red"
            minH="11"
            flexShrink={0}
            loading={removing}
            aria-label={t('summary.removeVoucherLabel', { code: inUse })}
            onClick={() => void remove()}
          >
            {t('summary.removeVoucher')}
          </Button>
        </Flex>
      )}
    </form>
  );
}
