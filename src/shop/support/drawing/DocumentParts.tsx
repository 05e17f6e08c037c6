/**
 * Every part of a template instance drawn by the engine at screen size, each named: what the
 * customer made, from the data stored with the line or the recording.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { textIn, userResources, type Template } from '../../../engine/model';
import { TemplateThumbnail } from '../../../engine/react';
import { currentLanguage } from '../../i18n/i18n';
import { useSupportTexts } from '../i18n';

/** `lang`: the language the line was made in (its month names); lines stored before it was kept draw in the page's. */
export function DocumentParts({ template, stored, year, lang: madeIn, size }: { template: Template; stored: unknown; year: number; lang?: 'nb' | 'en'; size: number }) {
  const { t } = useSupportTexts();
  const lang = madeIn ?? currentLanguage();
  const resources = useMemo(() => userResources.safeParse(stored).data, [stored]);
  if (!resources) return <Text color="fg.error">{t('drawing.unreadable')}</Text>;
  return (
    <Flex gap="4" wrap="wrap" data-testid="document-parts">
      {template.parts.map((part, index) => {
        const name = textIn(part.descriptions, lang) || t('drawing.part', { number: index + 1 });
        return (
          <Box as="figure" key={part.id} m="0">
            <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="2">
              <TemplateThumbnail template={template} partIndex={index} resources={resources} year={year} lang={lang} width={size} height={size} alt={name} />
            </Box>
            <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
              {name}
            </Text>
          </Box>
        );
      })}
    </Flex>
  );
}
