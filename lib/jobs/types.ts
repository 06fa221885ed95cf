import type { JobName, JobPayload } from "@/lib/jobs/definitions";

export interface JobContext {
  jobId: number;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<void>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };
