import { call } from './call';
import { jobsRoutes } from './routes.gen';

/** Support staff: background jobs that are retrying or have failed, and running one of them again now. */
export const listTroubledJobs = () => call(jobsRoutes.listTroubledJobs);

export const retryJob = (name: string, id: string) => call(jobsRoutes.retryJob, { params: { name, id } });

export type TroubledJob = Awaited<ReturnType<typeof listTroubledJobs>>['jobs'][number];
