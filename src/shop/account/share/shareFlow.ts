/**
 * The share dialog's steps (spec 3 §4): select-picture-sets, then select-recipients (back
 * allowed), then show-receipt; 'Send more invites' starts over with nothing selected. Pure, so
 * the rules are tested without a browser.
 */
import { shareRecipients } from '../../../domain/account';

export type ShareStep = 'select-picture-sets' | 'select-recipients' | 'show-receipt';

export interface ShareState {
  step: ShareStep;
  /** Subject uuids of the chosen sets, in the order chosen. */
  selected: string[];
  /** The address fields as typed (one empty field to start with). */
  entries: string[];
  /** The addresses the server mailed. */
  sent: string[];
}

export type ShareAction =
  | { type: 'toggle-set'; subjectUuid: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'edit-entry'; index: number; value: string }
  | { type: 'add-entry' }
  | { type: 'remove-entry'; index: number }
  | { type: 'sent'; recipients: string[] }
  | { type: 'reset' };

export const initialShareState = (): ShareState => ({ step: 'select-picture-sets', selected: [], entries: [''], sent: [] });

export const canChooseRecipients = (state: ShareState): boolean => state.selected.length > 0;

/** The addresses a send would go to now (blank and invalid fields dropped). */
export const validRecipients = (state: ShareState): string[] => shareRecipients(state.entries);

export function shareReducer(state: ShareState, action: ShareAction): ShareState {
  switch (action.type) {
    case 'toggle-set': {
      if (state.step !== 'select-picture-sets') return state;
      const selected = state.selected.includes(action.subjectUuid)
        ? state.selected.filter((u) => u !== action.subjectUuid)
        : [...state.selected, action.subjectUuid];
      return { ...state, selected };
    }
    case 'next':
      return state.step === 'select-picture-sets' && canChooseRecipients(state) ? { ...state, step: 'select-recipients' } : state;
    case 'back':
      return state.step === 'select-recipients' ? { ...state, step: 'select-picture-sets' } : state;
    case 'edit-entry':
      return { ...state, entries: state.entries.map((e, i) => (i === action.index ? action.value : e)) };
    case 'add-entry':
      return { ...state, entries: [...state.entries, ''] };
    case 'remove-entry': {
      const entries = state.entries.filter((_, i) => i !== action.index);
      return { ...state, entries: entries.length > 0 ? entries : [''] };
    }
    case 'sent':
      return state.step === 'select-recipients' ? { ...state, step: 'show-receipt', sent: action.recipients } : state;
    case 'reset':
      return initialShareState();
  }
}
