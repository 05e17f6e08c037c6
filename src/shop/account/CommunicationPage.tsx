import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { getSubjectsWithRemindersEnabled, setRemindersDisabledStatus, updateAcceptMail } from '../../api/client/account';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore, useSignedInUser } from '../session/sessionStore';
import { AccountCard } from './AccountCard';
import { useAccountTexts } from './i18n';
import { SwitchRow as Toggle } from './SwitchRow';

/**
 * /my-account/communication (spec 3): the e-mail consent and a reminder switch per picture set.
 * A switch shows the saved state: it moves at once, and back if saving failed (spec 3 §8 reports
 * no failure, so nothing else is said).
 */
export function CommunicationPage() {
  const { t } = useAccountTexts();
  const user = useSignedInUser();
  const pictureSets = usePictureSetsStore((s) => s.pictureSets);
  /** Subject uuids with reminders on; null until loaded (spec 3 §4: unset until loaded). */
  const [enabled, setEnabled] = useState<ReadonlySet<string> | null>(null);
  const [acceptMail, setAcceptMail] = useState(user?.acceptMail ?? false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    usePictureSetsStore.getState().refresh().catch((err: unknown) => console.warn('Could not load the picture sets', err));
    getSubjectsWithRemindersEnabled().then(
      ({ subjects }) => current && setEnabled(new Set(subjects.map((s) => s.uuid))),
      (err: unknown) => console.warn('Could not load the reminders', err),
    );
    return () => {
      current = false;
    };
  }, []);

  const run = async (key: string, work: () => Promise<unknown>, undo: () => void) => {
    setBusy((b) => new Set(b).add(key));
    try {
      await work();
    } catch {
      undo();
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(key);
        return next;
      });
    }
  };

  const toggleAcceptMail = (on: boolean) => {
    setAcceptMail(on);
    void run(
      'acceptMail',
      async () => {
        await updateAcceptMail(on);
        await useSessionStore.getState().refresh();
      },
      () => setAcceptMail(!on),
    );
  };

  const toggleReminder = (uuid: string, name: string, on: boolean) => {
    const flip = (value: boolean) =>
      setEnabled((prev) => {
        const next = new Set(prev);
        if (value) next.add(uuid);
        else next.delete(uuid);
        return next;
      });
    flip(on);
    void run(uuid, () => setRemindersDisabledStatus([{ uuid, name, remindersEnabled: on }]), () => flip(!on));
  };

  return (
    <AccountCard title={t('communication.title')}>
      <Stack gap="2">
        <Toggle label={t('communication.acceptMail')} checked={acceptMail} disabled={busy.has('acceptMail')} onChange={toggleAcceptMail} name="acceptMail" />
        <Text color="fg.muted" fontSize="sm">
          {t('communication.acceptMailHelp')}
        </Text>
      </Stack>
      <Stack gap="3" as="fieldset">
        <Text as="legend" fontWeight="semibold" fontSize="lg" mb="1">
          {t('communication.reminders')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('communication.remindersHelp')}
        </Text>
        {enabled === null || pictureSets === null ? (
          <Stack gap="3" aria-busy="true" aria-label={t('form.loading')}>
            <Skeleton height="8" width="16rem" />
            <Skeleton height="8" width="12rem" />
          </Stack>
        ) : pictureSets.length === 0 ? (
          <Text>{t('communication.noSets')}</Text>
        ) : (
          pictureSets.map((set) => (
            <Toggle
              key={set.subject.uuid}
              name={`reminders-${set.subject.uuid}`}
              label={`${set.subject.name} (${set.job.name})`}
              checked={enabled.has(set.subject.uuid)}
              disabled={busy.has(set.subject.uuid)}
              onChange={(on) => toggleReminder(set.subject.uuid, set.subject.name, on)}
            />
          ))
        )}
      </Stack>
    </AccountCard>
  );
}
