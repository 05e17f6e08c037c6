import { Alert, Box, Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RecordingList } from './RecordingList';
import { SimulateCustomerForm } from './SimulateCustomerForm';
import { useIsSupport } from './useIsSupport';

/** /support: tools for customer service (simulate a customer, replay debug recordings). */
export function SupportPage() {
  const { t } = useTranslation();
  const isSupport = useIsSupport();
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {t('menu.support')}
        </Heading>
        {!isSupport ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('support.forbidden')}</Alert.Title>
          </Alert.Root>
        ) : (
          <>
            <Box as="section" aria-labelledby="simulate-heading" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
              <Heading as="h2" id="simulate-heading" size="lg" mb="4">
                {t('support.simulateTitle')}
              </Heading>
              <SimulateCustomerForm />
            </Box>
            <Box as="section" aria-labelledby="recordings-heading" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
              <Heading as="h2" id="recordings-heading" size="lg" mb="4">
                {t('support.recordingsTitle')}
              </Heading>
              <RecordingList />
            </Box>
          </>
        )}
      </Stack>
    </Container>
  );
}
