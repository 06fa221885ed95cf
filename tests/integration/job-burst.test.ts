// The job queue under a flash sale's burst. On every engine: a payment's fulfilment is claimed
// before older receipts (the jobs' priority), and several claim loops of one worker run a burst
// with no job twice. On PostgreSQL: two worker processes (the loop `npm run worker` runs) share a
// burst, each job run by exactly one of them.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { JOB_DEFINITIONS } from "@/lib/domain/job-definitions";
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

  it.runIf(engine === "postgres")(
    "two worker processes share a burst, each job run by exactly one of them",
    async () => {
      const children: ChildProcess[] = [];
      const lines: string[] = [];
      const start = () =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            [
              "--conditions=react-server",
              "--import",
              "tsx",
              "tests/integration/helpers/job-worker-child.ts",
              t.ownerUrl!,
              "3",
            ],
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
      try {
        await Promise.all([start(), start()]);
        const tag = randomUUID().slice(0, 8);
        await t.owner.execute(sql`insert into app_private.jobs (name, payload)
          select 'apply_payment_event', jsonb_build_object('eventId', ${tag} || '-' || g) from generate_series(1, 300) g`);
        const done = async () =>
          rowsOf<{ n: number }>(
            await t.owner.execute(
              sql`select count(*)::int as n from app_private.jobs where state = 'done' and payload ->> 'eventId' like ${`${tag}-%`}`,
            ),
          )[0]!.n;
        const deadline = Date.now() + 60_000;
        while ((await done()) < 300 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(await done()).toBe(300);
      } finally {
        for (const child of children) {
          child.removeAllListeners("exit");
          child.kill("SIGTERM");
        }
      }
      // "RAN name id pid"; the recurring jobs each worker offers at start are not the burst's.
      const runs = lines.filter((l) => l.startsWith("RAN apply_payment_event ")).map((l) => l.split(" "));
      const ids = runs.map((r) => r[2]);
      expect(ids).toHaveLength(300);
      expect(new Set(ids).size).toBe(300);
      // Both processes took part.
      expect(new Set(runs.map((r) => r[3])).size).toBe(2);
    },
    120_000,
  );
});
