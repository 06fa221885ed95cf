// The job queue under a flash sale's burst. On every engine: a payment's fulfilment is claimed
// before older receipts (the jobs' priority), and several claim loops of one worker run a burst
// with no job twice. On PostgreSQL: two worker processes (the loop `npm run worker` runs) share a
// burst, each job run by exactly one of them.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { JOB_DEFINITIONS } from "@/lib/jobs/definitions";
import type { JobContext, JobHandlers } from "@/lib/jobs/types";
import { drainJobs } from "@/lib/jobs/worker";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

function recorder() {
  const ran: { id: number; name: string }[] = [];
  const handlers = Object.fromEntries(
    Object.keys(JOB_DEFINITIONS).map((name) => [
      name,
      async (_payload: unknown, { jobId }: JobContext) => {
        ran.push({ id: jobId, name });
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    ]),
  ) as JobHandlers;
  return { ran, handlers };
}

describe.each(testEngines())("jobs under a burst [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  // The seed's own queued jobs (followers' notices) are not this test's.
  beforeEach(async () => {
    await t.owner.execute(sql`update app_private.jobs set state = 'done' where state in ('queued', 'running')`);
  });

  const insertJobs = async (name: string, n: number, payload: (i: number) => object) => {
    for (let i = 0; i < n; i++)
      await t.owner.execute(
        sql`insert into app_private.jobs (name, payload) values (${name}, ${JSON.stringify(payload(i))}::jsonb)`,
      );
  };

  it("claims a payment's fulfilment before older receipts, and the expired reservations next", async () => {
    await insertJobs("send_receipt", 3, () => ({ orderId: randomUUID() }));
    await insertJobs("release_expired_orders", 1, () => ({}));
    await insertJobs("apply_payment_event", 2, (i) => ({ eventId: `evt-${i}` }));
    const { ran, handlers } = recorder();
    expect(await drainJobs({ handlers })).toBe(6);
    expect(ran.map((r) => r.name)).toEqual([
      "apply_payment_event",
      "apply_payment_event",
      "release_expired_orders",
      "send_receipt",
      "send_receipt",
      "send_receipt",
    ]);
  });

  it("runs a burst with several claim loops, each job once", async () => {
    await insertJobs("apply_payment_event", 60, (i) => ({ eventId: `burst-${i}` }));
    const { ran, handlers } = recorder();
    await Promise.all([1, 2, 3, 4].map(() => drainJobs({ handlers })));
    expect(ran).toHaveLength(60);
    expect(new Set(ran.map((r) => r.id)).size).toBe(60);
    const [row] = rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from app_private.jobs where name = 'apply_payment_event' and state = 'done' and attempts = 1 and payload ->> 'eventId' like 'burst-%'`,
      ),
    );
    expect(row!.n).toBe(60);
  });
  it("claims fulfilments in batches of at most their batch size, each job once; other names one at a time", async () => {
    await insertJobs("apply_payment_event", 120, (i) => ({ eventId: `batch-${i}` }));
    await insertJobs("send_receipt", 2, () => ({ orderId: randomUUID() }));
    const { ran, handlers } = recorder();
    const sizes: number[] = [];
    const batchHandlers = {
      apply_payment_event: async (jobs: { context: JobContext }[]) => {
        sizes.push(jobs.length);
        for (const { context } of jobs) ran.push({ id: context.jobId, name: "apply_payment_event" });
      },
    };
    // Two loops: one may start a receipt while the other is still starting the last batch it
    // claimed, so what is checked is the claim order: no fulfilment is still queued when a
    // receipt starts.
    const queuedAtReceipt: number[] = [];
    const receipt = handlers.send_receipt;
    const withReceiptCheck = {
      ...handlers,
      send_receipt: async (payload: { orderId: string }, context: JobContext) => {
        const [queued] = rowsOf<{ n: number }>(
          await t.owner.execute(
            sql`select count(*)::int as n from app_private.jobs where name = 'apply_payment_event' and state = 'queued'`,
          ),
        );
        queuedAtReceipt.push(queued!.n);
        return receipt(payload, context);
      },
    };
    await Promise.all([1, 2].map(() => drainJobs({ handlers: withReceiptCheck, batchHandlers })));
    const fulfilments = ran.filter((r) => r.name === "apply_payment_event");
    expect(fulfilments).toHaveLength(120);
    expect(new Set(fulfilments.map((r) => r.id)).size).toBe(120);
    // A claim that finds one due job left runs it alone, with the single handler.
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    expect(Math.max(...sizes)).toBe(JOB_DEFINITIONS.apply_payment_event.batch);
    // Receipts have no batch handler: each ran alone, claimed after every fulfilment.
    expect(ran.filter((r) => r.name === "send_receipt")).toHaveLength(2);
    expect(queuedAtReceipt).toEqual([0, 0]);
    const [row] = rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from app_private.jobs where state = 'done' and attempts = 1 and payload ->> 'eventId' like 'batch-%'`,
      ),
    );
    expect(row!.n).toBe(120);
  });

  it("runs a failed batch again job by job, so one bad job fails alone", async () => {
    await insertJobs("apply_payment_event", 5, (i) => ({ eventId: `alone-${i}` }));
    const ran: string[] = [];
    const { handlers } = recorder();
    const single = async ({ eventId }: { eventId: string }) => {
      if (eventId === "alone-2") throw new Error("this event cannot be applied");
      ran.push(eventId);
    };
    const batchHandlers = {
      apply_payment_event: async () => {
        throw new Error("one event of the batch cannot be applied");
      },
    };
    expect(await drainJobs({ handlers: { ...handlers, apply_payment_event: single }, batchHandlers }, 1)).toBe(1);
    expect(ran.sort()).toEqual(["alone-0", "alone-1", "alone-3", "alone-4"]);
    const states = rowsOf<{ event: string; state: string; attempts: number; last_error: string | null }>(
      await t.owner.execute(sql`select payload ->> 'eventId' as event, state, attempts, last_error from app_private.jobs
        where payload ->> 'eventId' like 'alone-%' order by 1`),
    );
    expect(states.map((r) => [r.event, r.state, r.attempts])).toEqual([
      ["alone-0", "done", 1],
      ["alone-1", "done", 1],
      ["alone-2", "queued", 1],
      ["alone-3", "done", 1],
      ["alone-4", "done", 1],
    ]);
    expect(states[2]!.last_error).toContain("cannot be applied");
  });
});

