/**
 * Renders every part of every demo template with the Node renderer, once with demo photos and
 * once empty (placeholders), so a designer can look at them all:
 *   npx tsx scripts/render-demo-templates.ts [outDir] [--width 600] [--lang nb|en] [--only <name part>]
 * Photos come from the demo generator (made under var/test-media when missing), artwork from
 * generateTemplateArt in the same media dir.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageSlotsOf, parseTemplate, type ImageSlot, type Language, type Template, type UserResources } from '../src/engine/model';
import { createNodeAssets } from '../src/engine/render/nodeBackend';
import { renderPart, type PictureSources } from '../src/engine/render';
import { generateDemoPhotos } from '../src/server/db/seed/photos/generate';
import { localFolderStorage } from '../src/server/storage';
import { DEMO_TEMPLATES, generateTemplateArt } from '../src/server/db/seed/templates';
import { templateArtFile } from '../src/server/services/media/templateArt';

const args = process.argv.slice(2);
const option = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const width = Number(option('--width') ?? 600);
const lang = (option('--lang') ?? 'nb') as Language;
const only = option('--only');
const outDir = path.resolve(args[0] ?? 'var/template-renders');
const mediaDir = path.resolve('var/test-media');
const cacheDir = path.join(outDir, '.cutouts');

const PICTURES = 'demo/pictures';
/** Photos by the kind of picture a slot takes, used in turn so neighbouring slots differ. */
const INDIVIDUAL = ['emma-hansen-ip1', 'emma-hansen-ip2', 'noah-hansen-ip1', 'sara-lunde-ip1', 'emma-hansen-ip4', 'sara-lunde-ip3', 'noah-hansen-ip3'];
const SIBLINGS = ['hansen-siblings', 'sara-ingrid-friends'];
const GROUPS = ['bergen-5b-class', 'bergen-2a-class', 'fjordvik-blaaklokka-group'];
const GREEN_SCREEN = ['olav-berg-ip1', 'olav-berg-ip2', 'olav-berg-ip3'];
const BACKGROUNDS = ['forest', 'summer-sky', 'golden-bokeh', 'studio-blue'];

const fileOf = (key: string): string => path.join(mediaDir, PICTURES, `${key}.jpg`);

/** The green-screen cut-out the renderer expects: the photo with its mask as alpha. */
async function cutout(key: string): Promise<string> {
  const file = path.join(cacheDir, `${key}.png`);
  const { data, info } = await sharp(path.join(mediaDir, PICTURES, `${key}-mask.png`)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  await sharp(fileOf(key))
    .joinChannel(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toFile(file);
  return file;
}

const sizes = new Map<string, { width: number; height: number }>();
async function sizeOf(key: string) {
  if (!sizes.has(key)) {
    const meta = await sharp(fileOf(key)).metadata();
    sizes.set(key, { width: meta.width!, height: meta.height! });
  }
  return sizes.get(key)!;
}

/** A picture for every image slot, chosen by what the slot allows. */
async function resourcesFor(template: Template): Promise<UserResources> {
  const images: UserResources['images'] = {};
  let individual = 0;
  let group = 0;
  let green = 0;
  let sibling = 0;
  for (const slot of template.parts.flatMap(imageSlotsOf)) {
    const key = pictureFor(slot, template);
    const size = await sizeOf(key);
    images[slot.id] = { pictureUuid: key, sourceWidth: size.width, sourceHeight: size.height, cropRect: null, rotation: 0 };
    if (GREEN_SCREEN.includes(key)) images[slot.id].background = { uuid: BACKGROUNDS[(green - 1) % BACKGROUNDS.length] };
  }
  return { images, texts: {} };

  function pictureFor(slot: ImageSlot, t: Template): string {
    const types = slot.allow.pictureTypes;
    if (slot.allow.group === true || (types.length === 1 && types[0] === 'GP')) return GROUPS[group++ % GROUPS.length];
    if (t.separateFromBackground && !slot.disableBackground && types.includes('IP')) return GREEN_SCREEN[green++ % GREEN_SCREEN.length];
    if (!types.includes('IP')) return SIBLINGS[sibling++ % SIBLINGS.length];
    const wide = slot.rect.width > slot.rect.height * 1.25;
    if (wide && (sibling === 0 || individual % 3 === 2)) return SIBLINGS[sibling++ % SIBLINGS.length];
    return INDIVIDUAL[individual++ % INDIVIDUAL.length];
  }
}

const sources: PictureSources = {
  picture: (key) => fileOf(key),
  foreground: (key) => path.join(cacheDir, `${key}.png`),
  background: (key) => path.join(mediaDir, 'demo/backgrounds', `${key}.jpg`),
  art: (src) => templateArtFile(mediaDir, src),
};

const slug = (template: Template): string =>
  `${template.name.en ?? template.name.nb}-v${template.version}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function main(): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const photos = await generateDemoPhotos(localFolderStorage(mediaDir));
  const art = await generateTemplateArt(mediaDir);
  if (photos + art > 0) console.log(`drew ${photos} demo photos and ${art} artworks`);
  await Promise.all(GREEN_SCREEN.map(cutout));
  const assets = createNodeAssets();
  for (const { template: input } of DEMO_TEMPLATES) {
    const parsed = parseTemplate(input);
    if (!parsed.ok) throw new Error(`${input.name.nb}:\n${parsed.error}`);
    const template = parsed.value;
    const name = slug(template);
    if (only && !name.includes(only)) continue;
    const filled = await resourcesFor(template);
    for (const [index, part] of template.parts.entries()) {
      const scale = width / (part.size.width + 2 * template.bleed);
      for (const [variant, resources] of [['', filled], ['-empty', { images: {}, texts: {} }]] as const) {
        const render = await renderPart({ template, part, resources, year: 2027, lang, subjectName: 'Emma Hansen', sources, scale, assets });
        const canvas = render.group.toCanvas({ x: 0, y: 0, width: render.size.width, height: render.size.height, pixelRatio: 1 }) as unknown as { toBuffer(type: 'image/png'): Buffer };
        const file = path.join(outDir, `${name}-${String(index + 1).padStart(2, '0')}-${part.id}${variant}.png`);
        await writeFile(file, canvas.toBuffer('image/png'));
        const problems = [...render.failedImages.map((u) => `failed ${u}`), ...render.overflowingTexts.map((t) => `text overflows: ${t}`)];
        if (variant === '' && problems.length > 0) console.warn(`${path.basename(file)}: ${problems.join('; ')}`);
      }
    }
    console.log(`${name}: ${template.parts.length} part(s)`);
  }
}

await main();
