import type { JobName, JobPayload } from "@/lib/jobs/definitions";

export interface JobContext {
  jobId: number;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<void>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** One claimed job of a batch: its payload and context, as a single handler would get them. */
export interface BatchedJob<N extends JobName> {
  payload: JobPayload<N>;
  context: JobContext;
}

/**
 * Runs several due jobs of one name together (their definition's `batch`), all or nothing: when it
 * throws, the worker runs each job alone with its single handler, so one bad job fails alone.
 */
export type BatchJobHandler<N extends JobName> = (jobs: BatchedJob<N>[]) => Promise<void>;

export type JobBatchHandlers = { [N in JobName]?: BatchJobHandler<N> };