// Worker processes need a server both can reach: PostgreSQL only (PGlite is one process's).
describe.runIf(testEngines().includes("postgres"))("worker processes [postgres]", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(async () => {
    await t.owner.execute(sql`update app_private.jobs set state = 'done' where state in ('queued', 'running')`);
  });

  /** Worker processes of their own (helpers/job-worker-child.ts) on this test's database. */
  function workerProcesses() {
    const children: ChildProcess[] = [];
    const lines: string[] = [];
    const start = (pollMs: number) =>
      new Promise<void>((resolve, reject) => {
        const script = "tests/integration/helpers/job-worker-child.ts";
        const child = spawn(
          process.execPath,
          ["--conditions=react-server", "--import", "tsx", script, t.ownerUrl!, "3", String(pollMs)],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        children.push(child);
        let buffered = "";
        child.stdout!.on("data", (chunk: Buffer) => {
          buffered += chunk.toString();
          const parts = buffered.split("\n");
          buffered = parts.pop()!;
          for (const line of parts) {
            if (line === "READY") resolve();
            else lines.push(line);
          }
        });
        child.on("exit", (code) => reject(new Error(`worker process exited early (${code})`)));
      });
    const stop = () => {
      for (const child of children) {
        child.removeAllListeners("exit");
        child.kill("SIGTERM");
      }
    };
    /** "RAN name id pid" lines of the burst's job name, split. */
    const runs = (name: string) => lines.filter((l) => l.startsWith(`RAN ${name} `)).map((l) => l.split(" "));
    /** The sizes of the fulfilment batches the processes ran. */
    const batches = () => lines.filter((l) => l.startsWith("BATCH ")).map((l) => Number(l.split(" ")[1]));
    return { start, stop, runs, batches };
  }

  const doneCount = async (tag: string) =>
    rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from app_private.jobs where state = 'done' and payload ->> 'eventId' like ${`${tag}-%`}`,
      ),
    )[0]!.n;

  async function waitDone(tag: string, n: number, ms: number): Promise<number> {
    const deadline = Date.now() + ms;
    while ((await doneCount(tag)) < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    return doneCount(tag);
  }

  it("two worker processes share a burst, each job run by exactly one of them", async () => {
    const workers = workerProcesses();
    const tag = randomUUID().slice(0, 8);
    try {
      await Promise.all([workers.start(50), workers.start(50)]);
      await new Promise((r) => setTimeout(r, 1_500)); // both first ticks and LISTENs are done
      await t.owner.execute(sql`insert into app_private.jobs (name, payload)
          select 'apply_payment_event', jsonb_build_object('eventId', ${tag} || '-' || g) from generate_series(1, 300) g`);
      expect(await waitDone(tag, 300, 60_000)).toBe(300);
    } finally {
      workers.stop();
    }
    // The recurring jobs each worker offers at start are not the burst's.
    const runs = workers.runs("apply_payment_event");
    const ids = runs.map((r) => r[2]);
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    // Both processes took part, in batches (a claim takes up to 50 fulfilments).
    expect(new Set(runs.map((r) => r[3])).size).toBe(2);
    expect(Math.max(...workers.batches())).toBeGreaterThan(1);
    expect(Math.max(...workers.batches())).toBeLessThanOrEqual(JOB_DEFINITIONS.apply_payment_event.batch);
  }, 120_000);

  it("a separate worker starts a job committed elsewhere at once (LISTEN), not at its next poll", async () => {
    const workers = workerProcesses();
    const tag = randomUUID().slice(0, 8);
    try {
      await workers.start(600_000); // it would next poll in ten minutes
      await new Promise((r) => setTimeout(r, 1_500)); // its first tick and its LISTEN are done
      await t.owner.execute(sql`insert into app_private.jobs (name, payload)
          values ('apply_payment_event', jsonb_build_object('eventId', ${`${tag}-1`}::text))`);
      expect(await waitDone(tag, 1, 20_000)).toBe(1);
    } finally {
      workers.stop();
    }
  }, 60_000);
});
