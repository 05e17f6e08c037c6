/**
 * The editor's top bar (spec 2 §2.5): back, the template's and product's names with the price,
 * and the undo/redo pair (beyond the spec: always visible, Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z or
 * Ctrl+Y do the same).
 */
import { Box, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { formatMoney } from '../../domain/pricing';
import { textIn } from '../../engine/model';
import { renderedDoc, useEditor, useEditorHistory } from '../store';
import { BackIcon, RedoIcon, UndoIcon } from './icons';
import { topBarPrice } from './topBarPrice';

export function TopBar({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('editor');
  const templateName = useEditor((state) => renderedDoc(state).template.name);
  const lang = useEditor((state) => state.context.lang);
  const product = useEditor((state) => state.context.product);
  // A product made as part of a package puts that package in the cart, which is what PACKAGE_IN_CART campaigns ask for.
  const partOfPackage = useEditor((state) => state.context.partOfPackage);
  const history = useEditorHistory();
  const price = topBarPrice(product, partOfPackage);
  const amount = price && formatMoney(price.amount);

  return (
    <Flex as="header" align="center" gap="1" px="1" minH="14" borderBottomWidth="1px" bg="bg" flexShrink={0}>
      <IconButton aria-label={t('shell.back')} variant="ghost" size="lg" onClick={onBack} data-testid="editor-back">
        <BackIcon boxSize="6" />
      </IconButton>
      <Box flex="1" minW="0" py="1">
        <Heading as="h1" size="sm" lineHeight="short" lineClamp={2} overflowWrap="anywhere">
          {textIn(templateName, lang)}
        </Heading>
        <Text fontSize="xs" color="fg.muted" truncate data-testid="editor-price">
          {product.name}
          {amount ? ' · ' : null}
          {price?.regular ? (
            <Text as="s" me="1">
              {formatMoney(price.regular)}
            </Text>
          ) : null}
          {amount ? (price?.from ? t('shell.priceFrom', { price: amount }) : amount) : null}
        </Text>
      </Box>
      <IconButton
        aria-label={t('shell.undo')}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t('shell.undo')}
        variant="ghost"
        size="lg"
        disabled={!history.canUndo}
        onClick={history.undo}
        data-testid="editor-undo"
      >
        <UndoIcon boxSize="6" />
      </IconButton>
      <IconButton
        aria-label={t('shell.redo')}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={t('shell.redo')}
        variant="ghost"
        size="lg"
        disabled={!history.canRedo}
        onClick={history.redo}
        data-testid="editor-redo"
      >
        <RedoIcon boxSize="6" />
      </IconButton>
    </Flex>
  );
}
