/**
 * What a create page of the editor (spec 2 §2.2) opens with, named in the page so the browser
 * fetches it while the shop's script downloads and runs: in the head, the template's preview
 * (shown until the canvas is drawn) and the code of the editor's page and of the editor; later in
 * the page, once read, the photos, artwork and fonts of the first part as the page's fill placed
 * them. Without these, each of them waits for the one before it
 * (script, shell, editor code, template, fill, photos). The page's first calls are answered in the
 * page itself (editorPageAnswers). Only for a signed-in customer: a visitor is sent to sign in.
 */
import { createTargetOfPath, currentTemplatePreviewPath, type CreateTarget } from '../../api/contract/editorPages';
import { ART_CANVAS_SIZE } from '../../api/contract/limits';
import { CANVAS_PICTURE_SIZE, artSourceUrl, fillMediaSrc } from '../../api/contract/mediaPaths';
import { fillTemplate } from '../../api/contract/templates';
import { fontFilesOf, fontsOf, pictureNeeds, type PictureSources } from '../../engine/render';
import { userResources, type Template, type UserResources } from '../../engine/model';
import type { AppDeps } from '../http/context';
import type { SessionState } from '../services/auth/sessions';
import { foregroundSrcTemplate, pictureSrcTemplate } from '../services/media/derivatives';
import { findTemplateVersion } from '../services/templates/templateStore';
import { buildManifest, chunksWithTexts, type Manifest } from './buildManifest';
import type { HeadHint } from './headHints';

/** The editor page's module (the frame and the preview) and the editor's own (Konva), as the build names them. */
export const EDITOR_PAGE_MODULES = ['src/shop/editorPage/EditorPage.tsx', 'src/shop/editorPage/EditorSessionPage.tsx'] as const;

/** The code of the editor's pages and the texts they load in `lang`; the shop's own script is in the page already. */
export function editorCodeHints(manifest: Manifest, lang: string): HeadHint[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return chunksWithTexts(manifest, [...(entry ? [entry] : []), ...EDITOR_PAGE_MODULES], lang)
    .filter((key) => key !== entry)
    .map((key) => ({ kind: 'module', href: `/${manifest[key].file}` }));
}

/** The canvas's photos (800 px, unfiltered: the engine filters them), artwork and fonts of the template's first part as the fill placed them. */
function firstPartHints(template: Template, resources: UserResources, manifest: Manifest | null): HeadHint[] {
  const part = template.parts[0];
  // A green-screen background's address belongs to the browser's client; its cut-out is named here.
  const sources: PictureSources = {
    picture: (uuid) => fillMediaSrc(pictureSrcTemplate(uuid), CANVAS_PICTURE_SIZE),
    foreground: (uuid) => fillMediaSrc(foregroundSrcTemplate(uuid), CANVAS_PICTURE_SIZE),
    background: () => '',
    art: (src) => artSourceUrl(src, ART_CANVAS_SIZE),
  };
  const photos = pictureNeeds(part, resources, sources).flatMap((need) => need.urls.filter((url) => url !== ''));
  const art = part.layers.flatMap((layer) => (layer.kind === 'art' && layer.paint.kind === 'image' ? [sources.art(layer.paint.src)] : []));
  const fonts = fontsOf(part.layers, resources)
    .flatMap(({ family, weight }) => fontFilesOf(family, weight))
    .flatMap((file) => {
      const built = manifest?.[`node_modules/${file.packageFile}`];
      return built ? [{ kind: 'font' as const, href: `/${built.file}` }] : [];
    });
  return [...fonts, ...[...photos, ...art].map((href) => ({ kind: 'canvasPicture' as const, href }))];
}

/** The create page at `pathname` when a signed-in customer opens it (the only one the hints and answers are for), else null. */
export function signedInCreateTarget(pathname: string, session: SessionState | null): { target: CreateTarget; userUuid: string; session: SessionState } | null {
  const target = createTargetOfPath(pathname);
  const userUuid = session?.user?.uuid;
  return target && session && userUuid ? { target, userUuid, session } : null;
}

/** The head's hints, which need nothing read: the template's preview and the editor's code. */
export function editorPageHeadHints(deps: AppDeps, pathname: string, session: SessionState | null, lang: 'nb' | 'en'): HeadHint[] {
  const page = signedInCreateTarget(pathname, session);
  if (!page) return [];
  const manifest = buildManifest(deps.config.distDir);
  const preview: HeadHint = { kind: 'image', href: currentTemplatePreviewPath(page.target.templateUuid), high: true };
  return [preview, ...(manifest ? editorCodeHints(manifest, lang) : [])];
}

/**
 * The photos, artwork and fonts of the template's first part as the page's fill answer
 * (editorPageAnswers, made only for a signed-in customer's create page) placed them: the same
 * answer the editor opens with, so the hints name the very files it draws. None without a fill.
 */
export async function editorFirstPartHints(deps: AppDeps, fill: unknown): Promise<HeadHint[]> {
  const filled = fillTemplate.response.safeParse(fill);
  if (!filled.success) return [];
  const template = await findTemplateVersion(deps.db, filled.data.template.uuid, filled.data.template.version);
  return template ? firstPartHints(template, userResources.parse(filled.data.userResources), buildManifest(deps.config.distDir)) : [];
}
