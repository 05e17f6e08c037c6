import { useTranslation } from '../../i18n';
import type { Problem } from '../../domain/validation';

/** Turns a validation rule's problem key into the spec's message in the current language. */
export function useProblemText(): (problem: Problem | null) => string | null {
  const { t } = useTranslation();
  return (problem) => (problem ? t(`validation.${problem}`) : null);
}
