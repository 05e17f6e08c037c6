/**
 * React recovers from an error thrown during a concurrent render by rendering again in one go,
 * and by default reports only its own wrapper ('error during concurrent rendering'). The cause
 * and the components it came from are what say which component threw, so they go into the
 * report's message (browsers and test runners cut a message at its first stack frame). The report
 * stays an uncaught error: a component that throws only now and then is a defect to find.
 */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const what = cause instanceof Error ? `${cause.name}: ${cause.message}` : `${typeof cause} ${String(cause)}`;
  const components = (info.componentStack ?? '')
    .split('\n')
    .map((frame) => /^\s*at (\S+)/.exec(frame)?.[1])
    .filter(Boolean)
    .slice(0, 12)
    .join(' < ');
  const report = new Error(`React recovered from a render error: ${what} [in ${components || 'unknown components'}]`, { cause });
  reportError(report);
}
