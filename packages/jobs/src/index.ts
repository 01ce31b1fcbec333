export {
  DEFAULT_MAX_ATTEMPTS,
  type EnqueueOptions,
  type FailOptions,
  type FailOutcome,
  type Job,
  type JobEvents,
  JobQueue,
  type JobQueueOptions,
} from './job-queue.ts';
export {
  type JobContext,
  type JobHandler,
  type JobHandlerOptions,
  JobRunner,
  type JobRunnerOptions,
  PermanentJobError,
  type RunnerLog,
} from './job-runner.ts';

/** The IPC message a server sends a worker it forked when it queued a job, so the worker starts at once. */
export const ENQUEUED_MESSAGE = 'roomcraft-jobs-enqueued';
