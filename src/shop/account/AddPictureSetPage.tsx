import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { canSubmitAccountCode } from '../../domain/account';
import { CodeWarningDialog } from '../entry/CodeWarningDialog';
import { CodeField } from '../entry/CodeField';
import { ConfirmSimulatedAddDialog } from '../entry/ConfirmSimulatedAddDialog';
import { useAddPictureSet } from '../entry/useAddPictureSet';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore, useSignedInUser } from '../session/sessionStore';
import { AccountCard } from './AccountCard';
import { useAccountTexts } from './i18n';
import { ACCOUNT_NEW_SET_PATH } from '../routes';

/**
 * /my-account/add-picture-set (spec 3 §4 image-code form: idle, loading, then error, warning
 * dialog, redirect or success). Success refreshes the sets and opens the new set.
 */
export function AddPictureSetPage() {
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const adding = useAddPictureSet({
    simulated: Boolean(user?.isSimulated),
    notValidText: t('addSet.codeNotValid'),
    onAdded: async () => {
      // The new set becomes the session's current one on the server; the landing reads both.
      await Promise.all([
        useSessionStore.getState().refresh().catch((err: unknown) => console.warn('Could not reload the session', err)),
        usePictureSetsStore.getState().refresh().catch((err: unknown) => console.warn('Could not reload the picture sets', err)),
      ]);
      navigate(ACCOUNT_NEW_SET_PATH);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitAccountCode(adding.code) || adding.busy) return;
    adding.submit();
  };

  return (
    <AccountCard title={t('addSet.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxW="md">
        <Text>{t('addSet.intro')}</Text>
        <CodeField
          value={adding.code}
          onChange={adding.setCode}
          error={adding.error}
        />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={!canSubmitAccountCode(adding.code)} loading={adding.busy}>
          {t('addSet.submit')}
        </Button>
      </Stack>
        </form>
      <ConfirmSimulatedAddDialog
        open={adding.confirming}
        code={adding.code}
        userLabel={user?.name || user?.emailAddress || ''}
        confirmLabel={t('addSet.submit')}
        onConfirm={() => void adding.add()}
        onClose={adding.cancelConfirming}
      />
      <CodeWarningDialog warning={adding.warning} title={t('addSet.warningTitle')} onClose={() => void adding.finish()} />
    </AccountCard>
  );
}
