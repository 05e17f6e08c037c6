import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { useSupportTexts } from './i18n';
import { JobList } from './JobList';
import { RecordingList } from './RecordingList';
import { SupportSearch } from './search/SupportSearch';
import { SimulateCustomerForm } from './SimulateCustomerForm';
import { SupportScreen, ToolSection } from './SupportScreen';
import { TEMPLATE_LAB_PATH } from '../routes';

/** /support: tools for customer service (find a customer or order, simulate a customer, replay debug recordings, failing jobs, the template lab). */
export function SupportPage() {
  const { t } = useTranslation();
  const { t: ts } = useSupportTexts();
  return (
    <SupportScreen title={t('menu.support')}>
      <Stack gap="8">
        <ToolSection headingId="search-heading" title={ts('search.title')}>
          <SupportSearch />
        </ToolSection>
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
            <RouterLink to={TEMPLATE_LAB_PATH}>{t('support.openLab')}</RouterLink>
          </Button>
        </ToolSection>
      </Stack>
    </SupportScreen>
  );
}
