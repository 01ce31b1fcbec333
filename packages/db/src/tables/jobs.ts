import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** Where a job stands; a RUNNING job whose lease ran out is free for the next worker. */
export type JobState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** One background job of any kind (migration 0021, packages/jobs). */
export interface JobsTable {
  id: string;
  kind: string;
  payload: Json<unknown>;
  /** Higher first; equal priorities go oldest first. */
  priority: ColumnType<number, number | undefined, number>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  /** A queued job waits until then (retries back off this way). */
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  progress: ColumnType<number, number | undefined, number>;
  result: ColumnType<unknown, string | undefined, string | null>;
  error: string | null;
  /** A second enqueue with the same kind and key, while the first is not finished, returns the first. */
  dedupe_key: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: Date | null;
}

export interface JobTables {
  jobs: JobsTable;
}
