import type { ObjectStorage } from '../../../storage';
import { allPhotoRecipes, type PhotoRecipe } from './plan';
import { renderPhoto } from './render';

/** Raised whenever the drawings change, so a media dir made by an older generator is redrawn. */
export const DEMO_PHOTO_VERSION = 3;

/**
 * Makes every demo photo that is missing from media storage and returns how many it made. Files
 * already there are kept, so a second start (or test run) costs only a few file checks; after a
 * change of DEMO_PHOTO_VERSION all are drawn again (replaced in place, atomically).
 */
export async function generateDemoPhotos(media: ObjectStorage, onStart?: (count: number) => void): Promise<number> {
  const stamp = `.demo-photos-v${DEMO_PHOTO_VERSION}`;
  const present = async (key: string) => (await media.info(key)) !== null;
  const current = await present(stamp);
  const missing: PhotoRecipe[] = [];
  for (const recipe of allPhotoRecipes()) {
    const files = recipe.kind === 'greenscreen' ? [recipe.file, recipe.maskFile] : [recipe.file];
    const found = await Promise.all(files.map(present));
    if (!current || !found.every(Boolean)) missing.push(recipe);
  }
  if (missing.length > 0) onStart?.(missing.length);
  // Two at a time: each full-size render holds a few hundred MB of pixels.
  const queue = [...missing];
  const worker = async () => {
    for (let recipe = queue.shift(); recipe; recipe = queue.shift()) {
      const photo = await renderPhoto(recipe);
      if (photo.mask && recipe.kind === 'greenscreen') await media.write(recipe.maskFile, photo.mask);
      await media.write(recipe.file, photo.image);
    }
  };
  await Promise.all([worker(), worker()]);
  if (!current) await media.write(stamp, Buffer.from(`Demo photos drawn by generator version ${DEMO_PHOTO_VERSION}.\n`));
  return missing.length;
}
