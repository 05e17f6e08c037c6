import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { stopRecording } from '../../api/client/debug';
import { toaster } from '../feedback/toaster';
import { TextPageLayout } from '../pages/TextPageLayout';
import { flushRecording } from './recorder';
import { currentRecordingUuid, giveRecordingConsent, hasRecordingConsent, withdrawRecordingConsent } from './recordingSession';

/** /debug: lets a customer record their session so support can replay what went wrong. */
export function DebugPage() {
  const { t } = useTranslation();
  const [stopping, setStopping] = useState(false);
  const recording = hasRecordingConsent();

  if (!navigator.cookieEnabled) {
    return (
      <TextPageLayout title={t('debug.title')}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('debug.noCookies')}</Alert.Title>
        </Alert.Root>
      </TextPageLayout>
    );
  }

  const start = () => {
    giveRecordingConsent();
    // Recording starts with the app, so a reload begins it from the first paint.
    window.location.reload();
  };

  const stop = async () => {
    setStopping(true);
    try {
      await flushRecording();
      const uuid = currentRecordingUuid();
      if (uuid) await stopRecording(uuid);
      withdrawRecordingConsent();
      window.location.reload();
    } catch (err) {
      console.error('Error stopping debug mode', err);
      toaster.create({ type: 'error', title: t('debug.stopFailed') });
      setStopping(false);
    }
  };

  return (
    <TextPageLayout title={t('debug.title')}>
      <Stack gap="5">
        <Text>{t('debug.explanation')}</Text>
        <Text>{t('debug.privacy')}</Text>
        <Text>{t('debug.howToStop')}</Text>
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">{t('debug.status')}</Text>
          <Badge size="lg" colorPalette={recording ? 'red' : 'gray'} data-testid="recording-status">
            {recording ? t('debug.on') : t('debug.off')}
          </Badge>
        </HStack>
        {recording ? (
          <Button colorPalette="red" alignSelf="flex-start" loading={stopping} onClick={() => void stop()}>
            {t('debug.stop')}
          </Button>
        ) : (
          <Button colorPalette="brand" alignSelf="flex-start" onClick={start}>
            {t('debug.start')}
          </Button>
        )}
      </Stack>
    </TextPageLayout>
  );
}
