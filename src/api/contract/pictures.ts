/**
 * The customer's own choices about pictures (spec 3 'Favorites', 'Yearbook pose'). The spec does
 * not show the favourite call; it lives here under /api/webshop/user/pictures/{uuid}/favorite.
 */
import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { yearbookPoseChoice } from './pictureSets';

const favoriteAnswer = z.object({ pictureUuid: z.string(), isUserFavorite: z.boolean() });

/**
 * Marks one of the customer's pictures as a favourite (idempotent). 404 for a picture not in one
 * of the account's sets; 409 when the set does not qualify for selecting favourites.
 */
export const markPictureFavorite = endpoint({
  method: 'PUT',
  path: '/api/webshop/user/pictures/:uuid/favorite',
  response: favoriteAnswer,
});

/** Unmarks a favourite (idempotent); the same refusals as marking. */
export const unmarkPictureFavorite = endpoint({
  method: 'DELETE',
  path: '/api/webshop/user/pictures/:uuid/favorite',
  response: favoriteAnswer,
});

/**
 * Spec 3 §7: chooses the set's picture for one job pose, replacing an earlier choice for that pose.
 * Only an individual (IP) picture of the subject's set, only while the selection is open.
 * 404: the subject's set is not on the account, or the pose or picture is not the set's;
 * 409 `yearbook_expired` / `yearbook_not_available`; 400 for a group or sibling picture or a
 * subject_uuid other than the path's. Answers every choice of the set (the spec does not read it).
 */
export const chooseYearbookPose = endpoint({
  method: 'POST',
  path: '/api/webshop/user/picture-sets/:subjectUuid/yearbook-pose',
  body: z.object({ subject_uuid: z.uuid(), picture_uuid: z.uuid(), job_yearbook_pose_uuid: z.uuid() }),
  response: z.object({ yearbookPoses: z.array(yearbookPoseChoice) }),
});
