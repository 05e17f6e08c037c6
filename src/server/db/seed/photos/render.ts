import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { backdropImage, greenScreenSvg, sceneryBackdropSvg, studioBackdropSvg, type Shadow } from './backdrop';
import { personSvg } from './person';
import type { Person, PhotoRecipe, Pose } from './plan';

/** One person standing in the picture: box of the (unrotated) avatar and how it leans. */
interface Placement {
  person: Person;
  expression: Pose['expression'];
  /** Side of the square avatar in pixels. */
  size: number;
  /** Centre of the avatar box. */
  cx: number;
  cy: number;
  tilt: number;
}

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
      const people = [portraitPlacement(recipe.person, recipe.pose, width, height)];
      return { image: await onBackdrop(studioBackdropSvg(width, height, recipe.backdrop, shadowsOf(people)), people, width, height) };
    }
    case 'greenscreen': {
      const people = [portraitPlacement(recipe.person, recipe.pose, width, height)];
      const layer = await peopleLayer(people, width, height);
      const cloth = await raw(backdropImage(greenScreenSvg(width, height), width, height));
      const image = await sharp(cloth.data, { raw: cloth.info })
        .composite([{ input: layer.data, raw: layer.info }])
        .jpeg(JPEG)
        .toBuffer();
      return { image, mask: await alphaMask(layer) };
    }
    case 'pair': {
      const people = pairPlacements(recipe.people, width, height);
      return { image: await onBackdrop(studioBackdropSvg(width, height, recipe.backdrop, shadowsOf(people)), people, width, height) };
    }
    case 'group': {
      const people = groupPlacements(recipe.rows, width, height);
      return { image: await onBackdrop(studioBackdropSvg(width, height, recipe.backdrop, shadowsOf(people)), people, width, height) };
    }
    case 'site': {
      const people = rowPlacements(recipe.people, width, height);
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

/*
 * Avataaars' shoulders end at the bottom of its box, so every person is pushed a little below
 * the picture's lower edge: a lean then never lifts a shoulder off the frame.
 */
function portraitPlacement(person: Person, pose: Pose, width: number, height: number): Placement {
  const size = width * pose.scale;
  return { person, expression: pose.expression, size, cx: width / 2 + pose.shift * width, cy: height - size / 2 + size * 0.06, tilt: pose.tilt };
}

function pairPlacements(people: [Person, Person], width: number, height: number): Placement[] {
  const size = height * 0.95;
  return [
    { person: people[0], expression: 'smile' as const, size, cx: width * 0.39, cy: height - size / 2 + size * 0.05, tilt: 4 },
    // The second person stands a little further back (and is drawn first, behind).
    { person: people[1], expression: 'laugh' as const, size: size * 0.9, cx: width * 0.61, cy: height - (size * 0.9) / 2 + size * 0.05, tilt: -4 },
  ].reverse();
}

/** Rows of a class picture, back row first so the front rows stand in front of it. */
function groupPlacements(rows: Person[][], width: number, height: number): Placement[] {
  const widest = Math.max(...rows.map((r) => r.length));
  const overlap = 0.7;
  const base = Math.min((width * 0.94) / ((widest - 1) * overlap + 1), height * 0.5);
  const placements: Placement[] = [];
  rows.forEach((row, r) => {
    const depth = rows.length - 1 - r;
    const size = base * (1 - depth * 0.07);
    // The front row's shoulders run off the bottom; each row behind stands higher.
    const bottom = height * 1.04 - depth * size * 0.58;
    const span = (row.length - 1) * size * overlap;
    row.forEach((person, i) => {
      placements.push({
        person,
        expression: (['smile', 'laugh', 'calm'] as const)[(i + r) % 3],
        size,
        cx: width / 2 - span / 2 + i * size * overlap,
        cy: bottom - size / 2,
        tilt: ((i * 5 + r * 3) % 7) - 3,
      });
    });
  });
  return placements;
}

/** People side by side in a wide picture (site images), a little right of centre. */
function rowPlacements(people: Person[], width: number, height: number): Placement[] {
  const size = height * (people.length > 2 ? 0.78 : 0.9);
  const step = size * 0.72;
  const span = (people.length - 1) * step;
  const centre = people.length === 1 ? width * 0.68 : width * 0.6;
  return people.map((person, i) => ({
    person,
    expression: i % 2 === 0 ? 'smile' : 'laugh',
    size,
    cx: centre - span / 2 + i * step,
    cy: height - size / 2 + size * 0.06,
    tilt: i % 2 === 0 ? 3 : -3,
  }));
}

/** Where each person's shadow falls on the backdrop: behind and a little to the right. */
function shadowsOf(people: Placement[]): Shadow[] {
  return people.map((p) => ({ cx: p.cx + p.size * 0.06, cy: p.cy + p.size * 0.18, rx: p.size * 0.34, ry: p.size * 0.42 }));
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
    const drawn = await raw(
      sharp(Buffer.from(personSvg(p.person, p.expression, p.size))).rotate(p.tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } }),
    );
    const left = Math.round(p.cx - drawn.info.width / 2);
    const top = Math.round(p.cy - drawn.info.height / 2);
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
