/**
 * A clean stop on SIGINT or SIGTERM, shared by the web server and the job worker: each step runs
 * after the one before has finished (stop taking work, let running jobs end, close the database),
 * then the process exits 0, which supervisors and the crash tests read as a clean stop.
 */
export type ShutdownStep = () => unknown;

export function stopOnSignals(...steps: ShutdownStep[]): void {
  const stop = async () => {
    for (const step of steps) await step();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
