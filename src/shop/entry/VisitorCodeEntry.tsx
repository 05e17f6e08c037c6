import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { verifySubjectCode } from '../../api/client/codes';
import { canSubmitPictureCode } from '../../domain/validation';
import { useDialogStore } from '../dialogs/dialogStore';
import { errorText } from '../forms/errorText';
import { CodeField } from './CodeField';
import { EntryCard } from './EntryCard';
import { LinkButton } from './LinkButton';

export interface VerifiedCode {
  code: string;
  subjectName: string;
}

/** A visitor's first step: check the code anonymously, then ask who they are. */
export function VisitorCodeEntry({ onVerified }: { onVerified: (verified: VerifiedCode) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showDialog = useDialogStore((s) => s.show);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmitPictureCode(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await verifySubjectCode(code.trim());
      const problem = answer.errorMessage || answer.error;
      if (problem) return setError(problem);
      if (answer.data?.redirect) return window.location.assign(answer.data.redirect);
      if (!answer.valid) return setError(t('entry.codeNotValid'));
      onVerified({ code: answer.data?.code ?? code.trim(), subjectName: answer.data?.subject?.name ?? '' });
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <EntryCard title={t('entry.codeTitle')} intro={t('entry.codeIntro')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <CodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(null);
              }}
              error={error}
            />
            <Button type="submit" colorPalette="brand" disabled={!canSubmitPictureCode(code)} loading={busy} w="full">
              {t('entry.showPictures')}
            </Button>
          </Stack>
        </form>
        <Box>
          <LinkButton onClick={() => showDialog('no-code')}>{t('noCode.title')}</LinkButton>
        </Box>
      </EntryCard>
      <Box bg="white" borderRadius="2xl" boxShadow="lg" px={{ base: '5', md: '8' }} py="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">{t('entry.alreadyHaveAccount')}</Text>
          <Button variant="outline" colorPalette="brand" onClick={() => navigate('/#login')}>
            {t('signIn.submit')}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
