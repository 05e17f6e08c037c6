import { Badge, Box, Heading, HStack, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { TemplateThumbnail } from '../../engine/react';
import { labResources, type LabFixtureSet, type LabResourceOptions } from './labResources';
import { labYear } from './labOptions';
import type { LabTemplate } from './useLabCatalog';
import { useElementWidth } from './useElementWidth';

/** List tiles keep the shop's 400:290 proportions. */
const TILE_RATIO = 290 / 400;
const MIN_TILE = 240;
const GAP = 12;

interface ThumbnailGridProps {
  templates: LabTemplate[];
  fixtures: LabFixtureSet & { subjectName: string };
  resourceOptions: LabResourceOptions;
  /** The chosen year, or null for each template's default. */
  year: number | null;
  /** The template shown above the grid. */
  chosen: string | null;
  thisYear: number;
  onChoose: (uuid: string) => void;
}

/** Thumbnails of every template, drawn lazily as they scroll into view; a tile opens its template above. */
export function ThumbnailGrid({ templates, ...tile }: ThumbnailGridProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(gridRef);
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_TILE + GAP)));
  // Inside the tile's 1px border.
  const tileWidth = Math.floor((width - GAP * (columns - 1)) / columns) - 2;
  const tileHeight = Math.round(tileWidth * TILE_RATIO);

  return (
    <Stack gap="3">
      <HStack justify="space-between" align="baseline" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('lab.allTemplates')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('lab.templateCount', { count: templates.length })}
        </Text>
      </HStack>
      {templates.length === 0 ? <Text>{t('lab.noTemplates')}</Text> : null}
      <Box ref={gridRef} display="grid" gridTemplateColumns={`repeat(${columns}, minmax(0, 1fr))`} gap={`${GAP}px`}>
        {width > 0
          ? templates.map((tpl) => (
              <Tile key={tpl.uuid} tpl={tpl} {...tile} width={tileWidth} height={tileHeight} />
            ))
          : null}
      </Box>
    </Stack>
  );
}

const TileButton = chakra('button');

function Tile({
  tpl,
  fixtures,
  resourceOptions,
  year,
  chosen,
  thisYear,
  width,
  height,
  onChoose,
}: Omit<ThumbnailGridProps, 'templates'> & { tpl: LabTemplate; width: number; height: number }) {
  const { t } = useTranslation();
  const { template } = tpl;
  const resources = useMemo(() => (template ? labResources(template, fixtures, resourceOptions) : null), [template, fixtures, resourceOptions]);
  const isChosen = chosen === tpl.uuid;
  return (
    <TileButton
      type="button"
      onClick={() => onChoose(tpl.uuid)}
      aria-label={t('lab.showTemplate', { name: tpl.name })}
      aria-current={isChosen ? 'true' : undefined}
      data-testid="lab-tile"
      data-template={tpl.uuid}
      display="flex"
      flexDirection="column"
      justifyContent="flex-start"
      textAlign="start"
      bg="white"
      borderWidth="1px"
      borderColor={isChosen ? 'brand.solid' : 'border'}
      boxShadow={isChosen ? '0 0 0 1px var(--chakra-colors-brand-solid)' : undefined}
      borderRadius="lg"
      overflow="hidden"
      cursor="pointer"
      _hover={{ boxShadow: isChosen ? undefined : 'md' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <Box bg="gray.50" display="flex" justifyContent="center">
        {template && resources ? (
          <TemplateThumbnail
            template={template}
            resources={resources}
            year={labYear({ year }, template.supportedYears, thisYear)}
            lang={resourceOptions.lang}
            subjectName={fixtures.subjectName}
            width={width}
            height={height}
            alt=""
            skeleton={(size) => <Skeleton w={`${size.width}px`} h={`${size.height}px`} borderRadius="0" />}
          />
        ) : (
          <Box w={`${width}px`} h={`${height}px`} p="3" bg="red.50" color="fg.error" fontSize="sm" overflow="auto" whiteSpace="pre-wrap" lineHeight="short">
            <Text fontWeight="semibold">{t('lab.invalid')}</Text>
            {tpl.problem}
          </Box>
        )}
      </Box>
      <Stack gap="1" px="2" py="2">
        {/* Smaller on phones: two tiles a row leave 'Sommeravslutning' no room at sm. */}
        <Text fontSize={{ base: 'xs', md: 'sm' }} fontWeight="semibold">
          {tpl.name}
        </Text>
        <HStack gap="2">
          <Badge size="sm">{t(`lab.types.${tpl.type}`)}</Badge>
          <Text fontSize="xs" color="fg.muted">
            v{tpl.version}
          </Text>
        </HStack>
      </Stack>
    </TileButton>
  );
}
