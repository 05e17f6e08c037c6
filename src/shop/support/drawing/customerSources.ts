/**
 * Where support's drawings of a customer's products load pictures from: the customer's picture
 * sets and uploads (support staff may fetch any customer's pictures), at preview size.
 */
import type { UploadedImage } from '../../../api/client/templates';
import type { Picture } from '../../../api/client/pictureSets';
import { hostPictureSources, pictureLocatorFor, PREVIEW_PICTURE_SIZE } from '../../../editor';
import type { PictureSources } from '../../../engine/render';

export function customerPictureSources(sets: readonly { pictures: readonly Picture[] }[], uploads: readonly UploadedImage[]): PictureSources {
  return hostPictureSources(pictureLocatorFor(sets.flatMap((s) => s.pictures), uploads), PREVIEW_PICTURE_SIZE);
}
