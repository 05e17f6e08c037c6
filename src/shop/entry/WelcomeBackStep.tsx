import { useTranslation } from '../../i18n';
import { EntryCard } from './EntryCard';
import { LoginForm } from './LoginForm';
import type { AccountStepProps } from './VisitorCodeEntry';

/** 'Welcome back': the account exists, so the password signs in and adds the code's picture set. */
export function WelcomeBackStep({ email, code, subjectName, onBack }: AccountStepProps) {
  const { t } = useTranslation();
  return (
    <EntryCard
      title={t('entry.welcomeBack')}
      intro={subjectName ? t('entry.welcomeBackIntro', { name: subjectName }) : t('entry.welcomeBackIntroNoName')}
    >
      <LoginForm knownEmail={email} code={code} backLabel={t('entry.goBack')} onBack={onBack} />
    </EntryCard>
  );
}
