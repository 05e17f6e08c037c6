import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { addPictureSetByCode } from '../../api/client/codes';
import type { User } from '../../api/client/auth';
import { ShopDialog } from '../dialogs/ShopDialog';
import { CodeWarningDialog, type CodeWarning } from './CodeWarningDialog';
import { errorText } from '../forms/errorText';
import { CodeEntryCard } from './CodeEntryCard';
import { codeFromLink } from './codeFromLink';
import { useAfterSignIn } from './useAfterSignIn';
import { PICTURE_SETS_PATH } from '../routes';


/** A signed-in customer's code field: the code adds the picture set to the account directly. */
export function SignedInCodeEntry({ user }: { user: User }) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const { search } = useLocation();
  const [code, setCode] = useState(() => codeFromLink(search));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [warning, setWarning] = useState<CodeWarning | null>(null);
  const userLabel = user.name || user.emailAddress;

  const finish = async () => {
    setWarning(null);
    setBusy(true);
    await afterSignIn({ withCode: true });
  };

  const addCode = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const answer = await addPictureSetByCode(code.trim());
      if (answer.error) return setError(answer.error);
      if (answer.redirect) return window.location.assign(answer.redirect);
      if (answer.warning) return setWarning({ message: answer.warning.message, subjectName: answer.warning.payload.subject.name });
      if (!answer.valid) return setError(t('entry.codeNotValid'));
      await finish();
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    // Support staff simulating a customer confirm first: the set lands on someone else's account.
    if (user.isSimulated) setConfirming(true);
    else void addCode();
  };

  return (
    <Stack gap="4">
      <CodeEntryCard
        title={t('entry.addTitle')}
        intro={t('entry.addIntro')}
        submitLabel={t('entry.addPictures')}
        code={code}
        onCodeChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        busy={busy}
        onSubmit={submit}
      />

      <Box bg="white" borderRadius="2xl" boxShadow="lg" px={{ base: '5', md: '8' }} py="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text overflowWrap="anywhere">{t('entry.signedInAs', { name: userLabel })}</Text>
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" minH="11">
            <RouterLink to={PICTURE_SETS_PATH}>{t('menu.myPictureSets')}</RouterLink>
          </Link>
        </HStack>
      </Box>

      <ShopDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('entry.confirmTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button colorPalette="brand" onClick={() => void addCode()}>
              {t('entry.addPictures')}
            </Button>
          </>
        }
      >
        <Text>{t('entry.confirmSimulatedAdd', { code: code.trim(), user: userLabel })}</Text>
      </ShopDialog>

      <CodeWarningDialog warning={warning} title={t('entry.warningTitle')} onClose={() => void finish()} />
    </Stack>
  );
}
