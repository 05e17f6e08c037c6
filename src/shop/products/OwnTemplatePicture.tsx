/**
 * The picture of a tile that stands for a whole category or product (the category overview, the
 * 'Other popular products' strip): one of its templates filled with the current picture set's
 * pictures and name and drawn on the server, as the template lists' tiles are. The static picture
 * is shown until the fill is known (asked for once the page is shown) and when the drawing
 * fails. A visitor or a customer without a set keeps the static picture (the template's sample).
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { TILE_DRAWING_WIDTHS, tileDrawingUrl, type TileDrawingInputs } from '../../api/contract/drawings';
import type { PictureSet } from '../../api/client/pictureSets';
import { fillTemplate } from '../../api/client/templates';
import { DrawnImage } from '../drawings/DrawnImage';
import { currentLanguage } from '../i18n/i18n';

interface Filled {
  template: { uuid: string; version: number };
  userResources: unknown;
  year: number;
}

/** One fill per template and subject per page load, shared by every tile showing it. */
const fills = new Map<string, Promise<Filled>>();

function loadFill(templateUuid: string, subjectUuid: string): Promise<Filled> {
  const key = `${templateUuid}:${subjectUuid}`;
  let fill = fills.get(key);
  if (!fill) {
    fill = fillTemplate(templateUuid, subjectUuid).then(({ template, userResources, year }) => ({ template: { uuid: template.uuid, version: template.version }, userResources, year }));
    // Asked for again by the next page that needs it (offline for a moment).
    fill.catch(() => fills.delete(key));
    fills.set(key, fill);
  }
  return fill;
}

function useFill(templateUuid: string | null, subjectUuid: string | null): Filled | null {
  const [state, setState] = useState<{ key: string; fill: Filled } | null>(null);
  const key = templateUuid && subjectUuid ? `${templateUuid}:${subjectUuid}` : '';
  useEffect(() => {
    if (!templateUuid || !subjectUuid) return;
    let live = true;
    loadFill(templateUuid, subjectUuid).then(
      (fill) => live && setState({ key: `${templateUuid}:${subjectUuid}`, fill }),
      (err: unknown) => console.warn(`Template ${templateUuid} could not be filled for the tile; it keeps its picture`, err),
    );
    return () => {
      live = false;
    };
  }, [templateUuid, subjectUuid]);
  return state && state.key === key ? state.fill : null;
}

interface OwnTemplatePictureProps {
  /** The template to draw; null: the static picture only. */
  template: { uuid: string } | null;
  /** The current picture set; null: the static picture only. */
  set: PictureSet | null;
  /** The static picture, filling its box: shown until the drawing is known and when there is none. */
  placeholder: ReactNode;
  alt: string;
  /** How wide the tile is shown at each breakpoint (an <img>'s sizes). */
  sizes: string;
}

export function OwnTemplatePicture({ template, set, placeholder, alt, sizes }: OwnTemplatePictureProps) {
  const fill = useFill(template?.uuid ?? null, set?.subject.uuid ?? null);
  if (!fill || !set) return placeholder;
  const inputs: TileDrawingInputs = {
    template: fill.template,
    subjectUuid: set.subject.uuid,
    lang: currentLanguage(),
    year: fill.year,
    subjectName: set.subject.name,
    userResources: fill.userResources,
  };
  return (
    <Box w="100%" h="100%" data-own-picture={set.subject.name}>
      <DrawnImage
        src={tileDrawingUrl(inputs, 360)}
        srcSet={TILE_DRAWING_WIDTHS.map((width) => `${tileDrawingUrl(inputs, width)} ${width}w`).join(', ')}
        sizes={sizes}
        fallback={placeholder}
        alt={alt}
        w="100%"
        h="100%"
        objectFit="contain"
        decoding="async"
      />
    </Box>
  );
}
