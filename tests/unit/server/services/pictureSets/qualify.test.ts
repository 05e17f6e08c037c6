import { describe, expect, it } from 'vitest';
import { spanWithoutDeadline } from '../../../../../src/server/services/pictureSets/qualify';

describe('spanWithoutDeadline', () => {
  it('is all time without deadlines', () => {
    expect(spanWithoutDeadline([], 500)).toEqual({ from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY });
  });

  it('runs from the latest passed deadline to the next one', () => {
    expect(spanWithoutDeadline([100, 900, 300, 1200], 500)).toEqual({ from: 300, until: 900 });
  });

  it('counts a deadline at this very moment as passed, as the answer does (expired at the deadline)', () => {
    expect(spanWithoutDeadline([500, 800], 500)).toEqual({ from: 500, until: 800 });
    expect(spanWithoutDeadline([500], 499)).toEqual({ from: Number.NEGATIVE_INFINITY, until: 500 });
  });
});
