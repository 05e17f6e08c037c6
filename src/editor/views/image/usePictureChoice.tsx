/**
 * Choosing a picture for the field (spec 2 §2.6, §4): a picture the field's rules refuse opens
 * 'Picture not allowed'; in subject change mode 4 a picture of another subject asks first; a
 * group picture (or any picture in a group field) has its name texts filled by the server, and
 * a green-screen picture stands on a background. Then picture and texts go into the draft
 * together, so the canvas shows them at once and Cancel takes both back.
 *
 * When filling the texts fails, the texts are skipped (spec 2 §4, §8: logged, no message) and
 * the picture is still placed: the customer chose it, and the texts stay as they were and can
 * be edited by hand.
 */
import { useRef, useState, type ReactNode } from 'react';
import { fillUserStringsByPicture } from '../../../api/client/templates';
import type { ImageSlot, TextResource } from '../../../engine/model';
import { renderedDoc, useEditorStore } from '../../store';
import { NotAllowedDialog, SubjectChangeDialog } from './ImageDialogs';
import { backgroundFor, backgroundsAllowed } from './imageTabs';
import { allowedIn, filledTexts, fillsTexts, placedPicture, type InboxPicture } from './inboxPictures';
import { asksSubjectChange } from './pictureSetChoices';
import type { JobBackgrounds } from './useJobBackgrounds';

export interface PictureChoice {
  choose(picture: InboxPicture): void;
  /** The picture waiting for its texts or background (its tile shows it is busy). */
  pendingUuid: string | null;
  /** Render it in the view: 'Picture not allowed' and the subject change question. */
  dialogs: ReactNode;
}

type Question = { kind: 'notAllowed' | 'subjectChange'; picture: InboxPicture };

export function usePictureChoice(slot: ImageSlot, backgrounds: JobBackgrounds): PictureChoice {
  const store = useEditorStore();
  // The last question stays after it is answered, so the closing dialog keeps its words.
  const [question, setQuestion] = useState<Question | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (kind: Question['kind'], picture: InboxPicture) => {
    setQuestion({ kind, picture });
    setAsking(true);
  };
  const [pendingUuid, setPendingUuid] = useState<string | null>(null);
  // The latest choice wins: an answer for an earlier one arriving late is dropped.
  const latest = useRef(0);

  const texts = async (picture: InboxPicture): Promise<Record<string, TextResource> | undefined> => {
    const state = store.getState();
    const doc = renderedDoc(state);
    if (!picture.set || !fillsTexts(slot, picture)) return undefined;
    try {
      const { userStringResources } = await fillUserStringsByPicture({
        subject: { uuid: picture.set.subject.uuid },
        template: { uuid: doc.template.uuid, version: doc.template.version },
        picture: { uuid: picture.uuid },
        resource: { id: slot.id },
        year: doc.year,
      });
      return filledTexts(userStringResources, renderedDoc(store.getState()).resources.texts);
    } catch (error) {
      console.warn('Filling the texts for the chosen picture failed; the texts stay as they were', error);
      return undefined;
    }
  };

  const background = async (picture: InboxPicture) => {
    const state = store.getState();
    const allowed = backgroundsAllowed(state.context.options, renderedDoc(state).template, slot);
    if (!allowed || !picture.foregroundSrc || !picture.set) return undefined;
    try {
      const list = await backgrounds.load(picture.set.job.uuid);
      return backgroundFor(picture, renderedDoc(store.getState()).resources.images[slot.id], list, allowed);
    } catch (error) {
      // Without the list the picture is placed as taken; the Backgrounds tab can add one later.
      console.warn('Loading the green-screen backgrounds failed', error);
      return undefined;
    }
  };

  const place = async (picture: InboxPicture) => {
    const token = ++latest.current;
    setPendingUuid(picture.uuid);
    const [filled, standOn] = await Promise.all([texts(picture), background(picture)]);
    if (token !== latest.current) return;
    setPendingUuid(null);
    const state = store.getState();
    // The view closed (Done, Cancel) while waiting: the choice no longer has a draft to go into.
    if (state.view !== 'image' || state.currentResourceId !== slot.id) return;
    const previous = renderedDoc(state).resources.images[slot.id];
    state.actions.updateDraft({ images: { [slot.id]: placedPicture(picture, previous, standOn) }, ...(filled ? { texts: filled } : {}) });
  };

  const choose = (picture: InboxPicture) => {
    const { context } = store.getState();
    if (!allowedIn(picture, slot)) ask('notAllowed', picture);
    else if (picture.set && asksSubjectChange(context.options, context.pictureSet, picture.set)) ask('subjectChange', picture);
    else void place(picture);
  };

  const close = () => setAsking(false);
  const openingSubject = store.getState().context.pictureSet.subject.name;

  return {
    choose,
    pendingUuid,
    dialogs: (
      <>
        <NotAllowedDialog open={asking && question?.kind === 'notAllowed'} pictureId={question?.picture.webshopId ?? null} onClose={close} />
        <SubjectChangeDialog
          open={asking && question?.kind === 'subjectChange'}
          name={question?.picture.set?.subject.name ?? ''}
          current={openingSubject}
          onCancel={close}
          onConfirm={() => {
            if (question) void place(question.picture);
            close();
          }}
        />
      </>
    ),
  };
}
