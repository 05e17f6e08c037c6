import { useCallback, useState } from 'react';

/**
 * When to show a field's problem: once the customer has typed in it, or after a submit attempt.
 * Untouched fields stay calm, so a fresh form is not a wall of red.
 */
export function useShownProblems<Name extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Name>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const touch = useCallback((name: Name) => {
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }, []);

  return {
    touch,
    /** The problem if it should be visible now, else null. */
    shown: <T,>(name: Name, problem: T | null): T | null => (submitted || touched.has(name) ? problem : null),
    markSubmitted: useCallback(() => setSubmitted(true), []),
    reset: useCallback(() => {
      setTouched(new Set());
      setSubmitted(false);
    }, []),
  };
}
