/**
 * A bought order's lines as the receipt and the account's order history show them: each product
 * line with its drawing, then the plain rows (shipping, rebate, voucher). The tax line stays with
 * the total, which each page shows its own way.
 */
import { Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { otherLines, productLines, type CartLine } from './cartLines';
import { OrderedLine } from './OrderedLine';

export interface OrderedLinesProps {
  lines: readonly CartLine[];
  money: (amount: number) => string;
  catalogueLabel: string;
  previewAlt: (name: string) => string;
  /** A rule between the product lines and the plain rows (when there are any). */
  divided?: boolean;
  testId?: string;
}

export function OrderedLines({ lines, money, catalogueLabel, previewAlt, divided = false, testId }: OrderedLinesProps) {
  const others = otherLines(lines);
  return (
    <>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid={testId}>
          {productLines(lines).map((line) => (
            <OrderedLine key={line.uuid} line={line} price={money(line.actualLinePrice)} catalogueLabel={catalogueLabel} previewAlt={previewAlt} />
          ))}
      </Stack>
      {divided && others.length > 0 && <Separator my="3" />}
      {others.map((line) => (
        <Flex key={line.uuid} justify="space-between" gap="3" fontSize="sm">
          <Text>{line.description}</Text>
          <Text whiteSpace="nowrap">{money(line.actualLinePrice)}</Text>
        </Flex>
      ))}
    </>
  );
}
