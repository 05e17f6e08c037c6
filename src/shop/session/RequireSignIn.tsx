import { Center, Spinner } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { setReferrer } from '../../api/client/auth';
import { useSignedInUser } from './sessionStore';
import { SIGN_IN_PATH } from '../routes';

/**
 * Protected routes: a visitor is sent to sign in, and the page they wanted is stored on the
 * session so the sign-in brings them back to it.
 */
export function RequireSignIn() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (user) return;
    let current = true;
    setReferrer(pathname + search)
      .catch((err: unknown) => console.warn('Could not store where to go after sign-in', err))
      .finally(() => {
        if (current) navigate(SIGN_IN_PATH, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [user, pathname, search, navigate]);

  if (user) return <Outlet />;
  return (
    <Center flex="1" py="16">
      <Spinner color="brand.solid" size="lg" aria-label={t('common.loading')} />
    </Center>
  );
}
