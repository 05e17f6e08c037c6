import { Box, Flex, Image, Stack } from '@chakra-ui/react';
import { lazy, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDialogStore } from '../dialogs/dialogStore';
import { useSignedInUser } from '../session/sessionStore';
import { useSettings } from '../settings/settingsStore';
import { Suspended } from '../ui/Suspended';
import { useHydrated } from '../ssr/useHydrated';
import { EmailStep } from './EmailStep';
import { frontPageBackdrop } from './frontPageBackdrop';
import { LinkButton } from './LinkButton';
import { SignedInCodeEntry } from './SignedInCodeEntry';
import { SignInPanel } from './SignInPanel';
import { VisitorCodeEntry, type VerifiedCode } from './VisitorCodeEntry';
import { WelcomeBackStep } from './WelcomeBackStep';
import { FRONT_PAGE_PATH } from '../routes';

// Registering checks mobile numbers with libphonenumber's metadata (about 120 KB), which only a
// new customer needs: not every page's first bundle.
const RegisterStep = lazy(() => import('./RegisterStep').then((m) => ({ default: m.RegisterStep })));

/** The subject-code flow after a valid code (spec 1 §4): e-mail first, then sign in or register. */
type CodeFlow =
  | { step: 'code' }
  | ({ step: 'email'; email: string } & VerifiedCode)
  | ({ step: 'password' | 'register'; email: string } & VerifiedCode);

/** The front page (/): code entry, the code flow, and sign-in at /#login. */
export function FrontPage() {
  const { t } = useTranslation();
  const { page } = useSettings();
  const { hash } = useLocation();
  // The server never sees the #hash: /#login shows the sign-in once the browser has taken over.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const showDialog = useDialogStore((s) => s.show);
  const [flow, setFlow] = useState<CodeFlow>({ step: 'code' });
  const { backgroundImage, backgroundColor } = page.frontPage;

  const backToCode = () => setFlow({ step: 'code' });
  let content;
  if (user) {
    content = <SignedInCodeEntry user={user} />;
  } else if (hydrated && hash === '#login') {
    content = <SignInPanel onBack={() => navigate(FRONT_PAGE_PATH)} />;
  } else if (flow.step === 'email') {
    content = (
      <EmailStep
        subjectName={flow.subjectName}
        initialEmail={flow.email}
        onBack={backToCode}
        onKnown={(email, exists) => setFlow({ ...flow, email, step: exists ? 'password' : 'register' })}
      />
    );
  } else if (flow.step === 'password') {
    content = (
      <WelcomeBackStep email={flow.email} code={flow.code} subjectName={flow.subjectName} onBack={() => setFlow({ ...flow, step: 'email' })} />
    );
  } else if (flow.step === 'register') {
    content = (
      <Suspended>
        <RegisterStep email={flow.email} code={flow.code} subjectName={flow.subjectName} onBack={() => setFlow({ ...flow, step: 'email' })} />
      </Suspended>
    );
  } else {
    content = <VisitorCodeEntry onVerified={(verified) => setFlow({ step: 'email', email: '', ...verified })} />;
  }

  return (
    <Flex flex="1" direction="column" align="center" px="4" py={{ base: '6', md: '16' }} bgColor={backgroundColor} position="relative" overflow="hidden">
      {backgroundImage && <BackdropImage url={backgroundImage} />}
      <Stack w="full" maxW="md" gap="4" position="relative">
        {content}
        <Box alignSelf="center" bg="whiteAlpha.900" borderRadius="full" px="4">
          <LinkButton size="sm" onClick={() => showDialog('terms-of-service')}>
            {t('pages.termsOfService')}
          </LinkButton>
        </Box>
      </Stack>
    </Flex>
  );
}

/** The backdrop, covering the page behind its panels: decorative, so without alt text. */
function BackdropImage({ url }: { url: string }) {
  const { src, srcSet, sizes } = frontPageBackdrop(url);
  return (
    <Image src={src} srcSet={srcSet} sizes={sizes} alt="" fetchPriority="high" position="absolute" inset="0" w="full" h="full" objectFit="cover" objectPosition="center" />
  );
}
