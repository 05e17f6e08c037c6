/**
 * One template of a list: the first page drawn by the engine on the server with the customer's
 * pictures and texts in a 400:290 box (a photo gift at 80 % of it), its name, and a link to its create route.
 */
import { AspectRatio, Box, Image, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { templatePreviewUrl } from '../../api/client/templates';
import { defaultYear } from '../../domain/year';
import { TILE_BOX_RATIO, TILE_DRAWING_WIDTHS, tileDrawingUrl, type TileDrawingInputs } from '../../api/contract/drawings';
import { DrawnImage } from '../drawings/DrawnImage';
import { currentLanguage } from '../i18n/i18n';
import { PRODUCTS_NAMESPACE } from './i18n';
import type { ListedTemplate } from './loadTemplateList';

/** Spec 2 §2.2. */
export const TILE_RATIO = TILE_BOX_RATIO;
/** Photo gifts are fitted at 80 % of the tile (a mug's wrap would touch the edges). */
export const PHOTOGIFT_FIT = 0.8;

interface TemplateTileProps {
  template: ListedTemplate;
  to: string;
  /** 1, or PHOTOGIFT_FIT for photo gifts. */
  fit: number;
  /** Whose pictures to draw the template with (the current set's subject); null: the template's stored preview. */
  subject: TileSubject | null;
  /** The list's first tile: its picture is the page's largest paint, asked for first. */
  priority?: boolean;
}

export interface TileSubject {
  uuid: string;
  name: string;
}

/** The drawing's width for a browser that reads no srcset. */
const DEFAULT_TILE_WIDTH = 360;

export function TemplateTile({ template, to, fit, subject, priority = false }: TemplateTileProps) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  return (
    <LinkBox as="article" borderRadius="md" data-testid="template-tile" _hover={{ '& img': { transform: 'scale(1.02)' } }}>
      <AspectRatio ratio={TILE_RATIO} bg="bg.subtle" borderRadius="md" overflow="hidden" data-testid="tile-box">
        <Box display="flex" alignItems="center" justifyContent="center">
          <Box width={`${fit * 100}%`} height={`${fit * 100}%`} display="flex" alignItems="center" justifyContent="center">
            {subject ? (
              <DrawnTemplate template={template} subject={subject} fit={fit} priority={priority} />
            ) : (
              <Image src={templatePreviewUrl(template.preview.large)} alt={template.name} maxW="100%" maxH="100%" objectFit="contain" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
            )}
          </Box>
        </Box>
      </AspectRatio>
      <Stack gap="0" pt="2">
        <LinkOverlay asChild>
          <RouterLink to={to} aria-label={t('list.templateLink', { name: template.name, product: template.product.name })}>
            <Text as="span" fontSize="sm" fontWeight="medium" lineClamp={2}>
              {template.name}
            </Text>
          </RouterLink>
        </LinkOverlay>
      </Stack>
    </LinkBox>
  );
}

/** Which of the tile's widths the page shows at each breakpoint of the list's grid (2, 3, then 4 columns in a 72rem container). */
const tileSizes = (fit: number) =>
  [`(min-width: 72em) ${Math.round(252 * fit)}px`, `(min-width: 62em) ${Math.round(23 * fit)}vw`, `(min-width: 30em) ${Math.round(30 * fit)}vw`, `${Math.round(45 * fit)}vw`].join(', ');

function DrawnTemplate({ template, subject, fit, priority }: { template: ListedTemplate; subject: TileSubject; fit: number; priority: boolean }) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const inputs: TileDrawingInputs = {
    template: { uuid: template.uuid, version: template.version },
    subjectUuid: subject.uuid,
    lang: currentLanguage(),
    year: defaultYear({ currentYear: new Date().getFullYear(), supportedYears: template.type === 'CALENDAR' ? template.supportedYears : [] }),
    subjectName: subject.name,
    userResources: template.filled,
  };
  return (
    <DrawnImage
      src={tileDrawingUrl(inputs, DEFAULT_TILE_WIDTH)}
      srcSet={TILE_DRAWING_WIDTHS.map((width) => `${tileDrawingUrl(inputs, width)} ${width}w`).join(', ')}
      sizes={tileSizes(fit)}
      fallback={
        <Image src={templatePreviewUrl(template.preview.large)} alt={template.name} title={t('list.noPreview')} w="100%" h="100%" objectFit="contain" data-drawing="failed" />
      }
      alt={template.name}
      w="100%"
      h="100%"
      objectFit="contain"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

export function TemplateTileSkeleton() {
  return (
    <Stack gap="2" data-testid="template-skeleton">
      <AspectRatio ratio={TILE_RATIO}>
        <Skeleton borderRadius="md" />
      </AspectRatio>
      <Skeleton height="4" width="70%" />
    </Stack>
  );
}
