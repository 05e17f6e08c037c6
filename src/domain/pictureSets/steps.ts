/**
 * Where the picture set flows go next (spec 3 'New picture set screen', 'Favorites', 'Yearbook
 * pose'). `base` is the flow's root: /new-picture-set right after a code, or the set's page under
 * /my-account/picture-sets/{uuid}; both continue to the package offers.
 */

export const PACKAGE_OFFERS_PATH = '/products/packages';

export interface SetQualification {
  qualifyForSelectOwnFavorites: boolean;
  qualifyForSelectYearbookPose: boolean;
}

export interface PoseSelection {
  poses: readonly { uuid: string }[];
  expired: boolean;
}

export type StepLabel = 'next' | 'skip' | 'viewOffers';
export interface Step {
  to: string;
  label: StepLabel;
}

/** New picture set: favourites if the set qualifies, else the yearbook pose if it does, else the offers. */
export function nextStepAfterNewSet(set: SetQualification, base: string): Step {
  if (set.qualifyForSelectOwnFavorites) return { to: `${base}/favorites`, label: 'next' };
  if (set.qualifyForSelectYearbookPose) return { to: `${base}/yearbook-pose`, label: 'next' };
  return { to: PACKAGE_OFFERS_PATH, label: 'viewOffers' };
}

/** After favourites: the yearbook pose while its selection is open (Next with a favourite, else Skip), else the offers. */
export function nextStepAfterFavorites(set: SetQualification & { selection: PoseSelection | null }, favoriteCount: number, base: string): Step {
  const poseOpen = set.qualifyForSelectYearbookPose && set.selection !== null && !set.selection.expired && set.selection.poses.length > 0;
  if (!poseOpen) return { to: PACKAGE_OFFERS_PATH, label: 'viewOffers' };
  return { to: `${base}/yearbook-pose`, label: favoriteCount > 0 ? 'next' : 'skip' };
}

export type PoseRoute<P> =
  | { kind: 'pose'; pose: P; index: number }
  /** Several poses and none named: the first pose's own route is entered. */
  | { kind: 'redirect'; poseUuid: string }
  | { kind: 'missing' };

/** The pose a yearbook route shows: the named one, the only one, or (with several) the first one's route. */
export function resolvePoseRoute<P extends { uuid: string }>(poses: readonly P[], jobPoseUuid: string | undefined): PoseRoute<P> {
  if (jobPoseUuid === undefined) {
    if (poses.length === 1) return { kind: 'pose', pose: poses[0], index: 0 };
    return poses.length > 1 ? { kind: 'redirect', poseUuid: poses[0].uuid } : { kind: 'missing' };
  }
  const index = poses.findIndex((p) => p.uuid.toLowerCase() === jobPoseUuid.toLowerCase());
  return index === -1 ? { kind: 'missing' } : { kind: 'pose', pose: poses[index], index };
}

/** After pose `index`: the next pose's route, or the offers after the last. Next once a picture is chosen, else Skip. */
export function nextStepAfterPose(poses: readonly { uuid: string }[], index: number, chosen: boolean, base: string): Step {
  const next = poses[index + 1];
  return { to: next ? `${base}/yearbook-pose/${next.uuid}` : PACKAGE_OFFERS_PATH, label: chosen ? 'next' : 'skip' };
}
