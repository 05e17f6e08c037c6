/**
 * The templates view (spec 2 §2.9, §4): a strip of the product's designs as 120x120
 * thumbnails (six placeholders while they load), the one in use highlighted. Choosing one puts
 * it with the subject's pictures into the draft (the year stays); Done makes the change one
 * history step, Cancel with a change asks and then restores the design the view opened with.
 */
import { Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { defaultYear } from '../../../domain/year';
import { textIn } from '../../../engine/model';
import { TemplateThumbnail } from '../../../engine/react';
import { useViewExit } from '../../dialogs/useViewExit';
import { renderedDoc, useEditor, useEditorActions, useEditorStore } from '../../store';
import { ViewPanel } from '../select/ViewPanel';
import { templateChoices, type TemplateChoice } from './templateChoices';

/** Spec 2 §9: template thumbnails fit 120x120. */
const THUMBNAIL_BOX = 120;
const PLACEHOLDERS = 6;

type Loaded = { state: 'loading' } | { state: 'ready'; choices: TemplateChoice[] } | { state: 'failed' };

export function TemplatesView() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const productUuid = useEditor((state) => state.context.product.uuid);
  const subjectUuid = useEditor((state) => state.context.pictureSet.subject.uuid);
  const lang = useEditor((state) => state.context.lang);
  const subjectName = useEditor((state) => state.context.pictureSet.subject.name);
  const shownUuid = useEditor((state) => renderedDoc(state).template.uuid);
  const year = useEditor((state) => renderedDoc(state).year);
  const { updateDraft, discardDraft } = useEditorActions();
  const exit = useViewExit();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    templateChoices(productUuid, subjectUuid).then(
      (choices) => live && setLoaded({ state: 'ready', choices }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [productUuid, subjectUuid, attempt]);

  const choose = ({ template, resources }: TemplateChoice) => {
    const { doc } = store.getState();
    // Back to the design the view opened with: nothing has changed then.
    if (template.uuid === doc.template.uuid) {
      discardDraft();
      return;
    }
    const supported = template.type === 'CALENDAR' ? template.supportedYears : [];
    const keepsYear = supported.length === 0 || supported.includes(doc.year);
    updateDraft({
      template: { template, resources },
      ...(keepsYear ? {} : { year: defaultYear({ currentYear: new Date().getFullYear(), supportedYears: supported }) }),
    });
  };

  return (
    <ViewPanel
      testId="templates-view"
      title={t('templates.title')}
      contentPx="0"
      footer={
        <>
          <Button variant="outline" onClick={exit.cancel}>
            {t('templates.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={exit.done}>
            {t('templates.done')}
          </Button>
        </>
      }
    >
      {loaded.state === 'failed' ? (
        <HStack px="4" py="2" gap="3">
          <Text color="fg.error" fontSize="sm">
            {t('templates.failed')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setLoaded({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('templates.retry')}
          </Button>
        </HStack>
      ) : (
        <HStack
          as="ul"
          listStyleType="none"
          gap="2"
          overflowX="auto"
          px="4"
          py="1"
          aria-label={t('templates.list')}
          aria-busy={loaded.state === 'loading'}
          scrollSnapType="x proximity"
        >
          {loaded.state === 'loading'
            ? Array.from({ length: PLACEHOLDERS }, (_, i) => (
                <Box as="li" key={i} flex="none" p="1">
                  <Skeleton boxSize={`${THUMBNAIL_BOX}px`} borderRadius="md" />
                </Box>
              ))
            : loaded.choices.map((choice) => {
                const chosen = choice.template.uuid === shownUuid;
                const name = textIn(choice.template.name, lang);
                return (
                  <Box as="li" key={choice.template.uuid} flex="none" scrollSnapAlign="start">
                    <Box
                      as="button"
                      display="block"
                      p="1"
                      borderRadius="md"
                      borderWidth="3px"
                      borderColor={chosen ? 'brand.solid' : 'transparent'}
                      bg={chosen ? 'brand.subtle' : undefined}
                      _hover={{ bg: 'bg.muted' }}
                      aria-pressed={chosen}
                      aria-label={name}
                      title={name}
                      data-template-uuid={choice.template.uuid}
                      onClick={() => choose(choice)}
                    >
                      <TemplateThumbnail
                        template={choice.template}
                        resources={choice.resources}
                        year={year}
                        lang={lang}
                        subjectName={subjectName}
                        width={THUMBNAIL_BOX}
                        height={THUMBNAIL_BOX}
                        alt={name}
                        skeleton={(size) => <Skeleton {...size} />}
                      />
                    </Box>
                  </Box>
                );
              })}
        </HStack>
      )}
    </ViewPanel>
  );
}
