import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CheckoutOrderLine } from '../../api/client/checkout';
import { digitalLineDetail, lineName } from '../cart/cartLines';
import { useCheckoutWords } from './useCheckoutWords';

/** One product line of the order summary: its drawing when there is one, name, design, quantity and price. */
export function SummaryLine({ line, preview }: { line: CheckoutOrderLine; preview?: ReactNode }) {
  const { t, money } = useCheckoutWords();
  const name = line.catalogue ? `${t('summary.catalogue')}: ${line.catalogue.name}` : lineName(line);
  const detail = digitalLineDetail(line);
  return (
    <Flex as="li" justify="space-between" align="flex-start" gap="3" fontSize="sm" data-testid="summary-product-line">
      {preview}
      <Box minW="0" flex="1">
        <Text fontWeight="medium">{name}</Text>
        {line.template && <Text color="fg.muted">{line.template.name}</Text>}
        <Text color="fg.muted">{detail ?? t('summary.quantity', { count: line.quantity })}</Text>
      </Box>
      <Box textAlign="end" whiteSpace="nowrap">
        {line.rebate && line.actualLinePrice < line.linePrice && (
          <Text as="s" color="fg.muted" display="block">
            {money(line.linePrice)}
          </Text>
        )}
        <Text>{money(line.actualLinePrice)}</Text>
      </Box>
    </Flex>
  );
}
