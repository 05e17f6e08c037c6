import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { logout } from '../../api/client/auth';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';
import { FRONT_PAGE_PATH } from '../routes';

/** Signs out, leaves any protected page first (so it does not ask for a new login) and resets state. */
export function useSignOut() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    try {
      await logout();
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, t('common.networkError')) });
      return;
    }
    navigate(FRONT_PAGE_PATH);
    usePictureSetsStore.getState().clear();
    await Promise.all([useSessionStore.getState().refresh(), useCartSummaryStore.getState().refresh()]);
  };
}
