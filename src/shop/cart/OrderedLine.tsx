/**
 * A bought product line as the receipt and the account's orders list it: the line's own drawing,
 * its name and design, the quantity (or a digital line's files) and the price.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { digitalLineDetail, lineName, type CartLine } from './cartLines';
import { LineTemplatePreview } from './LineTemplatePreview';

const ORDERED_PREVIEW_SIZE = 64;

export function OrderedLine({ line, price, catalogueLabel, previewAlt }: { line: CartLine; price: string; catalogueLabel: string; previewAlt: (name: string) => string }) {
  const name = line.catalogue ? `${catalogueLabel}: ${line.catalogue.name}` : lineName(line);
  return (
    <Flex as="li" justify="space-between" align="flex-start" gap="3">
      <LineTemplatePreview line={line} size={ORDERED_PREVIEW_SIZE} alt={previewAlt(name)} />
      <Box minW="0" flex="1">
        <Text>
          {name}{' '}
          <Text as="span" color="fg.muted">
            {digitalLineDetail(line) ?? `× ${line.quantity}`}
          </Text>
        </Text>
        {line.template && (
          <Text color="fg.muted" fontSize="sm" data-testid="line-design">
            {line.template.name}
          </Text>
        )}
      </Box>
      <Text whiteSpace="nowrap">{price}</Text>
    </Flex>
  );
}
