import { Alert, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router-dom';
import { RenderHostProvider } from '../../engine/react';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { LabControls } from './LabControls';
import { labOptionsFromParams, labOptionsToParams, labYear, type LabOptions } from './labOptions';
import { labResources } from './labResources';
import { labPictureSources, labThumbnailSources } from './labSources';
import { PartPreviews } from './PartPreviews';
import { ThumbnailGrid } from './ThumbnailGrid';
import { useLabCatalog, type LabCatalog } from './useLabCatalog';

/** The lab's content for support staff: options, the chosen template's parts, and every template's thumbnail. */
export function TemplateLab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useLabCatalog({ set: params.get('set') || null, greenScreenSet: params.get('greenScreenSet') || null });
  if (state.status === 'loading') {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="20" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  if (state.status === 'failed') return <ErrorAlert message={state.message} />;
  return (
    <RenderHostProvider sources={labPictureSources} thumbnailSources={labThumbnailSources}>
      <LabScreen catalog={state.catalog} />
    </RenderHostProvider>
  );
}

function LabScreen({ catalog }: { catalog: LabCatalog }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageLang = i18n.language === 'en' ? 'en' : 'nb';
  const options = useMemo(() => labOptionsFromParams(params, pageLang), [params, pageLang]);
  const thisYear = new Date().getFullYear();
  const chosen = catalog.templates.find((tpl) => tpl.uuid === options.template) ?? null;
  const template = chosen?.template ?? null;
  const { effect, rotation, zoom, longText, lang, pictures } = options;
  // Only what changes the resources, so toggling guides or choosing a template redraws nothing else.
  const resourceOptions = useMemo(() => ({ effect, rotation, zoom, longText, lang, pictures }), [effect, rotation, zoom, longText, lang, pictures]);
  const resources = useMemo(() => (template ? labResources(template, catalog.fixtures, resourceOptions) : null), [template, catalog.fixtures, resourceOptions]);

  const change = (update: Partial<LabOptions>) => setParams(labOptionsToParams({ ...options, ...update }, pageLang), { replace: true });
  const choose = (uuid: string) => {
    change({ template: uuid });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="8">
      <Text color="fg.muted">{t('lab.intro')}</Text>
      {catalog.fixtures.pictures.length === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('lab.noPictures')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box as="section" aria-label={t('lab.options')} bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }}>
        <LabControls templates={catalog.templates} pictureSets={catalog.pictureSets} shownSets={catalog} options={options} onChange={change} thisYear={thisYear} />
      </Box>
      {chosen && !template ? <ErrorAlert message={`${t('lab.invalid')}: ${chosen.problem ?? ''}`} /> : null}
      {template && resources ? (
        <Box as="section" aria-label={chosen?.name}>
          <PartPreviews
            key={template.uuid}
            template={template}
            resources={resources}
            year={labYear(options, template.supportedYears, thisYear)}
            lang={options.lang}
            subjectName={catalog.fixtures.subjectName}
            guides={options.guides}
            size={options.size}
          />
        </Box>
      ) : null}
      <Box as="section">
        <ThumbnailGrid
          templates={catalog.templates}
          fixtures={catalog.fixtures}
          resourceOptions={resourceOptions}
          year={options.year}
          chosen={options.template}
          thisYear={thisYear}
          onChoose={choose}
        />
      </Box>
    </Stack>
  );
}
