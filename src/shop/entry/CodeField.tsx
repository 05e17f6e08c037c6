import { Input } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { PICTURE_CODE_FIELD_MIN } from '../../domain/validation';
import { FormField } from '../forms/FormField';

/** The subject-code field: free text, required, with the spec's minimum length attribute of 4. */
export function CodeField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error: string | null }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('entry.codeLabel')} error={error} helperText={t('entry.codeHelp')}>
      <Input
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        minLength={PICTURE_CODE_FIELD_MIN}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        fontSize="lg"
        letterSpacing="wider"
        bg="white"
      />
    </FormField>
  );
}
