/**
 * Which of the customer's picture sets the image inbox offers (spec 2 §2.6, §6): the set the
 * editor opened with always; others only when the shop allows a subject change, limited by the
 * whitelabel option (same photographer) and the subject change mode.
 */
import type { PictureSet } from '../../../api/client/pictureSets';
import type { EditorOptions } from '../../store';

export interface SetChoice {
  set: PictureSet;
  /** Listed but not choosable: the mode restricts it (spec 2 §2.6 'others are disabled'). */
  choosable: boolean;
}

type SetRules = Pick<EditorOptions, 'allowSubjectChange' | 'subjectChangeMode' | 'samePhotographerOnly'>;

/**
 * Whether the mode lets the customer take pictures from `set` while editing for `current`.
 * Mode 3 asks for the same job type, which the picture-set contract does not carry: the same
 * job is the nearest rule that never offers a set of another type.
 */
function modeAllows(mode: SetRules['subjectChangeMode'], current: PictureSet, set: PictureSet): boolean {
  switch (mode) {
    case 1:
      return set.subject.uuid === current.subject.uuid;
    case 2:
    case 3:
      return set.job.uuid === current.job.uuid;
    default:
      return true;
  }
}

/**
 * The sets in the source picker, the opening set first. Without subject change only that set;
 * a whitelabel shop hides other photographers' sets entirely; the mode greys out the rest.
 */
export function setChoices(sets: readonly PictureSet[], current: PictureSet, options: SetRules): SetChoice[] {
  const first: SetChoice = { set: sets.find((s) => s.uuid === current.uuid) ?? current, choosable: true };
  if (!options.allowSubjectChange) return [first];
  const others = sets
    .filter((set) => set.uuid !== current.uuid)
    .filter((set) => !options.samePhotographerOnly || set.photographer === current.photographer)
    .map((set) => ({ set, choosable: modeAllows(options.subjectChangeMode, current, set) }));
  return [first, ...others];
}

/** Mode 4: a picture of another subject is placed only after the customer confirms the change. */
export const asksSubjectChange = (options: SetRules, current: PictureSet, pictureSet: PictureSet): boolean =>
  options.allowSubjectChange && options.subjectChangeMode === 4 && pictureSet.subject.uuid !== current.subject.uuid;
