/** Every job the shop runs. A job that is not listed here cannot be enqueued or worked. */
import type { AppDeps } from '../http/context';
import { housekeepingJob } from '../services/housekeeping/purgeExpired';
import { sendMailJob } from '../services/mail/mailJob';
import { packageRemindersJob } from '../services/packages/reminders';
import { printOrderJob } from '../services/prints/printJob';
import type { JobDefinition } from './defineJob';

export const SHOP_JOBS: readonly JobDefinition<never, AppDeps>[] = [sendMailJob, packageRemindersJob, housekeepingJob, printOrderJob];
