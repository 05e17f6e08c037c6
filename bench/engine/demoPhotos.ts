/**
 * The generated demo photos (as the test set-up makes them in var/test-media) as picture
 * sources for engine benchmarks: originals for print, sharp's 640 px derivatives for
 * thumbnails, as the shop serves them. Template artwork comes from the seed's art files, and
 * thumbnails draw its 640 px copies as the shop's thumbnails do (/templates/art/{name}.png?size=640).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PictureSources } from '../../src/engine/render/renderPart';
import { generateDemoPhotos } from '../../src/server/db/seed/photos/generate';
import { localFolderStorage } from '../../src/server/storage';
import { ART_THUMBNAIL_SIZE } from '../../src/api/contract/limits';
import { generateTemplateArt, TEMPLATE_ART_NAMES } from '../../src/server/db/seed/templates';
import { templateArtFile } from '../../src/server/services/media/templateArt';
import { TEST_MEDIA_DIR } from '../../tests/support/testServer';

const PICTURES = path.join(TEST_MEDIA_DIR, 'demo/pictures');
const DERIVATIVES = path.join(TEST_MEDIA_DIR, 'bench-640');
const ART_THUMBNAILS = path.join(TEST_MEDIA_DIR, 'bench-art-640');

/** The user photos every benchmark places, by the uuid resources name them with. */
export const DEMO_PHOTOS = {
  '00000000-0000-4000-8000-0000000000a1': { file: 'emma-hansen-ip2.jpg', width: 2400, height: 3000 },
  '00000000-0000-4000-8000-0000000000a2': { file: 'fjordvik-blaaklokka-group.jpg', width: 3600, height: 2400 },
  '00000000-0000-4000-8000-0000000000a3': { file: 'noah-hansen-ip1.jpg', width: 2400, height: 3000 },
} as const;
export type DemoPhotoUuid = keyof typeof DEMO_PHOTOS;

export const PORTRAIT_UUID: DemoPhotoUuid = '00000000-0000-4000-8000-0000000000a1';
export const GROUP_UUID: DemoPhotoUuid = '00000000-0000-4000-8000-0000000000a2';
export const SECOND_PORTRAIT_UUID: DemoPhotoUuid = '00000000-0000-4000-8000-0000000000a3';

export const photoResource = (uuid: DemoPhotoUuid) => ({
  pictureUuid: uuid,
  sourceWidth: DEMO_PHOTOS[uuid].width,
  sourceHeight: DEMO_PHOTOS[uuid].height,
  cropRect: null,
  rotation: 0 as const,
});

/** Makes any missing demo photos, artwork and 640 px derivatives (a no-op once they exist). */
export async function prepareDemoMedia(): Promise<void> {
  await generateDemoPhotos(localFolderStorage(TEST_MEDIA_DIR));
  await generateTemplateArt(TEST_MEDIA_DIR);
  mkdirSync(DERIVATIVES, { recursive: true });
  for (const { file } of Object.values(DEMO_PHOTOS)) {
    await sharp(path.join(PICTURES, file)).resize({ width: 640 }).jpeg({ quality: 85 }).toFile(path.join(DERIVATIVES, file));
  }
  mkdirSync(ART_THUMBNAILS, { recursive: true });
  for (const name of TEMPLATE_ART_NAMES) {
    await sharp(templateArtFile(TEST_MEDIA_DIR, name))
      .resize({ width: ART_THUMBNAIL_SIZE, height: ART_THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toFile(path.join(ART_THUMBNAILS, `${name}.png`));
  }
}

function fileOf(uuid: string, directory: string): string {
  const photo = DEMO_PHOTOS[uuid as DemoPhotoUuid];
  if (!photo) throw new Error(`No demo photo ${uuid}`);
  return path.join(directory, photo.file);
}

/** File paths for Node's loader; `size` picks originals (print) or 640 px derivatives (previews). */
export function demoPhotoSources(size: 'original' | '640'): PictureSources {
  const directory = size === 'original' ? PICTURES : DERIVATIVES;
  return {
    picture: (uuid) => fileOf(uuid, directory),
    foreground: (uuid) => fileOf(uuid, directory),
    background: (uuid) => fileOf(uuid, directory),
    art: (name) => (size === 'original' ? templateArtFile(TEST_MEDIA_DIR, name) : path.join(ART_THUMBNAILS, `${name}.png`)),
  };
}
