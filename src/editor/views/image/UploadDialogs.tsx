/**
 * Own uploads on screen (spec 2 §8): 'Upload status' with a progress bar and 'Retrying...' while
 * a file is tried again, then 'Upload failed' when a file could not be sent, with the server's
 * reason for a file it refused and the files that were not pictures.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Progress } from '../../../chakra';
import { useTranslation } from '../../../i18n';
import { EditorDialog } from '../../dialogs/EditorDialog';
import type { UploadProgress } from './uploadQueue';

export function UploadStatusDialog({ progress }: { progress: UploadProgress | null }) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={progress !== null}
      // The upload cannot be stopped halfway: the dialog closes when it ends.
      onDismiss={() => undefined}
      title={t('upload.statusTitle')}
      footer={null}
    >
      {progress ? (
        <Stack gap="2" data-testid="upload-status">
          <Progress.Root value={progress.done} max={progress.total} colorPalette="brand" aria-label={t('upload.statusTitle')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('upload.progress', { done: progress.done, total: progress.total })}
          </Text>
          <Text fontSize="sm" role="status">
            {progress.retrying ? t('upload.retrying') : progress.current ? t('upload.uploading', { name: progress.current }) : null}
          </Text>
        </Stack>
      ) : null}
    </EditorDialog>
  );
}

export interface UploadProblems {
  /** Files still failing after every attempt. */
  failed: string[];
  /** The server's reasons for files it would not take. */
  refused: { name: string; message: string }[];
  /** Files that were not pictures of a type the shop takes (never sent). */
  rejected: string[];
}

export const hasProblems = (problems: UploadProblems): boolean => problems.failed.length + problems.refused.length + problems.rejected.length > 0;

export function UploadFailedDialog({ problems, onClose }: { problems: UploadProblems | null; onClose: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={problems !== null}
      onDismiss={onClose}
      title={t('upload.failedTitle')}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('upload.ok')}
        </Button>
      }
    >
      {problems ? (
        <Stack gap="2">
          {problems.failed.length > 0 ? (
            <>
              <Text>{t('upload.failedText')}</Text>
              <Text>{t('upload.failedCheck')}</Text>
            </>
          ) : null}
          {problems.refused.map((refusal, index) => (
            <Text key={index}>{t('upload.refused', { message: refusal.message })}</Text>
          ))}
          {problems.rejected.length > 0 ? <Text>{t('upload.wrongType', { names: problems.rejected.join(', ') })}</Text> : null}
        </Stack>
      ) : null}
    </EditorDialog>
  );
}
