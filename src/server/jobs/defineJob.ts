/** A named job: what it does with its data, how it retries, and when it runs on its own. */

/** One run of a job, as its handler sees it. */
export interface JobRun {
  id: string;
  /** When the job was enqueued (the same on every attempt). */
  createdOn: Date;
  /** 0 on the first attempt. */
  retryCount: number;
  /**
   * A named point in the handler. When JOB_TEST_KILL_AT is `<job name>:<label>`, the process is
   * killed here (SIGKILL), which is how tests crash a worker mid-job. Every run passes 'start'.
   */
  checkpoint(label: string): void;
}

export interface JobDefinition<T extends object, D = unknown> {
  /** The queue's name: letters, digits, '-' and '_'. */
  name: string;
  /** Attempts after the first, and the wait before the first of them (doubled each time, with jitter). */
  retry: { limit: number; delaySeconds: number };
  /** Longest a run may take. A longer run, or one whose worker died, is failed and retried. */
  timeoutSeconds: number;
  /** Cron (UTC): the job also runs on this schedule, once for the whole installation. */
  schedule?: string;
  /** What a job is about, in a few words for support staff (never secrets: a reset link is one). */
  describe?: (data: T) => string;
  /** Throws to fail the run (it is retried); returns when the work is done. */
  handler: (data: T, deps: D, run: JobRun) => Promise<void>;
}

export const defineJob = <T extends object, D>(job: JobDefinition<T, D>): JobDefinition<T, D> => job;
