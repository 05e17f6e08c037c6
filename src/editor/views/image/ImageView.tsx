/**
 * The image view (spec 2 §2.6, §4): tabs Image inbox, Edit image and Backgrounds under the
 * canvas, Cancel and Done. Everything it changes goes into the draft of the field it works on
 * (store.currentResourceId), so the canvas above shows it at once; Done makes it one history
 * step (after 'Replace all pictures?' when that applies), Cancel takes it back.
 */
import { Box, Button } from '@chakra-ui/react';
import { Tabs } from '../../../chakra';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { findSlot, type ImageResource, type ImageSlot } from '../../../engine/model';
import { replaceAllAction, runAction, type ActionContext } from '../../actions';
import { useViewExit } from '../../dialogs/useViewExit';
import { renderedDoc, useEditor, useEditorActions, useEditorStore } from '../../store';
import { ViewPanel } from '../select/ViewPanel';
import { BackgroundsTab } from './BackgroundsTab';
import { EditImageTab } from './EditImageTab';
import { ReplaceAllDialog } from './ImageDialogs';
import { backgroundsAllowed, backgroundsTabState, editTabState, shownTab, type ImageTab, type TabState } from './imageTabs';
import { InboxTab, OWN_PICTURES } from './InboxTab';
import { fromUpload } from './inboxPictures';
import { PinchHint } from './PinchHint';
import { asksReplaceAll, replaceAllTargets } from './replaceAll';
import { useInboxSources } from './useInboxSources';
import { useJobBackgrounds } from './useJobBackgrounds';
import { useOwnUploads } from './useOwnUploads';
import { usePictureChoice } from './usePictureChoice';

/** Room for a row of pictures under the picker: the toolbox grows to it while the inbox is open. */
const INBOX_MIN_HEIGHT = { base: 'min(42dvh, 22rem)', md: '26rem' };

export function ImageView() {
  const slot = useEditor((state) => {
    const found = state.currentResourceId ? findSlot(renderedDoc(state).template, state.currentResourceId) : undefined;
    return found?.slot.kind === 'image' ? found.slot : null;
  });
  // The field is gone only if the template changed under the view; there is nothing to edit then.
  return slot ? <ImageEditor key={slot.id} slot={slot} /> : null;
}

