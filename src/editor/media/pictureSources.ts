/**
 * Where the editor's renders load pictures from (spec 2 §7): a picture set's or an upload's media
 * URL template filled with a size ({size}: 320 thumbnails, 640 previews, 800 full size) and the
 * effect 'original' (the engine filters itself, once per picture), green-screen backgrounds from
 * /system/gsbackground.php and artwork from /templates/art (its thumbnail copy for thumbnails,
 * its canvas copy for the rest; print files draw the print-size file).
 */
import { artSourceUrl, greenScreenBackgroundUrl, type UploadedImage } from '../../api/client/templates';
import { ART_CANVAS_SIZE, ART_THUMBNAIL_SIZE } from '../../api/contract/limits';
import { fillMediaSrc } from '../../api/contract/mediaPaths';
import type { Picture } from '../../api/client/pictureSets';
import type { PictureSources } from '../../engine/render';

export type PictureSize = 320 | 640 | 800;

/** Long side of the pictures the editor's canvas draws (full size; the server preloads them for a create page). */
export { CANVAS_PICTURE_SIZE } from '../../api/contract/mediaPaths';
/** Long side of the pictures in grids and thumbnails. */
export const THUMBNAIL_PICTURE_SIZE: PictureSize = 320;
/** Long side of the pictures in previews. */
export const PREVIEW_PICTURE_SIZE: PictureSize = 640;

export { fillMediaSrc } from '../../api/contract/mediaPaths';

/** How a host finds a picture and its green-screen cut-out at a size. */
export interface PictureLocation {
  picture(uuid: string, size: PictureSize): string;
  foreground(uuid: string, size: PictureSize): string;
}

/** A host's sources at one size: its pictures, plus the backgrounds and artwork every page shares. */
export function hostPictureSources(location: PictureLocation, size: PictureSize): PictureSources {
  return {
    picture: (uuid) => location.picture(uuid, size),
    foreground: (uuid) => location.foreground(uuid, size),
    // Upright and unfiltered: the engine turns and filters the composite itself.
    background: (uuid) => greenScreenBackgroundUrl(uuid, { size }),
    art: (src) => artSourceUrl(src, size === THUMBNAIL_PICTURE_SIZE ? ART_THUMBNAIL_SIZE : ART_CANVAS_SIZE),
  };
}

interface Located {
  src: string;
  foregroundSrc: string | null;
}

/**
 * The media URL templates of every picture the editor has seen (the picture sets' and the
 * customer's uploads), by uuid. A placed picture the editor has not seen yet is looked for
 * among picture-set pictures, where most pictures are.
 */
export class PictureLocator implements PictureLocation {
  private readonly located = new Map<string, Located>();

  addPictures(pictures: readonly Pick<Picture, 'uuid' | 'src' | 'foregroundSrc'>[]): void {
    for (const p of pictures) this.located.set(p.uuid, { src: p.src, foregroundSrc: p.foregroundSrc });
  }

  addUploads(images: readonly Pick<UploadedImage, 'uuid' | 'src'>[]): void {
    for (const image of images) this.located.set(image.uuid, { src: image.src, foregroundSrc: null });
  }

  knows(uuid: string): boolean {
    return this.located.has(uuid);
  }

  picture(uuid: string, size: PictureSize): string {
    return fillMediaSrc(this.located.get(uuid)?.src ?? `/media/pictures/${uuid}/{size}/{effect}.jpg`, size);
  }

  foreground(uuid: string, size: PictureSize): string {
    const known = this.located.get(uuid);
    return fillMediaSrc(known?.foregroundSrc ?? `/media/pictures/${uuid}/{size}/{effect}.png`, size);
  }
}

/** A locator that knows a picture set's pictures and the customer's placed uploads. */
export function pictureLocatorFor(pictures: readonly Pick<Picture, 'uuid' | 'src' | 'foregroundSrc'>[], uploads: readonly Pick<UploadedImage, 'uuid' | 'src'>[] = []): PictureLocator {
  const locator = new PictureLocator();
  locator.addPictures(pictures);
  locator.addUploads(uploads);
  return locator;
}
