/**
 * Cancel and Done of a view that edits a draft (spec 2 §4): Done makes the draft one history
 * step; Cancel without changes closes, with changes it asks first. Done and a Cancel that did
 * not ask close after the 300 ms of spec 2 §9, so the last change is seen before the view goes.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { draftChanged, useEditor, useEditorActions } from '../store';
import { DiscardChangesDialog } from './DiscardChangesDialog';

/** Spec 2 §9: the close/return delay after Cancel or Done. */
export const VIEW_CLOSE_DELAY_MS = 300;

export interface ViewExit {
  cancel(): void;
  done(): void;
  /** Render it in the view: the question Cancel asks when there are changes. */
  dialog: ReactNode;
  /** Cancel or Done was pressed and the view is about to close: its buttons should not act again. */
  closing: boolean;
}

export function useViewExit(): ViewExit {
  const changed = useEditor(draftChanged);
  const { discardDraft, commitDraft, backToMain } = useEditorActions();
  const [asking, setAsking] = useState(false);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A view that goes away before the delay ends (the customer left the editor) must not send
  // the editor back to main afterwards.
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  /** Settles the draft at once (nothing is lost if the page goes), then closes after the delay. */
  const closeSoon = (settle: () => void) => {
    if (timer.current !== null) return;
    settle();
    setClosing(true);
    timer.current = setTimeout(backToMain, VIEW_CLOSE_DELAY_MS);
  };
  return {
    cancel: () => (changed ? setAsking(true) : closeSoon(discardDraft)),
    done: () => closeSoon(commitDraft),
    closing,
    dialog: (
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          // The question was the pause: close at once.
          discardDraft();
          backToMain();
        }}
      />
    ),
  };
}
