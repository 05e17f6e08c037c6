import { TEST_MEDIA_DIR } from './testServer';
import { generateDemoPhotos } from '../../src/server/db/seed/photos/generate';

/**
 * Makes the demo photos once for the whole run, before the API suites start their own seeds
 * (which then find every file and skip the slow part). A no-op when the files exist.
 */
export default async function setup(): Promise<void> {
  await generateDemoPhotos(TEST_MEDIA_DIR);
}
