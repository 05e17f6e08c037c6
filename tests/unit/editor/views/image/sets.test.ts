import { describe, expect, it } from 'vitest';
import type { PictureSet } from '../../../../../src/api/client/pictureSets';
import { asksSubjectChange, setChoices } from '../../../../../src/editor/views/image/pictureSetChoices';
import { DEFAULT_OPTIONS, fixturePictureSet } from '../../../../support/editorHarness';

const current = fixturePictureSet;

/** Another set on the account: same subject, job and photographer unless told otherwise. */
function otherSet(uuid: string, changes: { subject?: string; job?: string; photographer?: string } = {}): PictureSet {
  return {
    ...current,
    uuid,
    subject: changes.subject ? { uuid: changes.subject, name: 'Noah Berg', group: false } : current.subject,
    job: changes.job ? { ...current.job, uuid: changes.job } : current.job,
    photographer: changes.photographer ?? current.photographer,
  };
}

const SUBJECT_B = '30000000-0000-4000-8000-000000000002';
const JOB_B = '40000000-0000-4000-8000-000000000002';
const PHOTOGRAPHER_B = '50000000-0000-4000-8000-000000000002';

const sameSubjectOtherJob = otherSet('20000000-0000-4000-8000-000000000002', { job: JOB_B });
const otherSubjectSameJob = otherSet('20000000-0000-4000-8000-000000000003', { subject: SUBJECT_B });
const otherPhotographer = otherSet('20000000-0000-4000-8000-000000000004', { subject: SUBJECT_B, job: JOB_B, photographer: PHOTOGRAPHER_B });
const account = [otherPhotographer, current, sameSubjectOtherJob, otherSubjectSameJob];

const choosable = (options: Partial<typeof DEFAULT_OPTIONS>) =>
  setChoices(account, current, { ...DEFAULT_OPTIONS, ...options }).map((c) => [c.set.uuid, c.choosable]);

describe('picture sets the image inbox offers', () => {
  it('offers only the opening set when subject change is off, whatever the mode', () => {
    expect(choosable({ allowSubjectChange: false, subjectChangeMode: 4 })).toEqual([[current.uuid, true]]);
  });

  it('puts the opening set first even when the account list does not hold it', () => {
    const choices = setChoices([sameSubjectOtherJob], current, { ...DEFAULT_OPTIONS, allowSubjectChange: true });
    expect(choices.map((c) => c.set.uuid)).toEqual([current.uuid, sameSubjectOtherJob.uuid]);
  });

  it('mode 1 allows the same subject only and greys out the rest', () => {
    expect(choosable({ allowSubjectChange: true, subjectChangeMode: 1 })).toEqual([
      [current.uuid, true],
      [otherPhotographer.uuid, false],
      [sameSubjectOtherJob.uuid, true],
      [otherSubjectSameJob.uuid, false],
    ]);
  });

  it('modes 2 and 3 allow the same job (the contract has no job type: same job is the safe reading)', () => {
    for (const mode of [2, 3] as const) {
      expect(choosable({ allowSubjectChange: true, subjectChangeMode: mode })).toEqual([
        [current.uuid, true],
        [otherPhotographer.uuid, false],
        [sameSubjectOtherJob.uuid, false],
        [otherSubjectSameJob.uuid, true],
      ]);
    }
  });

  it('modes 0 and 4 allow every set', () => {
    for (const mode of [0, 4] as const) {
      expect(choosable({ allowSubjectChange: true, subjectChangeMode: mode }).every(([, ok]) => ok)).toBe(true);
    }
  });

  it('a whitelabel shop leaves out other photographers’ sets entirely', () => {
    const uuids = choosable({ allowSubjectChange: true, subjectChangeMode: 4, samePhotographerOnly: true }).map(([uuid]) => uuid);
    expect(uuids).toEqual([current.uuid, sameSubjectOtherJob.uuid, otherSubjectSameJob.uuid]);
  });
});

describe('subject change confirmation', () => {
  const options = { ...DEFAULT_OPTIONS, allowSubjectChange: true, subjectChangeMode: 4 as const };

  it('asks in mode 4 for a picture of another subject only', () => {
    expect(asksSubjectChange(options, current, otherSubjectSameJob)).toBe(true);
    expect(asksSubjectChange(options, current, sameSubjectOtherJob)).toBe(false);
    expect(asksSubjectChange(options, current, current)).toBe(false);
  });

  it('never asks in the other modes or without subject change', () => {
    expect(asksSubjectChange({ ...options, subjectChangeMode: 0 }, current, otherSubjectSameJob)).toBe(false);
    expect(asksSubjectChange({ ...options, allowSubjectChange: false }, current, otherSubjectSameJob)).toBe(false);
  });
});