function ImageEditor({ slot }: { slot: ImageSlot }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const { updateDraft } = useEditorActions();
  const exit = useViewExit();
  const sources = useInboxSources();
  const backgrounds = useJobBackgrounds();
  const choice = usePictureChoice(slot, backgrounds);
  const options = useEditor((state) => state.context.options);
  const openingSet = useEditor((state) => state.context.pictureSet);
  const doc = useEditor((state) => state.doc);
  const draft = useEditor((state) => state.draft);
  const shown = useMemo(() => renderedDoc({ doc, draft }), [doc, draft]);
  const resource: ImageResource | undefined = shown.resources.images[slot.id];
  const picture = resource ? sources.catalog.get(resource.pictureUuid) : undefined;
  const greenScreenJob = picture?.foregroundSrc && picture.set ? picture.set.job.uuid : null;
  const allowsBackgrounds = backgroundsAllowed(options, shown.template, slot);

  const uploads = useOwnUploads({
    onUploaded(images, single) {
      sources.addUploads(images);
      if (single) choice.choose(fromUpload(images[0]));
    },
  });

  // Backgrounds of the picture's job for the tab; the opening set's ahead of time, so a
  // green-screen picture chosen from it is placed on its background without waiting.
  const { load } = backgrounds;
  useEffect(() => {
    if (allowsBackgrounds && greenScreenJob) load(greenScreenJob).catch(() => undefined);
  }, [load, allowsBackgrounds, greenScreenJob]);
  useEffect(() => {
    if (allowsBackgrounds && openingSet.job.greenScreen) load(openingSet.job.uuid).catch(() => undefined);
  }, [load, allowsBackgrounds, openingSet]);

  const jobBackgrounds = greenScreenJob ? backgrounds.known[greenScreenJob] : undefined;
  const states: Record<Exclude<ImageTab, 'inbox'>, TabState> = {
    edit: editTabState(options, resource !== undefined),
    backgrounds: backgroundsTabState({
      allowed: allowsBackgrounds,
      picture: picture ?? null,
      hasPicture: resource !== undefined,
      backgroundCount: jobBackgrounds ? jobBackgrounds.length : null,
      openingSet,
    }),
  };
  const [tab, setTab] = useState<ImageTab>('inbox');
  const current = shownTab(tab, states);

  // The source follows the field's picture until the customer picks one.
  const [pickedSource, setPickedSource] = useState<string | null>(null);
  const source = pickedSource ?? (picture ? (picture.set?.uuid ?? OWN_PICTURES) : openingSet.uuid);

  const actionContext: ActionContext = useMemo(() => ({ store, pictureFacts: (uuid: string) => sources.catalog.get(uuid)?.facts }), [store, sources.catalog]);

  const [askingReplaceAll, setAskingReplaceAll] = useState(false);
  const done = () => {
    const state = store.getState();
    const after = renderedDoc(state);
    const facts = resource ? actionContext.pictureFacts?.(resource.pictureUuid) : undefined;
    if (asksReplaceAll(after.template, state.doc.resources, after.resources, slot.id, facts)) setAskingReplaceAll(true);
    else exit.done();
  };
  const replaceCount = askingReplaceAll && picture ? replaceAllTargets(shown.template, slot.id, picture.facts).length + 1 : 0;

  const tabTrigger = (value: ImageTab, label: string, state: TabState) =>
    state === 'hidden' ? null : (
      <Tabs.Trigger value={value} disabled={state === 'disabled'} title={state === 'disabled' ? t('image.chooseFirst') : undefined}>
        {label}
      </Tabs.Trigger>
    );

  return (
    <Box position="relative" h="full" minH={current === 'inbox' ? INBOX_MIN_HEIGHT : undefined} data-testid="image-view" data-tab={current}>
      <PinchHint slot={slot} resource={resource} />
      <ViewPanel
        title={t('image.title')}
        footer={
          <>
            <Button variant="outline" disabled={exit.closing} onClick={exit.cancel}>
              {t('image.cancel')}
            </Button>
            <Button
              colorPalette="brand"
              disabled={!resource || choice.pendingUuid !== null || uploads.busy || exit.closing}
              onClick={done}
            >
              {t('image.done')}
            </Button>
          </>
        }
      >
        <Tabs.Root value={current} onValueChange={(event) => setTab(event.value as ImageTab)} size="lg" variant="line" lazyMount unmountOnExit>
          <Tabs.List aria-label={t('image.tabs')} position="sticky" top="0" bg="bg" zIndex="1">
            {tabTrigger('inbox', t('image.inbox'), 'enabled')}
            {tabTrigger('edit', t('image.edit'), states.edit)}
            {tabTrigger('backgrounds', t('image.backgrounds'), states.backgrounds)}
          </Tabs.List>
          <Tabs.Content value="inbox" pt="2">
            <InboxTab
              sources={sources}
              source={source}
              onSource={setPickedSource}
              slot={slot}
              resources={shown.resources}
              allowOwnPhotos={options.allowOwnPhotos}
              pendingUuid={choice.pendingUuid}
              uploading={uploads.busy}
              onChoose={choice.choose}
              onUpload={(files) => void uploads.upload(files)}
            />
          </Tabs.Content>
          <Tabs.Content value="edit" pt="2">
            <EditImageTab context={actionContext} />
          </Tabs.Content>
          <Tabs.Content value="backgrounds" pt="2">
            {resource && jobBackgrounds ? (
              <BackgroundsTab backgrounds={jobBackgrounds} resource={resource} onChange={(next) => updateDraft({ images: { [slot.id]: next } })} />
            ) : null}
          </Tabs.Content>
        </Tabs.Root>
      </ViewPanel>
      {choice.dialogs}
      {uploads.dialogs}
      {exit.dialog}
      <ReplaceAllDialog
        open={askingReplaceAll}
        count={replaceCount}
        onDismiss={() => setAskingReplaceAll(false)}
        onThisOnly={() => {
          setAskingReplaceAll(false);
          exit.done();
        }}
        onAll={() => {
          setAskingReplaceAll(false);
          runAction(replaceAllAction, actionContext);
          exit.done();
        }}
      />
    </Box>
  );
}
