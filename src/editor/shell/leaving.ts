/** Spec 2 §4, leaving the editor: with unsaved changes Back and Cancel ask first; else they leave. */
import { isDirty, type EditorState } from '../store';

export type LeaveDecision = 'ask' | 'leave';

export const leaveDecision = (state: Pick<EditorState, 'doc' | 'draft' | 'openingDoc'>): LeaveDecision => (isDirty(state) ? 'ask' : 'leave');
