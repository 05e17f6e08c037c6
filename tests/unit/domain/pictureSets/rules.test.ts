import { describe, expect, it } from 'vitest';
import {
  chosenPictureOf,
  nextStepAfterFavorites,
  nextStepAfterNewSet,
  nextStepAfterPose,
  resolvePoseRoute,
  splitFavorites,
  thumbnailsOf,
  yearbookCandidates,
} from '../../../../src/domain/pictureSets';

const pic = (uuid: string, pictureType: 'IP' | 'SFP' | 'GP', isUserFavorite = false) => ({ uuid, clientRef: `ref-${uuid}`, pictureType, isUserFavorite });
const SET = [pic('a', 'IP'), pic('b', 'IP', true), pic('s', 'SFP', true), pic('c', 'IP'), pic('g', 'GP')];
const BASE = '/my-account/picture-sets/set-1';
const POSES = [{ uuid: 'p1' }, { uuid: 'p2' }, { uuid: 'p3' }];

describe('yearbook candidates', () => {
  it('keeps only individual pictures, the chosen one first, the rest in set order', () => {
    expect(yearbookCandidates(SET, 'c').map((p) => p.uuid)).toEqual(['c', 'a', 'b']);
    expect(yearbookCandidates(SET, null).map((p) => p.uuid)).toEqual(['a', 'b', 'c']);
  });
  it('ignores a chosen picture that is not an individual one of the set', () => {
    expect(yearbookCandidates(SET, 'g').map((p) => p.uuid)).toEqual(['a', 'b', 'c']);
  });
  it('finds the chosen picture of a pose by its client reference', () => {
    const choices = [{ pictureClientRef: 'ref-c', jobYearbookPoseUuid: 'p2' }];
    expect(chosenPictureOf(SET, choices, 'p2')?.uuid).toBe('c');
    expect(chosenPictureOf(SET, choices, 'p1')).toBeNull();
  });
});

describe('favourites and cards', () => {
  it('splits favourites from the rest in set order', () => {
    const { favorites, others } = splitFavorites(SET);
    expect(favorites.map((p) => p.uuid)).toEqual(['b', 's']);
    expect(others.map((p) => p.uuid)).toEqual(['a', 'c', 'g']);
  });
  it('shows at most 6 thumbnails and counts the rest', () => {
    expect(thumbnailsOf([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ shown: [1, 2, 3, 4, 5, 6], more: 2 });
    expect(thumbnailsOf([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4, 5, 6], more: 0 });
    expect(thumbnailsOf([])).toEqual({ shown: [], more: 0 });
  });
});

describe('next steps', () => {
  const both = { qualifyForSelectOwnFavorites: true, qualifyForSelectYearbookPose: true };
  const open = { poses: POSES, expired: false };

  it('after a new set: favourites, else yearbook pose, else the offers', () => {
    expect(nextStepAfterNewSet(both, '/new-picture-set')).toEqual({ to: '/new-picture-set/favorites', label: 'next' });
    expect(nextStepAfterNewSet({ ...both, qualifyForSelectOwnFavorites: false }, '/new-picture-set')).toEqual({ to: '/new-picture-set/yearbook-pose', label: 'next' });
    expect(nextStepAfterNewSet({ qualifyForSelectOwnFavorites: false, qualifyForSelectYearbookPose: false }, '/new-picture-set')).toEqual({ to: '/products/packages', label: 'viewOffers' });
  });

  it('after favourites: Next with a favourite, Skip without, to the pose while open; else the offers', () => {
    expect(nextStepAfterFavorites({ ...both, selection: open }, 2, BASE)).toEqual({ to: `${BASE}/yearbook-pose`, label: 'next' });
    expect(nextStepAfterFavorites({ ...both, selection: open }, 0, BASE)).toEqual({ to: `${BASE}/yearbook-pose`, label: 'skip' });
    expect(nextStepAfterFavorites({ ...both, selection: { ...open, expired: true } }, 2, BASE)).toEqual({ to: '/products/packages', label: 'viewOffers' });
    expect(nextStepAfterFavorites({ ...both, selection: null }, 2, BASE).label).toBe('viewOffers');
    expect(nextStepAfterFavorites({ ...both, qualifyForSelectYearbookPose: false, selection: open }, 0, BASE).to).toBe('/products/packages');
  });

  it('yearbook route: the only pose at once, the first pose of several by its route, an unknown pose as missing', () => {
    expect(resolvePoseRoute([POSES[0]], undefined)).toEqual({ kind: 'pose', pose: POSES[0], index: 0 });
    expect(resolvePoseRoute(POSES, undefined)).toEqual({ kind: 'redirect', poseUuid: 'p1' });
    expect(resolvePoseRoute(POSES, 'P2')).toEqual({ kind: 'pose', pose: POSES[1], index: 1 });
    expect(resolvePoseRoute(POSES, 'nope')).toEqual({ kind: 'missing' });
    expect(resolvePoseRoute([], undefined)).toEqual({ kind: 'missing' });
  });

  it('after a pose: the next pose, the offers after the last; Next once chosen, else Skip', () => {
    expect(nextStepAfterPose(POSES, 0, true, BASE)).toEqual({ to: `${BASE}/yearbook-pose/p2`, label: 'next' });
    expect(nextStepAfterPose(POSES, 1, false, BASE)).toEqual({ to: `${BASE}/yearbook-pose/p3`, label: 'skip' });
    expect(nextStepAfterPose(POSES, 2, true, BASE)).toEqual({ to: '/products/packages', label: 'next' });
  });
});
