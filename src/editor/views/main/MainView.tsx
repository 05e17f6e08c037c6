/**
 * The main view's toolbox (spec 2 §2.5, 208 px on a phone): the tools for the current part in
 * two columns (Norwegian labels are too long for five in a row), Cancel, and Add to
 * cart (Update cart in update mode), disabled while a picture is missing. Add to cart shows the
 * check-before-ordering dialog first when the template asks (once per session), then the buy
 * view; Update cart hands the document to the page. Read-only has Close and says nothing is saved.
 */
import { Box, Button, Flex, SimpleGrid, Text, VisuallyHidden, type IconProps } from '@chakra-ui/react';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../i18n';
import { CheckBeforeOrderingDialog } from '../../dialogs/CheckBeforeOrderingDialog';
import type { EditorProps } from '../../EditorProps';
import { rejectionMessage } from '../../shell/rejectionMessage';
import { currentPart, isComplete, renderedDoc, useEditor, useEditorActions, useEditorStore } from '../../store';
import { markAddToCartWarningShown, needsAddToCartWarning, sessionFlags } from './addToCartWarning';
import { DesignIcon, PhotosIcon, PreviewIcon, TextIcon, YearIcon } from './icons';
import { cartButton, mainTools, toolOpening, type MainToolId } from './mainTools';

const TOOL_ICONS: Record<MainToolId, ComponentType<IconProps>> = {
  photos: PhotosIcon,
  text: TextIcon,
  year: YearIcon,
  design: DesignIcon,
  preview: PreviewIcon,
};

export interface MainViewProps {
  /** Cancel: leaves the editor (asking first when there are unsaved changes). */
  onCancel(): void;
  onUpdateCart: EditorProps['onUpdateCart'];
}

export function MainView({ onCancel, onUpdateCart }: MainViewProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const part = useEditor(currentPart);
  const template = useEditor((state) => renderedDoc(state).template);
  const options = useEditor((state) => state.context.options);
  const mode = useEditor((state) => state.context.mode);
  const addToCartLabel = useEditor((state) => state.context.addToCartLabel);
  const complete = useEditor(isComplete);
  const { openView } = useEditorActions();
  const reasonId = useId();
  const headingId = useId();
  // The customer's clock decides the current year (spec 2 §5), as in the year view.
  const [currentYear] = useState(() => new Date().getFullYear());
  const [warning, setWarning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const tools = mainTools({ template, part, options, currentYear });
  const button = cartButton({ mode, addToCartLabel }, complete);
  const label = button && ('text' in button.label ? button.label.text : t(`main.${button.label.key}`));

  const openTool = (tool: MainToolId) => {
    const opening = toolOpening(tool, part);
    if (opening) openView(opening.view, opening.resourceId);
  };

  const updateCart = async () => {
    if (!onUpdateCart) throw new Error('Update cart without the page’s onUpdateCart (update mode needs it)');
    setBusy(true);
    setError(null);
    try {
      await onUpdateCart(store.getState().doc);
    } catch (rejection) {
      setError(`${t('main.updateFailed')} ${rejectionMessage(rejection, t('shell.unreachable'))}`);
    } finally {
      setBusy(false);
    }
  };

  const addToCart = () => {
    if (mode === 'update') {
      void updateCart();
      return;
    }
    const flags = sessionFlags();
    if (needsAddToCartWarning(template, flags)) {
      // Shown once per session, however it is answered.
      markAddToCartWarningShown(flags);
      setWarning(true);
      return;
    }
    openView('buy');
  };

  return (
    <Flex as="section" aria-labelledby={headingId} direction="column" h="full" minH="0" bg="bg" data-testid="main-view">
      {/* The tools speak for themselves on screen; the heading names the region for screen readers. */}
      <VisuallyHidden asChild>
        <h2 id={headingId}>{t('main.tools')}</h2>
      </VisuallyHidden>
      {/* On a phone five tools in three rows of 44 px (a finger's target) and the buttons fit the
          208 px toolbox, the reason scrolling under them; the wider screens' side panel has the
          height for one tool a row with its whole label. */}
      <Box flex="1" minH="0" overflowY="auto" px="3" pt="1.5" pb="1">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 1 }} gap="1">
          {tools.map((tool) => {
            const Icon = TOOL_ICONS[tool.id];
            return (
              <li key={tool.id}>
                <Button
                  variant="outline"
                  size={{ base: 'sm', md: 'md' }}
                  minH="11"
                  w="full"
                  justifyContent="flex-start"
                  disabled={tool.disabled}
                  onClick={() => openTool(tool.id)}
                  data-tool={tool.id}
                >
                  <Icon boxSize="4" />
                  {/* Two short lines rather than a cut label ('Change/edit ph…'). */}
                  <Box as="span" whiteSpace="normal" lineHeight="short" textAlign="start">
                    {t(`main.${tool.label}`)}
                  </Box>
                </Button>
              </li>
            );
          })}
        </SimpleGrid>
        {button?.reason ? (
          <Text id={reasonId} fontSize="xs" color="fg.muted" mt="1.5">
            {t(`main.${button.reason}`)}
          </Text>
        ) : null}
        {error ? (
          <Text role="alert" fontSize="sm" color="fg.error" mt="1.5">
            {error}
          </Text>
        ) : null}
      </Box>
      <Flex gap="3" px="4" py="2" borderTopWidth="1px" justify="space-between" align="center">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {button ? t('main.cancel') : t('main.close')}
        </Button>
        {button ? (
          <Button
            colorPalette="brand"
            onClick={addToCart}
            disabled={button.disabled}
            loading={busy}
            loadingText={t('main.busy')}
            aria-describedby={button.reason ? reasonId : undefined}
            data-testid="add-to-cart"
          >
            {label}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted" textAlign="end" data-testid="editor-read-only">
            {t('main.readOnly')}
          </Text>
        )}
      </Flex>
      <CheckBeforeOrderingDialog
        open={warning}
        onCheck={() => setWarning(false)}
        onAdd={() => {
          setWarning(false);
          openView('buy');
        }}
      />
    </Flex>
  );
}
