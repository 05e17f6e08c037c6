import { call } from './call';
import { picturesRoutes } from './routes.gen';

/** Marks (true) or unmarks one of the customer's pictures as a favourite. */
export const setPictureFavorite = (uuid: string, favorite: boolean) =>
  call(favorite ? picturesRoutes.markPictureFavorite : picturesRoutes.unmarkPictureFavorite, { params: { uuid } });

/** Chooses the subject's picture for one job pose (spec 3 §7); answers every choice of the set. */
export const chooseYearbookPose = (subjectUuid: string, pictureUuid: string, jobPoseUuid: string) =>
  call(picturesRoutes.chooseYearbookPose, {
    params: { subjectUuid },
    body: { subject_uuid: subjectUuid, picture_uuid: pictureUuid, job_yearbook_pose_uuid: jobPoseUuid },
  });
