import { TEST_MEDIA_DIR } from './testServer';
import { generateDemoPhotos } from '../../src/server/db/seed/photos/generate';
import { localFolderStorage } from '../../src/server/storage';
import { generateTemplateArt } from '../../src/server/db/seed/templates';

/**
 * Makes the demo photos and template artwork once for the whole run, before the API suites start their own seeds
 * (which then find every file and skip the slow part). A no-op when the files exist.
 */
export default async function setup(): Promise<void> {
  await generateDemoPhotos(localFolderStorage(TEST_MEDIA_DIR));
  await generateTemplateArt(TEST_MEDIA_DIR);
}
