/**
 * The voucher code (spec 1 §7 verify-rebate-code): the server checks it and answers the repriced
 * cart; a refusal is shown under the field (spec 1 §8) and the field keeps the code.
 */
import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../forms/FormField';
import { CheckoutFailure, useCheckoutStore } from './checkoutStore';
import { useCheckoutWords } from './useCheckoutWords';

export function VoucherField() {
  const { t, reason } = useCheckoutWords();
  const applyVoucher = useCheckoutStore((s) => s.applyVoucher);
  const inUse = useCheckoutStore((s) => s.cart?.rebateCode ?? null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

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
        <Text mt="2" color="fg.success" fontSize="sm" data-testid="voucher-in-use">
          {t('summary.voucherInUse', { code: inUse })}
        </Text>
      )}
    </form>
  );
}
