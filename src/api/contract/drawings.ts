/**
 * Server-drawn pictures of templates for lists and order lines: the same engine drawing the
 * print file and the confirmation mail use, as WebP, so the shop's lists need no canvas code.
 * The URL names what the picture is drawn from (a digest of it), so a browser keeps it for good
 * and a changed picture set or line gets a new URL. Shared by the pages that ask and the server
 * that answers.
 */
import { contentDigest } from '../../domain/drawings';

/** Bumped when drawings would come out differently, so URLs cached by browsers change. */
export const DRAWING_RENDER_VERSION = 1;

/** Widths in px a template tile's drawing is made at (its box is 400:290); the page picks by srcset. */
export const TILE_DRAWING_WIDTHS = [180, 270, 360, 540] as const;
export type TileDrawingWidth = (typeof TILE_DRAWING_WIDTHS)[number];
export const TILE_BOX_RATIO = 400 / 290;

/** Square boxes in px an order line's drawing fits: the cart's, the summary's and the receipt's, at 1x and 2x. */
export const LINE_DRAWING_BOXES = [56, 64, 96, 112, 128, 192] as const;
export type LineDrawingBox = (typeof LINE_DRAWING_BOXES)[number];

/** What a tile of a customer's list is drawn from: the template version filled with a subject's set. */
export interface TileDrawingInputs {
  template: { uuid: string; version: number };
  subjectUuid: string;
  lang: 'nb' | 'en';
  year: number;
  subjectName: string;
  /** The filled resources as the list call returns them. */
  userResources: unknown;
}

export const tileDrawingDigest = (inputs: TileDrawingInputs): string => contentDigest({ r: DRAWING_RENDER_VERSION, ...inputs });

export const tileDrawingUrl = (inputs: TileDrawingInputs, width: TileDrawingWidth): string =>
  `/api/webshop/drawings/templates/${inputs.template.uuid}/${inputs.template.version}/${inputs.subjectUuid}/${width}.webp?lang=${inputs.lang}&v=${tileDrawingDigest(inputs)}`;

/** What an order line (in the cart or in an order) is drawn from: its pinned version and stored data. */
export interface LineDrawingInputs {
  template: { uuid: string; version: number };
  templateData: unknown;
}

export const lineDrawingDigest = (inputs: LineDrawingInputs): string => contentDigest({ r: DRAWING_RENDER_VERSION, template: inputs.template, templateData: inputs.templateData });

export const lineDrawingUrl = (lineUuid: string, inputs: LineDrawingInputs, box: LineDrawingBox): string =>
  `/api/webshop/drawings/lines/${lineUuid}/${box}.webp?v=${lineDrawingDigest(inputs)}`;

/** The stored preview of a template version (its empty drawing), shown when a drawing fails. */
export const storedPreviewPath = (template: { uuid: string; version: number }): string => `/templates/all/${template.uuid}_v${template.version}.png`;
