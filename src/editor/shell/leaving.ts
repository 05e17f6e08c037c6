/** Spec 2 §4, leaving the editor: with unsaved changes Back and Cancel ask first; else they leave. */
import { isDirty, type EditorState } from '../store';

export type LeaveDecision = 'ask' | 'leave';

/** Read-only has nothing to save, so nothing to lose by leaving. */
export const leaveDecision = (state: Pick<EditorState, 'doc' | 'draft' | 'openingDoc' | 'context'>): LeaveDecision =>
  state.context.mode !== 'read-only' && isDirty(state) ? 'ask' : 'leave';
