import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { addPictureSetByCode } from '../../api/client/codes';
import { canSubmitAccountCode } from '../../domain/account';
import { useTranslation } from '../../i18n';
import { ShopDialog } from '../dialogs/ShopDialog';
import { CodeWarningDialog, type CodeWarning } from '../entry/CodeWarningDialog';
import { CodeField } from '../entry/CodeField';
import { errorText } from '../forms/errorText';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore, useSignedInUser } from '../session/sessionStore';
import { AccountCard } from './AccountCard';
import { useAccountTexts } from './i18n';
import { ACCOUNT_NEW_SET_PATH } from '../routes';

/** Spec 3 §2: after adding a set in the account area the customer lands here. */


/**
 * /my-account/add-picture-set (spec 3 §4 image-code form: idle, loading, then error, warning
 * dialog, redirect or success). Success refreshes the sets and opens the new set.
 */
export function AddPictureSetPage() {
  const { t } = useAccountTexts();
  const { t: shopT } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<CodeWarning | null>(null);
  const [confirming, setConfirming] = useState(false);
  const user = useSignedInUser();

  const finish = async () => {
    setWarning(null);
    setBusy(true);
    // The new set becomes the session's current one on the server; the landing reads both.
    await Promise.all([
      useSessionStore.getState().refresh().catch((err: unknown) => console.warn('Could not reload the session', err)),
      usePictureSetsStore.getState().refresh().catch((err: unknown) => console.warn('Could not reload the picture sets', err)),
    ]);
    navigate(ACCOUNT_NEW_SET_PATH);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitAccountCode(code) || busy) return;
    // Support staff acting as a customer confirm first: the set lands on someone else's account.
    if (user?.isSimulated) setConfirming(true);
    else void add();
  };

  const add = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const answer = await addPictureSetByCode(code.trim());
      if (answer.error) return setError(answer.error);
      if (answer.redirect) return window.location.assign(answer.redirect);
      if (answer.warning) return setWarning({ message: answer.warning.message, subjectName: answer.warning.payload.subject.name });
      if (!answer.valid) return setError(t('addSet.codeNotValid'));
      await finish();
    } catch (err) {
      setError(errorText(err, shopT('common.networkError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t('addSet.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxW="md">
        <Text>{t('addSet.intro')}</Text>
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={!canSubmitAccountCode(code)} loading={busy}>
          {t('addSet.submit')}
        </Button>
      </Stack>
        </form>
      <ShopDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={shopT('entry.confirmTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {shopT('common.cancel')}
            </Button>
            <Button colorPalette="brand" onClick={() => void add()}>
              {t('addSet.submit')}
            </Button>
          </>
        }
      >
        <Text>{shopT('entry.confirmSimulatedAdd', { code: code.trim(), user: user?.name || user?.emailAddress || '' })}</Text>
      </ShopDialog>
      <CodeWarningDialog warning={warning} title={t('addSet.warningTitle')} onClose={() => void finish()} />
    </AccountCard>
  );
}
