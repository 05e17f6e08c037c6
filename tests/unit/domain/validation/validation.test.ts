import { describe, expect, it } from 'vitest';
import {
  canSubmitPictureCode,
  emailProblem,
  isUuid,
  loginPasswordProblem,
  normalizeSubjectCode,
  passwordsMatchProblem,
  registrationPasswordProblem,
  resetPasswordProblem,
  stripSpaces,
} from '../../../../src/domain/validation';
import { mobileProblem } from '../../../../src/domain/validation/mobile';

describe('e-mail', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['kunde', 'invalidEmail'],
    ['kunde@example', 'invalidEmail'],
    ['ku nde@example.no', 'invalidEmail'],
    ['kunde@example.no', null],
    ['  kunde@example.no ', null],
    ['a.b+c@sub.example.co.uk', null],
  ])('%j -> %s', (value, expected) => expect(emailProblem(value)).toBe(expected));
});

describe('passwords', () => {
  it('login needs 3 characters', () => {
    expect(loginPasswordProblem('')).toBe('required');
    expect(loginPasswordProblem('ab')).toBe('tooShort');
    expect(loginPasswordProblem('abc')).toBeNull();
  });
  it('registration needs 6 characters', () => {
    expect(registrationPasswordProblem('abcde')).toBe('tooShort');
    expect(registrationPasswordProblem('abcdef')).toBeNull();
  });
  it('reset needs more than 6 characters, counted after trimming', () => {
    expect(resetPasswordProblem('abcdef')).toBe('tooShort');
    expect(resetPasswordProblem(' abcdef ')).toBe('tooShort');
    expect(resetPasswordProblem('abcdefg')).toBeNull();
  });
  it('the two entries must match', () => {
    expect(passwordsMatchProblem('abcdefg', 'abcdefh')).toBe('passwordsDontMatch');
    expect(passwordsMatchProblem('abcdefg', 'abcdefg')).toBeNull();
  });
  it('spaces are removed while typing', () => expect(stripSpaces(' ab c\td ')).toBe('abcd'));
});

describe('mobile', () => {
  it.each([
    ['', 'required'],
    ['123', 'invalidMobile'],
    ['41234567', null],
    ['+47 412 34 567', null],
    ['+46 70 123 45 67', null],
    ['+47 1', 'invalidMobile'],
  ])('%j -> %s', (value, expected) => expect(mobileProblem(value)).toBe(expected));
});

describe('picture codes', () => {
  it('the add button needs 6 characters', () => {
    expect(canSubmitPictureCode('EMMA2')).toBe(false);
    expect(canSubmitPictureCode(' EMMA20 ')).toBe(true);
  });
  it('codes match without case or spaces', () => expect(normalizeSubjectCode(' emma2026 ')).toBe('EMMA2026'));
});

describe('isUuid', () => {
  const UUID = '3f2b8c1e-9a4d-4e5f-8a6b-1c2d3e4f5a6b';
  it('tells uuids, in either case, from other path segments', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(UUID.toUpperCase())).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(`${UUID}x`)).toBe(false);
    expect(isUuid(` ${UUID}`)).toBe(false);
  });
});
