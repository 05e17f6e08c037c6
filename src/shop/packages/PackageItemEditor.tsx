/**
 * One package item in the full-screen editor (spec 3 'Package editor and page'): src/editor's
 * Editor in update mode, as the cart line editor opens it, with 'Update package' on its button.
 * Saving hands the edited document to the package page; nothing is stored until the package is
 * added to (or updated in) the cart.
 */
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { useCallback } from 'react';
import type { PackageItem } from '../../api/client/packages';
import { getProduct, getTemplate } from '../../api/client/templates';
import { Editor, ensureEditorTexts, type EditorDocument } from '../../editor';
import { editorDocument, editorOptionsFrom } from '../editorSession/editorSession';
import { customerPictureSets } from '../editorSession/createCalls';
import { EditorSkeleton } from '../editorSession/EditorPageFrame';
import { BackArrowIcon } from '../ui/icons';
import type { EditorSession } from '../editorSession/loadEditorSession';
import { useEditorSession } from '../editorSession/useEditorSession';
import { currentLanguage, i18n } from '../i18n/i18n';
import { useSettingsStore } from '../settings/settingsStore';
import { LoadFailed } from '../feedback/LoadFailed';
import { loadTemplateDefinition } from '../products/templateDefinitions';

// The editor's texts travel with the editor's code, as on the editor's own pages.
ensureEditorTexts(i18n);

interface PackageItemEditorProps {
  item: PackageItem;
  subjectUuid: string;
  /** 'Update package'. */
  saveLabel: string;
  onSave(doc: EditorDocument): void;
  onClose(): void;
}

async function loadItemSession(item: PackageItem, subjectUuid: string, saveLabel: string): Promise<EditorSession> {
  const settings = useSettingsStore.getState().settings;
  if (!settings || !item.product || !item.template || !item.templateData) throw new Error('The package item cannot be edited');
  const [sets, { product }, definition] = await Promise.all([customerPictureSets(), getProduct(item.product.uuid), getTemplate(item.template.uuid, item.template.version)]);
  // Warm the shared cache the package page's thumbnails read from.
  void loadTemplateDefinition(item.template.uuid, item.template.version).catch(() => undefined);
  const pictureSet = sets.find((set) => set.subject.uuid === subjectUuid) ?? sets[0];
  if (!pictureSet) throw new Error('No picture set for the package');
  const doc = editorDocument(definition, item.templateData.userResources, item.templateData.year);
  return {
    init: {
      doc,
      context: { mode: 'update', product, pictureSet, lang: currentLanguage(), options: editorOptionsFrom(settings.site), partOfPackage: true, addToCartLabel: saveLabel },
    },
    backTo: '',
  };
}

export function PackageItemEditor({ item, subjectUuid, saveLabel, onSave, onClose }: PackageItemEditorProps) {
  const load = useCallback(() => loadItemSession(item, subjectUuid, saveLabel), [item, subjectUuid, saveLabel]);
  const { state, retry } = useEditorSession(load);
  const { t } = useTranslation();
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="bg" data-testid="package-item-editor">
      {state.status === 'ready' ? (
        <Editor
          store={state.store}
          onLeave={onClose}
          // Update mode: the editor's button saves (onUpdateCart); it never adds lines of its own.
          onAddToCart={async () => undefined}
          onUpdateCart={async (doc) => {
            onSave(doc);
          }}
        />
      ) : (
        <Flex direction="column" h="100dvh">
          <Flex align="center" h="14" px="2" borderBottomWidth="1px" flexShrink={0}>
            <IconButton variant="ghost" aria-label={t('common.back')} size="lg" onClick={onClose}>
              <BackArrowIcon boxSize="6" />
            </IconButton>
          </Flex>
          {state.status === 'loading' ? <EditorSkeleton /> : <LoadFailed error={state.error} onRetry={retry} />}
        </Flex>
      )}
    </Box>
  );
}
