import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { verifySubjectCode } from '../../api/client/codes';
import { CodeEntryCard } from './CodeEntryCard';
import { codeFromLink } from './codeFromLink';
import { useCodeAttempt } from './useCodeAttempt';
import { SIGN_IN_PATH } from '../routes';

export interface VerifiedCode {
  code: string;
  subjectName: string;
}

/** What the code flow's account steps (sign in or register) get once the e-mail address is known. */
export interface AccountStepProps extends VerifiedCode {
  email: string;
  onBack: () => void;
}

/** A visitor's first step: check the code anonymously, then ask who they are. */
export function VisitorCodeEntry({ onVerified }: { onVerified: (verified: VerifiedCode) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const field = useCodeAttempt(() => codeFromLink(search));

  const verify = () =>
    field.attempt(async (code) => {
      const answer = await verifySubjectCode(code);
      const problem = answer.errorMessage || answer.error;
      if (problem) return field.setError(problem);
      if (answer.data?.redirect) return window.location.assign(answer.data.redirect);
      if (!answer.valid) return field.setError(t('entry.codeNotValid'));
      onVerified({ code: answer.data?.code ?? code, subjectName: answer.data?.subject?.name ?? '' });
    });

  return (
    <Stack gap="4">
      <CodeEntryCard
        title={t('entry.codeTitle')}
        intro={t('entry.codeIntro')}
        submitLabel={t('entry.showPictures')}
        code={field.code}
        onCodeChange={field.setCode}
        error={field.error}
        busy={field.busy}
        onSubmit={() => void verify()}
      />
      <Box bg="white" borderRadius="2xl" boxShadow="lg" px={{ base: '5', md: '8' }} py="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">{t('entry.alreadyHaveAccount')}</Text>
          <Button variant="outline" colorPalette="brand" onClick={() => navigate(SIGN_IN_PATH)}>
            {t('signIn.submit')}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
