/**
 * The picture of a tile that stands for a whole category or product (the category overview, the
 * 'Other popular products' strip): one of its templates drawn by the engine with the current
 * picture set's pictures and name, as the template lists draw theirs. The static picture is shown
 * first and stays until the drawing is ready: the fill is asked for once the page is shown, the
 * drawing is made once the tile is near the viewport. A visitor, a customer without a set, or a
 * template that cannot be filled or drawn keeps the static picture (the template's sample).
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fillTemplate } from '../../api/client/templates';
import type { PictureSet } from '../../api/client/pictureSets';
import { EditorMediaProvider, useElementSize } from '../../editor';
import { emptyUserResources, userResources, type UserResources } from '../../engine/model';
import { TemplateThumbnail } from '../../engine/react';
import { currentLanguage } from '../i18n/i18n';
import { useTemplateDefinition } from './templateDefinitions';

function engineResources(resources: unknown, template: string): UserResources {
  const parsed = userResources.safeParse(resources);
  if (parsed.success) return parsed.data;
  console.warn(`The pictures for template ${template} cannot be read; it shows empty fields`, parsed.error);
  return emptyUserResources();
}

interface Filled {
  template: { uuid: string; version: number };
  resources: UserResources;
  year: number;
}

/** One fill per template and subject per page load, shared by every tile showing it. */
const fills = new Map<string, Promise<Filled>>();

function loadFill(templateUuid: string, subjectUuid: string): Promise<Filled> {
  const key = `${templateUuid}:${subjectUuid}`;
  let fill = fills.get(key);
  if (!fill) {
    fill = fillTemplate(templateUuid, subjectUuid).then((answer) => ({
      template: answer.template,
      resources: engineResources(answer.userResources, templateUuid),
      year: answer.year,
    }));
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

/**
 * The engine's picture sources for the customer's sets around the tiles, once the sets are known
 * (the provider learns its pictures when it mounts); the tiles show their static pictures until then.
 */
export function OwnPicturesProvider({ sets, children }: { sets: PictureSet[] | null; children: ReactNode }) {
  if (!sets) return children;
  return <EditorMediaProvider pictures={sets.flatMap((set) => set.pictures)}>{children}</EditorMediaProvider>;
}

interface OwnTemplatePictureProps {
  /** The template to draw; null: the static picture only. */
  template: { uuid: string } | null;
  /** The current picture set; null: the static picture only. */
  set: PictureSet | null;
  /** The static picture, filling its box: shown until the drawing is ready and when there is none. */
  placeholder: ReactNode;
  alt: string;
}

export function OwnTemplatePicture({ template, set, placeholder, alt }: OwnTemplatePictureProps) {
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const fill = useFill(template?.uuid ?? null, set?.subject.uuid ?? null);
  return (
    <Box ref={box} w="100%" h="100%" display="flex" alignItems="center" justifyContent="center">
      {fill && set && size.width > 0 && size.height > 0 ? (
        <Drawn fill={fill} subjectName={set.subject.name} width={size.width} height={size.height} placeholder={placeholder} alt={alt} />
      ) : (
        placeholder
      )}
    </Box>
  );
}

interface DrawnProps {
  fill: Filled;
  subjectName: string;
  width: number;
  height: number;
  placeholder: ReactNode;
  alt: string;
}

function Drawn({ fill, subjectName, width, height, placeholder, alt }: DrawnProps) {
  const definition = useTemplateDefinition(fill.template.uuid, fill.template.version);
  if (definition.status !== 'ready') return placeholder;
  const standIn = (s: { width: number; height: number }) => (
    <Box w={`${s.width}px`} h={`${s.height}px`}>
      {placeholder}
    </Box>
  );
  return (
    <Box data-own-picture={subjectName}>
      <TemplateThumbnail
        template={definition.template}
        resources={fill.resources}
        year={fill.year}
        lang={currentLanguage()}
        subjectName={subjectName}
        width={width}
        height={height}
        alt={alt}
        skeleton={standIn}
        fallback={standIn}
      />
    </Box>
  );
}
