import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { User } from '../../api/client/auth';
import { CodeWarningDialog } from './CodeWarningDialog';
import { ConfirmSimulatedAddDialog } from './ConfirmSimulatedAddDialog';
import { CodeEntryCard } from './CodeEntryCard';
import { codeFromLink } from './codeFromLink';
import { useAddPictureSet } from './useAddPictureSet';
import { useAfterSignIn } from './useAfterSignIn';
import { PICTURE_SETS_PATH } from '../routes';


/** A signed-in customer's code field: the code adds the picture set to the account directly. */
export function SignedInCodeEntry({ user }: { user: User }) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const { search } = useLocation();
  const userLabel = user.name || user.emailAddress;
  const adding = useAddPictureSet({
    initialCode: () => codeFromLink(search),
    simulated: Boolean(user.isSimulated),
    notValidText: t('entry.codeNotValid'),
    onAdded: () => afterSignIn({ withCode: true }),
  });

  return (
    <Stack gap="4">
      <CodeEntryCard
        title={t('entry.addTitle')}
        intro={t('entry.addIntro')}
        submitLabel={t('entry.addPictures')}
        code={adding.code}
        onCodeChange={adding.setCode}
        error={adding.error}
        busy={adding.busy}
        onSubmit={adding.submit}
      />

      <Box bg="white" borderRadius="2xl" boxShadow="lg" px={{ base: '5', md: '8' }} py="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text overflowWrap="anywhere">{t('entry.signedInAs', { name: userLabel })}</Text>
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" minH="11">
            <RouterLink to={PICTURE_SETS_PATH}>{t('menu.myPictureSets')}</RouterLink>
          </Link>
        </HStack>
      </Box>

      <ConfirmSimulatedAddDialog
        open={adding.confirming}
        code={adding.code}
        userLabel={userLabel}
        confirmLabel={t('entry.addPictures')}
        onConfirm={() => void adding.add()}
        onClose={adding.cancelConfirming}
      />

      <CodeWarningDialog warning={adding.warning} title={t('entry.warningTitle')} onClose={() => void adding.finish()} />
    </Stack>
  );
}
