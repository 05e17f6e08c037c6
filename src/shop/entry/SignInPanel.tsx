import { useTranslation } from '../../i18n';
import { EntryCard } from './EntryCard';
import { LoginForm } from './LoginForm';

/** The sign-in screen (/#login): e-mail and password, 'Back' and 'Sign in'. */
export function SignInPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <EntryCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <LoginForm backLabel={t('common.back')} onBack={onBack} />
    </EntryCard>
  );
}
