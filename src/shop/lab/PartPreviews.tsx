import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { textIn, type Language, type Template, type UserResources } from '../../engine/model';
import { PartCanvas } from '../../engine/react';
import type { PartRender } from '../../engine/render';
import { useElementWidth } from './useElementWidth';

interface PartPreviewsProps {
  template: Template;
  resources: UserResources;
  year: number;
  lang: Language;
  subjectName: string;
  guides: boolean;
  /** A fixed square box per part (the visual tests' size); null fits the page. */
  size: number | null;
}

/** Widest a part is drawn when it fits the page: large enough to judge, small enough to compare two. */
const MAX_BOX = 560;
const GAP = 16;

/** Every part of the template drawn live, with what the render reports (texts that overflow, pictures that failed). */
export function PartPreviews({ template, resources, year, lang, subjectName, guides, size }: PartPreviewsProps) {
  const { t, i18n } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(gridRef);
  const columns = size === null && width >= 2 * 360 + GAP && template.parts.length > 1 ? 2 : 1;
  // Inside each card's border and padding.
  const fitted = Math.min(MAX_BOX, Math.floor((width - GAP * (columns - 1)) / columns) - 2 * 13);
  const box = size ?? fitted;
  const pageLang = i18n.language === 'en' ? 'en' : 'nb';

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t('lab.parts')}
      </Heading>
      <SimpleGrid ref={gridRef} columns={columns} gap={`${GAP}px`}>
        {template.parts.map((part, index) => (
          <Box key={part.id} as="figure" data-testid="lab-part" bg="white" borderWidth="1px" borderRadius="lg" p="3" minW="0">
            <Text as="figcaption" fontSize="sm" fontWeight="semibold" mb="2">
              {t('lab.part', { index: index + 1, count: template.parts.length, name: textIn(part.descriptions, pageLang) })}
            </Text>
            {box > 0 ? (
              <PartPreview template={template} partIndex={index} resources={resources} year={year} lang={lang} subjectName={subjectName} guides={guides} box={box} />
            ) : null}
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type Report = { overflowing: string[]; failed: number } | { error: true };

function PartPreview({
  template,
  partIndex,
  resources,
  year,
  lang,
  subjectName,
  guides,
  box,
}: Omit<PartPreviewsProps, 'size'> & { partIndex: number; box: number }) {
  const { t } = useTranslation();
  const [report, setReport] = useState<Report | null>(null);
  const onRender = (render: PartRender) => setReport({ overflowing: render.overflowingTexts, failed: render.failedImages.length });
  return (
    <Stack gap="2" align="center">
      <Box boxShadow="sm" lineHeight="0">
        <PartCanvas
          template={template}
          part={template.parts[partIndex]}
          resources={resources}
          year={year}
          lang={lang}
          subjectName={subjectName}
          width={box}
          height={box}
          area={guides ? 'bleed' : 'trim'}
          guides={guides ? { bleed: true, safeArea: true } : undefined}
          onRender={onRender}
          onError={() => setReport({ error: true })}
        />
      </Box>
      {report && 'error' in report ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('lab.renderFailed')}
        </Text>
      ) : null}
      {report && 'overflowing' in report && report.overflowing.length > 0 ? (
        <Text color="orange.fg" fontSize="sm" data-testid="lab-overflow">
          {t('lab.overflowing', { slots: report.overflowing.join(', ') })}
        </Text>
      ) : null}
      {report && 'failed' in report && report.failed > 0 ? (
        <Text color="fg.error" fontSize="sm">
          {t('lab.failedImages', { count: report.failed })}
        </Text>
      ) : null}
    </Stack>
  );
}
