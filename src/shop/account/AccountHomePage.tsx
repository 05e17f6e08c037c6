import { Text } from '@chakra-ui/react';
import { useSignedInUser } from '../session/sessionStore';
import { AccountCard } from './AccountCard';
import { useAccountTexts } from './i18n';

/** /my-account itself: the menu beside it is the content; this greets the customer. */
export function AccountHomePage() {
  const { t } = useAccountTexts();
  const user = useSignedInUser();
  return (
    <AccountCard title={t('home.greeting', { name: user?.name || user?.emailAddress || '' })}>
      <Text>{t('home.intro')}</Text>
    </AccountCard>
  );
}
