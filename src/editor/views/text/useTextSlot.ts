/** The text slot the text view edits and its resource as the canvas shows it (doc + draft). */
import { useMemo } from 'react';
import { effectiveTextStyle, findSlot, type TextResource, type TextSlot, type TextStyle } from '../../../engine/model';
import { renderedDoc, useEditor, useEditorActions } from '../../store';
import { editableTextResource } from './textRules';

export interface EditedText {
  slot: TextSlot;
  /** What the slot shows now: the customer's resource, or one holding the default text. */
  resource: TextResource;
  /** The resource as stored in doc + draft (undefined: the slot shows its default). */
  stored: TextResource | undefined;
  style: TextStyle;
  /** Puts a changed resource into the draft; undefined removes it (the slot shows its default again). */
  update(next: TextResource | undefined): void;
}

export function useTextSlot(): EditedText | null {
  const slotId = useEditor((state) => state.currentResourceId);
  const slot = useEditor((state) => {
    const found = state.currentResourceId ? findSlot(renderedDoc(state).template, state.currentResourceId) : undefined;
    return found?.slot.kind === 'text' ? found.slot : null;
  });
  const stored = useEditor((state) => (state.currentResourceId ? renderedDoc(state).resources.texts[state.currentResourceId] : undefined));
  const year = useEditor((state) => renderedDoc(state).year);
  const name = useEditor((state) => state.context.pictureSet.subject.name);
  const lang = useEditor((state) => state.context.lang);
  const { updateDraft } = useEditorActions();

  const resource = useMemo(() => (slot ? editableTextResource(slot, stored, { name, year, lang }) : null), [slot, stored, name, year, lang]);
  const style = useMemo(() => (slot && resource ? effectiveTextStyle(slot, resource) : null), [slot, resource]);
  if (!slot || !slotId || !resource || !style) return null;
  return {
    slot,
    resource,
    stored,
    style,
    update: (next) => updateDraft({ texts: { [slotId]: next ?? null } }),
  };
}
