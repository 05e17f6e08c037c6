import { Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { SupportOnly } from '../support/SupportOnly';
import { TemplateLab } from './TemplateLab';

/** /support/template-lab: every template drawn with fixture pictures, for support staff and the visual tests. */
export function TemplateLabPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('lab.title')}
        </Heading>
        <SupportOnly>
          <TemplateLab />
        </SupportOnly>
      </Stack>
    </Container>
  );
}
