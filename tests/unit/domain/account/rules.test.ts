/** The account area's pure rules (spec 3 §5, §9) and the share dialog's steps (§4). */
import { describe, expect, it } from 'vitest';
import { accountPasswordProblem, canSubmitAccountCode, shareRecipients } from '../../../../src/domain/account';
import { contactInfoProblems, firstContactInfoProblem } from '../../../../src/domain/account/contactInfo';
import { canChooseRecipients, initialShareState, shareReducer, validRecipients, type ShareAction } from '../../../../src/shop/account/share/shareFlow';

describe('accountPasswordProblem', () => {
  it('needs 5 characters, then the same twice', () => {
    expect(accountPasswordProblem('abcd', 'abcd')).toBe('tooShort');
    expect(accountPasswordProblem('', '')).toBe('tooShort');
    expect(accountPasswordProblem('abcde', 'abcdE')).toBe('passwordsDontMatch');
    expect(accountPasswordProblem('abcde', 'abcde')).toBeNull();
  });
});

describe('canSubmitAccountCode', () => {
  it('allows 5 characters or more, not counting surrounding spaces', () => {
    expect(canSubmitAccountCode('ABCD')).toBe(false);
    expect(canSubmitAccountCode('  ABCD  ')).toBe(false);
    expect(canSubmitAccountCode('ABCDE')).toBe(true);
  });
});

describe('shareRecipients', () => {
  it('drops blank and invalid entries and repeats (any case), keeping the order', () => {
    expect(shareRecipients(['', ' a@example.no ', 'nope', 'b@example', 'A@Example.no', 'c@example.no'])).toEqual(['a@example.no', 'c@example.no']);
    expect(shareRecipients([])).toEqual([]);
  });
});

describe('contact information', () => {
  const ok = { name: 'Kari Nordmann', address: 'Storgata 1', address2: '', postal_code: '0155', city: 'Oslo', mobile: '41234567' };
  it('accepts a complete form with an empty address 2', () => {
    expect(contactInfoProblems(ok)).toEqual({});
    expect(firstContactInfoProblem(ok)).toBeNull();
  });
  it('names every problem, and the first in form order', () => {
    const bad = { ...ok, name: '123', city: ' ', mobile: '12' };
    expect(contactInfoProblems(bad)).toEqual({ name: 'invalidName', city: 'required', mobile: 'invalidMobile' });
    expect(firstContactInfoProblem(bad)).toEqual({ field: 'name', problem: 'invalidName' });
    expect(firstContactInfoProblem({ ...ok, mobile: '' })).toEqual({ field: 'mobile', problem: 'required' });
  });
  it('takes foreign numbers with a country prefix', () => {
    expect(contactInfoProblems({ ...ok, mobile: '+46 70 123 45 67' })).toEqual({});
  });
});

describe('share flow', () => {
  const run = (...actions: ShareAction[]) => actions.reduce(shareReducer, initialShareState());

  it('goes on only with a set selected, and back again', () => {
    expect(run({ type: 'next' }).step).toBe('select-picture-sets');
    expect(canChooseRecipients(run())).toBe(false);
    const chosen = run({ type: 'toggle-set', subjectUuid: 's1' }, { type: 'next' });
    expect(chosen.step).toBe('select-recipients');
    expect(shareReducer(chosen, { type: 'back' })).toMatchObject({ step: 'select-picture-sets', selected: ['s1'] });
  });

  it('toggles sets on and off', () => {
    expect(run({ type: 'toggle-set', subjectUuid: 's1' }, { type: 'toggle-set', subjectUuid: 's2' }, { type: 'toggle-set', subjectUuid: 's1' }).selected).toEqual(['s2']);
  });

  it('counts only valid recipients', () => {
    const state = run({ type: 'edit-entry', index: 0, value: 'a@example.no' }, { type: 'add-entry' }, { type: 'edit-entry', index: 1, value: 'bad' }, { type: 'add-entry' });
    expect(state.entries).toEqual(['a@example.no', 'bad', '']);
    expect(validRecipients(state)).toEqual(['a@example.no']);
    expect(shareReducer(state, { type: 'remove-entry', index: 0 }).entries).toEqual(['bad', '']);
    expect(run({ type: 'remove-entry', index: 0 }).entries).toEqual(['']);
  });

  it('shows the receipt after sending, and "Send more invites" starts over with nothing selected', () => {
    const sent = run({ type: 'toggle-set', subjectUuid: 's1' }, { type: 'next' }, { type: 'edit-entry', index: 0, value: 'a@example.no' }, { type: 'sent', recipients: ['a@example.no'] });
    expect(sent).toMatchObject({ step: 'show-receipt', sent: ['a@example.no'] });
    expect(shareReducer(sent, { type: 'reset' })).toEqual(initialShareState());
    // A late answer cannot jump from the first step to the receipt.
    expect(run({ type: 'sent', recipients: ['x@example.no'] }).step).toBe('select-picture-sets');
  });
});
