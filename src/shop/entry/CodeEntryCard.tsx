import { Box, Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { canSubmitPictureCode } from '../../domain/validation';
import { useDialogStore } from '../dialogs/dialogStore';
import { CodeField } from './CodeField';
import { EntryCard } from './EntryCard';
import { LinkButton } from './LinkButton';

/**
 * The front page's code card for visitors and signed-in customers alike: the code field, its
 * submit button and 'Not received a code?'. What a code does is up to `onSubmit`, which is only
 * called for a code long enough to send and never while the last one is still on its way.
 */
export function CodeEntryCard({
  title,
  intro,
  submitLabel,
  code,
  onCodeChange,
  error,
  busy,
  onSubmit,
}: {
  title: ReactNode;
  intro: ReactNode;
  submitLabel: ReactNode;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const showDialog = useDialogStore((s) => s.show);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitPictureCode(code) || busy) return;
    onSubmit();
  };

  return (
    <EntryCard title={title} intro={intro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <CodeField value={code} onChange={onCodeChange} error={error} />
          <Button type="submit" colorPalette="brand" disabled={!canSubmitPictureCode(code)} loading={busy} w="full">
            {submitLabel}
          </Button>
        </Stack>
      </form>
      <Box>
        <LinkButton onClick={() => showDialog('no-code')}>{t('noCode.title')}</LinkButton>
      </Box>
    </EntryCard>
  );
}
