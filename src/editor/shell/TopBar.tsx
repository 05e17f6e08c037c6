/**
 * The editor's top bar (spec 2 §2.5): back, the template's and product's names with the price,
 * and the undo/redo pair (beyond the spec: always visible). The buttons run the editor's undo and
 * redo actions and announce those actions' keys, so a button and its shortcut are one command.
 */
import { Box, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '../../i18n';
import { formatMoney } from '../../domain/pricing';
import { textIn } from '../../engine/model';
import { ariaKeyShortcuts, redoAction, runAction, undoAction, type EditorAction } from '../actions';
import { draftChanged, renderedDoc, useEditor, useEditorStore } from '../store';
import { BackIcon, RedoIcon, UndoIcon } from './icons';
import { topBarPrice } from './topBarPrice';

const HISTORY_BUTTONS: { action: EditorAction; testId: string; Icon: typeof UndoIcon }[] = [
  { action: undoAction, testId: 'editor-undo', Icon: UndoIcon },
  { action: redoAction, testId: 'editor-redo', Icon: RedoIcon },
];

export function TopBar({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('editor');
  const templateName = useEditor((state) => renderedDoc(state).template.name);
  const lang = useEditor((state) => state.context.lang);
  const product = useEditor((state) => state.context.product);
  // A product made as part of a package puts that package in the cart, which is what PACKAGE_IN_CART campaigns ask for.
  const partOfPackage = useEditor((state) => state.context.partOfPackage);
  const store = useEditorStore();
  // Rendered again when the history or the draft changes, so the actions' enabled states are read anew.
  useStore(store.temporal, useShallow((history) => [history.pastStates.length, history.futureStates.length]));
  useEditor(draftChanged);
  const context = { store };
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
      {HISTORY_BUTTONS.map(({ action, testId, Icon }) => (
        <IconButton
          key={action.id}
          aria-label={t(`actions.${action.label}`)}
          aria-keyshortcuts={ariaKeyShortcuts(action.keys)}
          title={t(`actions.${action.label}`)}
          variant="ghost"
          size="lg"
          disabled={!action.enabled(context)}
          onClick={() => runAction(action, context)}
          data-testid={testId}
        >
          <Icon boxSize="6" />
        </IconButton>
      ))}
    </Flex>
  );
}
