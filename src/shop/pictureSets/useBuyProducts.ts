import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { useSessionStore } from '../session/sessionStore';
import { usePicturesTexts } from './i18n';
import { CATEGORY_OVERVIEW_PATH } from '../routes';

/** Buy products for a set: makes its subject's set the current one, then opens the category overview. */
export function useBuyProducts() {
  const { t } = usePicturesTexts();
  const navigate = useNavigate();
  const [busySubject, setBusySubject] = useState<string | null>(null);

  const buyProducts = async (subjectUuid: string) => {
    setBusySubject(subjectUuid);
    try {
      await useSessionStore.getState().chooseCurrentPictureSet(subjectUuid);
      navigate(CATEGORY_OVERVIEW_PATH);
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, t('set.switchFailed')) });
    } finally {
      setBusySubject(null);
    }
  };
  return { buyProducts, busySubject };
}
