import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { backdropImage, greenScreenSvg, sceneryBackdropSvg, studioBackdropSvg } from './backdrop';
import { personSvg } from './person';
import { groupLayout, pairLayout, portraitLayout, rowLayout, shadowsOf, type Placement } from './layout';
import type { PhotoRecipe } from './plan';

export interface RenderedPhoto {
  image: Buffer;
  /** White with the foreground's alpha: present for green-screen pictures. */
  mask?: Buffer;
}

const JPEG = { quality: 88, chromaSubsampling: '4:4:4' } as const;

/** Draws one recipe at its full size. */
export async function renderPhoto(recipe: PhotoRecipe): Promise<RenderedPhoto> {
  const { width, height } = recipe;
  switch (recipe.kind) {
    case 'portrait': {
      const people = portraitLayout(recipe.person, recipe.pose, width, height);
      return { image: await onBackdrop(studioBackdropSvg(width, height, recipe.backdrop, shadowsOf(people)), people, width, height) };
    }
    case 'greenscreen': {
      const people = portraitLayout(recipe.person, recipe.pose, width, height);
      const layer = await peopleLayer(people, width, height);
      const cloth = await raw(backdropImage(greenScreenSvg(width, height), width, height));
      const image = await sharp(cloth.data, { raw: cloth.info })
        .composite([{ input: layer.data, raw: layer.info }])
        .jpeg(JPEG)
        .toBuffer();
      return { image, mask: await alphaMask(layer) };
    }
    case 'pair': {
      const people = pairLayout(recipe.people, width, height);
      return { image: await onBackdrop(studioBackdropSvg(width, height, recipe.backdrop, shadowsOf(people)), people, width, height) };
    }
    case 'group': {
      const people = groupLayout(recipe.rows, width, height);
      return { image: await onBackdrop(studioBackdropSvg(width, height, recipe.backdrop, shadowsOf(people)), people, width, height) };
    }
    case 'site': {
      const people = rowLayout(recipe.people, width, height);
      return { image: await onBackdrop(studioBackdropSvg(width, height, recipe.backdrop, shadowsOf(people)), people, width, height) };
    }
    case 'backdrop': {
      const image = await backdropImage(sceneryBackdropSvg(width, height, recipe.backdrop, recipe.light, recipe.file), width, height)
        .jpeg(JPEG)
        .toBuffer();
      return { image };
    }
  }
}

async function onBackdrop(backdropSvg: string, people: Placement[], width: number, height: number): Promise<Buffer> {
  const backdrop = await raw(backdropImage(backdropSvg, width, height));
  return sharp(backdrop.data, { raw: backdrop.info })
    .composite(await peopleOverlays(people, width, height))
    .jpeg(JPEG)
    .toBuffer();
}

/** Pixels kept uncompressed between steps: each PNG round trip of a photo costs a third of a second. */
type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function raw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** All people on one transparent layer the size of the picture. */
async function peopleLayer(people: Placement[], width: number, height: number): Promise<RawImage> {
  return raw(
    sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite(
      await peopleOverlays(people, width, height),
    ),
  );
}

/** Each person drawn at its size and lean, cut to the part inside the picture, in drawing order. */
async function peopleOverlays(people: Placement[], width: number, height: number): Promise<OverlayOptions[]> {
  const overlays: OverlayOptions[] = [];
  for (const p of people) {
    const size = Math.round(p.size);
    // The body continues below the avatar's box (its bottom row repeated) down past the frame.
    const below = Math.max(0, Math.ceil(height - (p.cy + size / 2) + size * 0.2));
    const body = await raw(sharp(Buffer.from(personSvg(p.person, p.expression, size))).extend({ bottom: below, extendWith: 'copy' }));
    const drawn = await raw(sharp(body.data, { raw: body.info }).rotate(p.tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } }));
    const left = Math.round(p.cx - drawn.info.width / 2);
    const top = Math.round(p.cy + below / 2 - drawn.info.height / 2);
    const clipped = await clipTo(drawn, left, top, width, height);
    if (clipped) overlays.push(clipped);
  }
  return overlays;
}

/** Cuts an overlay to the part inside the picture (sharp only composites inside the frame). */
async function clipTo(image: RawImage, left: number, top: number, width: number, height: number): Promise<OverlayOptions | null> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(width, left + image.info.width);
  const y1 = Math.min(height, top + image.info.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const part = await raw(
    sharp(image.data, { raw: image.info }).extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 }),
  );
  return { input: part.data, raw: part.info, left: x0, top: y0 };
}

/** The foreground's coverage as a white PNG with alpha, ready for a destination-in composite. */
async function alphaMask(layer: RawImage): Promise<Buffer> {
  const alpha = await raw(sharp(layer.data, { raw: layer.info }).extractChannel(3));
  return sharp({ create: { width: layer.info.width, height: layer.info.height, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .joinChannel(alpha.data, { raw: alpha.info })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
