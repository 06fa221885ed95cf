// Audit 44.2: work that anyone on the internet can set off (the payment webhook, view counts)
// runs on its own small owner pool, so while a flood holds every one of those connections, the
// system work of sign-in and sessions still gets its own at once. PostgreSQL only: the embedded
// database is one session for everything.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAsSystem } from "@/lib/data/system";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const engines = testEngines().filter((e) => e === "postgres");

describe.skipIf(engines.length === 0)("the ingress pool [postgres]", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await t.drop();
  });

  it("a flood holding the ingress pool leaves sign-in's system pool free, and waits its own turn", async () => {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    let entered!: () => void;
    const inside = new Promise<void>((ok) => (entered = ok));
    // The ingress pool's one connection, held open (a slow webhook) until the gate opens.
    const held = runAsSystem(
      async (tx) => {
        await tx.execute(sql`select 1`);
        entered();
        await gate;
        return "held";
      },
      { lane: "ingress", deadlineMs: 30_000 },
    );
    await inside;
    let queuedDone = false;
    const queued = runAsSystem((tx) => tx.execute(sql`select 2`), { lane: "ingress", deadlineMs: 30_000 }).then(
      () => (queuedDone = true),
    );

    // Sign-in's kind of system work answers while the ingress pool is full.
    const [row] = (await runAsSystem((tx) => tx.execute(sql`select current_user::text as u`))) as unknown as {
      u: string;
    }[];
    expect(row?.u).toBe("service_role");
    expect(queuedDone).toBe(false);

    release();
    expect(await held).toBe("held");
    await queued;
    expect(queuedDone).toBe(true);
  });
});
