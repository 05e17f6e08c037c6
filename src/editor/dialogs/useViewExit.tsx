/**
 * Cancel and Done of a view that edits a draft (spec 2 §4): Done makes the draft one history
 * step; Cancel without changes closes at once, with changes it asks first.
 */
import { useState, type ReactNode } from 'react';
import { draftChanged, useEditor, useEditorActions } from '../store';
import { DiscardChangesDialog } from './DiscardChangesDialog';

export interface ViewExit {
  cancel(): void;
  done(): void;
  /** Render it in the view: the question Cancel asks when there are changes. */
  dialog: ReactNode;
}

export function useViewExit(): ViewExit {
  const changed = useEditor(draftChanged);
  const { discardDraft, commitDraft, backToMain } = useEditorActions();
  const [asking, setAsking] = useState(false);
  const close = () => {
    discardDraft();
    backToMain();
  };
  return {
    cancel: () => (changed ? setAsking(true) : close()),
    done: () => {
      commitDraft();
      backToMain();
    },
    dialog: (
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          close();
        }}
      />
    ),
  };
}
