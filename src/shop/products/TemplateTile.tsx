/**
 * One template of a list: the first page drawn by the engine with the customer's pictures and
 * texts in a 400:290 box (a photo gift at 80 % of it), its name, and a link to its create route.
 */
import { AspectRatio, Box, Image, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { templatePreviewUrl } from '../../api/client/templates';
import { defaultYear } from '../../domain/year';
import { useElementSize } from '../../editor';
import { TemplateThumbnail } from '../../engine/react';
import { currentLanguage } from '../i18n/i18n';
import { PRODUCTS_NAMESPACE } from './i18n';
import type { ListedTemplate } from './loadTemplateList';
import { useTemplateDefinition } from './templateDefinitions';

/** Spec 2 §2.2. */
export const TILE_RATIO = 400 / 290;
/** Photo gifts are fitted at 80 % of the tile (a mug's wrap would touch the edges). */
export const PHOTOGIFT_FIT = 0.8;

interface TemplateTileProps {
  template: ListedTemplate;
  to: string;
  /** 1, or PHOTOGIFT_FIT for photo gifts. */
  fit: number;
  /** Draw the customer's pictures; else show the template's stored preview. */
  ownPictures: boolean;
  subjectName: string;
}

export function TemplateTile({ template, to, fit, ownPictures, subjectName }: TemplateTileProps) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  return (
    <LinkBox as="article" borderRadius="md" data-testid="template-tile" _hover={{ '& img': { transform: 'scale(1.02)' } }}>
      <AspectRatio ratio={TILE_RATIO} bg="bg.subtle" borderRadius="md" overflow="hidden" data-testid="tile-box">
        <Box display="flex" alignItems="center" justifyContent="center">
          <Box width={`${fit * 100}%`} height={`${fit * 100}%`} display="flex" alignItems="center" justifyContent="center">
            {ownPictures ? (
              <DrawnTemplate template={template} subjectName={subjectName} />
            ) : (
              <Image src={templatePreviewUrl(template.preview.large)} alt={template.name} maxW="100%" maxH="100%" objectFit="contain" loading="lazy" />
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

function DrawnTemplate({ template, subjectName }: { template: ListedTemplate; subjectName: string }) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const definition = useTemplateDefinition(template.uuid, template.version);
  const year = defaultYear({ currentYear: new Date().getFullYear(), supportedYears: template.supportedYears });
  return (
    <Box ref={box} width="100%" height="100%" display="flex" alignItems="center" justifyContent="center">
      {definition.status === 'failed' ? (
        <Image src={templatePreviewUrl(template.preview.large)} alt={template.name} maxW="100%" maxH="100%" objectFit="contain" title={t('list.noPreview')} />
      ) : definition.status === 'loading' || size.width === 0 ? (
        <Skeleton width="100%" height="100%" />
      ) : (
        <TemplateThumbnail
          template={definition.template}
          resources={template.filled}
          year={year}
          lang={currentLanguage()}
          subjectName={subjectName}
          width={size.width}
          height={size.height}
          alt={template.name}
          skeleton={(s) => <Skeleton width={`${s.width}px`} height={`${s.height}px`} />}
        />
      )}
    </Box>
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
