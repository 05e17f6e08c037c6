import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { JobList } from './JobList';
import { RecordingList } from './RecordingList';
import { SimulateCustomerForm } from './SimulateCustomerForm';
import { SupportOnly } from './SupportOnly';

/** /support: tools for customer service (simulate a customer, replay debug recordings, failing jobs, the template lab). */
export function SupportPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('menu.support')}
        </Heading>
        <SupportOnly>
          <ToolSection headingId="simulate-heading" title={t('support.simulateTitle')}>
            <SimulateCustomerForm />
          </ToolSection>
          <ToolSection headingId="recordings-heading" title={t('support.recordingsTitle')}>
            <RecordingList />
          </ToolSection>
          <ToolSection headingId="jobs-heading" title={t('support.jobsTitle')}>
            <JobList />
          </ToolSection>
          <ToolSection headingId="lab-heading" title={t('support.labTitle')}>
            <Text mb="4">{t('support.labIntro')}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to="/support/template-lab">{t('support.openLab')}</RouterLink>
            </Button>
          </ToolSection>
        </SupportOnly>
      </Stack>
    </Container>
  );
}

/** One tool's white box, a region named by its heading. */
function ToolSection({ headingId, title, children }: { headingId: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
