import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { cancelPackageForInspection, type PackageForInspectionSubject } from '../../api/client/account';
import { errorText } from '../forms/errorText';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { AccountCard } from './AccountCard';
import { useAccountDataStore } from './accountDataStore';
import { useAccountTexts } from './i18n';
import { SavedNotice } from './SavedNotice';
import { SwitchRow } from './SwitchRow';

/**
 * /my-account/cancel-picture-packages (spec 3 §4): toggling a package switches the button on; the
 * answer switches it off and replaces the list. With an error nothing changes (the server's
 * reason is shown); a network failure is not reported (§7).
 */
export function CancelPackagesPage() {
  const { t } = useAccountTexts();
  const saved = useAccountDataStore((s) => s.packageForInspectionSubjects);
  const [draft, setDraft] = useState<PackageForInspectionSubject[] | null>(saved);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!changed) setDraft(saved);
  }, [saved, changed]);

  const toggle = (uuid: string, enabled: boolean) => {
    setDraft((list) => list?.map((s) => (s.uuid === uuid ? { ...s, enabled } : s)) ?? null);
    setChanged(true);
    setDone(false);
    setError(null);
  };

  const save = async () => {
    if (!draft || busy) return;
    setBusy(true);
    try {
      const { subjects } = await cancelPackageForInspection(draft);
      useAccountDataStore.getState().setPackageSubjects(subjects);
      setDraft(subjects);
      setChanged(false);
      setDone(true);
    } catch (err) {
      const text = errorText(err, '');
      if (text) setError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t('packages.title')}>
      {draft === null ? (
        <Stack gap="3" aria-busy="true" aria-label={t('form.loading')}>
          <Skeleton height="8" width="16rem" />
        </Stack>
      ) : draft.length === 0 ? (
        <Text>{t('packages.none')}</Text>
      ) : (
        <>
          <Text>{t('packages.intro')}</Text>
          <Stack gap="2">
            {draft.map((subject) => (
              <SwitchRow
                key={subject.uuid}
                name={`package-${subject.uuid}`}
                label={`${subject.name}: ${subject.enabled ? t('packages.keep') : t('packages.cancelled')}`}
                checked={subject.enabled}
                disabled={busy}
                onChange={(on) => toggle(subject.uuid, on)}
              />
            ))}
          </Stack>
          <ErrorAlert message={error} />
          <SavedNotice message={done ? t('packages.saved') : null} />
          <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={!changed} loading={busy} loadingText={t('form.saving')} onClick={() => void save()}>
            {t('form.save')}
          </Button>
        </>
      )}
    </AccountCard>
  );
}
