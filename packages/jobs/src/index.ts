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
