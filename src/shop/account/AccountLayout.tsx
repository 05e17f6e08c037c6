import { Box, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { getAccountData } from '../../api/client/account';
import { useFirstAnswerOnce } from '../ssr/answers';
import { FramedByLayout } from '../ui/PageFrame';
import { useAccountDataStore } from './accountDataStore';
import { AccountMenu } from './AccountMenu';
import { useAccountTexts } from './i18n';
import { ShareDialog } from './share/ShareDialog';

/**
 * /my-account and its sub-pages (spec 3 §2): the account menu stays beside the page on wide
 * screens and above it on phones, so every account screen is one tap from the others.
 */
export function AccountLayout() {
  const { t } = useAccountTexts();
  const [sharing, setSharing] = useState(false);
  // The server's render loads the account's data too, so the menu and the cancel screen come whole.
  const { first, startedWithAnswer } = useFirstAnswerOnce('account-data', getAccountData);
  useState(() => first && useAccountDataStore.getState().setPackageSubjects(first.value.packageForInspectionSubjects));

  useEffect(() => {
    if (startedWithAnswer()) return;
    // Without the list the menu simply has no 'Cancel picture packages' entry; nothing to report.
    useAccountDataStore.getState().load().catch((err: unknown) => console.warn('Could not load the account data', err));
  }, [startedWithAnswer]);

  return (
    <Container maxW="6xl" py={{ base: '4', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '3xl' }} color="brand.fg" mb={{ base: '3', md: '6' }}>
        {t('menu.title')}
      </Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="flex-start">
        <Box as="nav" aria-label={t('menu.label')} w={{ base: 'full', md: '64' }} flexShrink={0}>
          <AccountMenu onShare={() => setSharing(true)} />
        </Box>
        <Stack flex="1" minW="0" w="full" gap="6">
          <FramedByLayout>
            <Outlet />
          </FramedByLayout>
        </Stack>
      </Flex>
      <ShareDialog open={sharing} onClose={() => setSharing(false)} />
    </Container>
  );
}
