import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { updateUserInfo } from '../../api/client/account';
import { ApiCallError } from '../../api/client/call';
import { contactInfoProblems, type ContactField, type ContactInfo, type ContactInfoProblem } from '../../domain/account/contactInfo';
import { FormField } from '../forms/FormField';
import { useShownProblems } from '../forms/useShownProblems';
import { useSessionStore, useSignedInUser } from '../session/sessionStore';
import { useSettings } from '../settings/settingsStore';
import { AccountCard } from './AccountCard';
import { useAccountTexts } from './i18n';
import { SavedNotice } from './SavedNotice';

const PROBLEM_KEY: Record<ContactInfoProblem, string> = {
  required: 'form.required',
  invalidName: 'contact.invalidName',
  invalidMobile: 'contact.invalidMobile',
};

/** /my-account/contact-info (spec 3 §5): submit stays off until every rule passes. */
export function ContactInfoPage() {
  const { t } = useAccountTexts();
  const user = useSignedInUser();
  const gatherAddress2 = useSettings().site.options.gatherAddress2;
  const shown = useShownProblems<ContactField>();
  const [form, setForm] = useState<ContactInfo>(() => ({
    name: user?.name ?? '',
    address: user?.address.address ?? '',
    address2: user?.address.address2 ?? '',
    postal_code: user?.address.postalCode ?? '',
    city: user?.address.city ?? '',
    mobile: user?.mobilePhone ?? '',
  }));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: string; message: string } | null>(null);
  const problems = contactInfoProblems(form);
  const valid = Object.keys(problems).length === 0;

  const change = (field: ContactField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    shown.touch(field);
    setSaved(false);
    setServerProblem(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    shown.markSubmitted();
    if (!valid || busy) return;
    setBusy(true);
    try {
      await updateUserInfo({ ...form, address2: gatherAddress2 ? form.address2 : '' });
      await useSessionStore.getState().refresh();
      setSaved(true);
    } catch (err) {
      // Spec 3 §8: a failed request only stops the spinner. A field the server refused is still flagged.
      if (err instanceof ApiCallError && err.fields[0]) setServerProblem({ field: err.fields[0], message: err.message });
    } finally {
      setBusy(false);
    }
  };

  const error = (field: ContactField) => {
    if (serverProblem?.field === field) return serverProblem.message;
    const problem = shown.shown(field, problems[field] ?? null);
    return problem ? t(PROBLEM_KEY[problem]) : null;
  };

  const input = (field: ContactField, label: string, props: { autoComplete: string; type?: string; inputMode?: 'tel' | 'numeric' }) => (
    <FormField label={label} error={error(field)}>
      <Input name={field} value={form[field]} onChange={(e) => change(field, e.target.value)} {...props} />
    </FormField>
  );

  return (
    <AccountCard title={t('contact.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4" maxW="xl">
        {input('name', t('contact.name'), { autoComplete: 'name' })}
        {input('address', t('contact.address'), { autoComplete: 'address-line1' })}
        {gatherAddress2 && input('address2', t('contact.address2'), { autoComplete: 'address-line2' })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {input('postal_code', t('contact.postalCode'), { autoComplete: 'postal-code', inputMode: 'numeric' })}
          {input('city', t('contact.city'), { autoComplete: 'address-level2' })}
        </SimpleGrid>
        {input('mobile', t('contact.mobile'), { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
        <SavedNotice message={saved ? t('contact.saved') : null} />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={!valid} loading={busy} loadingText={t('form.saving')}>
          {t('form.save')}
        </Button>
      </Stack>
        </form>
    </AccountCard>
  );
}
