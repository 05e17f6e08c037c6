import { useNavigate } from 'react-router-dom';
import { setReferrer } from '../../api/client/auth';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { adoptAccountLanguage } from '../i18n/changeLanguage';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';
import { NEW_PICTURE_SET_PATH, PACKAGES_PATH } from '../routes';

/** Where a plain sign-in lands when no protected page asked for it (spec 1 §2). */
const DEFAULT_AFTER_SIGN_IN = PACKAGES_PATH;

/**
 * The success handler of every sign-in (login, login with a code, registration, adding a code
 * while signed in): refresh what the account changed, then go where the customer was heading.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();

  return async ({ withCode }: { withCode: boolean }) => {
    void useCartSummaryStore.getState().refresh();
    let referrer: string | null = null;
    try {
      const session = await useSessionStore.getState().refresh();
      referrer = session.referrer;
      if (session.user) await adoptAccountLanguage(session.user.lang);
    } catch (err) {
      console.warn('Could not reload the session after signing in', err);
    }

    if (withCode) {
      // The new set must be in the list the next screens read.
      await usePictureSetsStore
        .getState()
        .refresh()
        .catch((err: unknown) => console.warn('Could not reload the picture sets', err));
      navigate(NEW_PICTURE_SET_PATH);
      return;
    }
    if (referrer) {
      // Used once: a later sign-in should not jump back to an old page.
      await setReferrer(null).catch((err: unknown) => console.warn('Could not clear the referrer', err));
      navigate(referrer);
      return;
    }
    navigate(DEFAULT_AFTER_SIGN_IN);
  };
}
