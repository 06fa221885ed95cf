// /admin/trabajos and `npm run jobs` share one row shape (lib/jobs/listing.ts toJobListing): the
// admin's list (through public.admin_list_jobs, admins only) and the command's (as the system)
// show the same jobs, failed first; anyone else gets nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAdminJobs } from "@/lib/data/admin/lists";
import { authenticatedCaller } from "@/lib/data/caller";
import { REVIEWERS } from "@/lib/db/seed/users";
import { listJobs } from "@/lib/jobs/data/list";
import { testEngines } from "./helpers/engines";
import { seller, userId } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[6]!.key));

describe.each(testEngines())("admin jobs list [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    await t.owner.execute(sql`insert into app_private.jobs (name, state, attempts, max_attempts, run_after, last_error)
      values ('check_ledger', 'failed', 5, 5, '2001-11-20T10:00:00Z', 'SMTP caído'), ('run_payouts', 'queued', 0, 5, '2001-11-21T10:00:00Z', null)`);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("the admin sees the same jobs as the command, failed first, times as ISO instants", async () => {
    // Only declared job names may be queued (jobs_name_check): the test's two are told by their year.
    const ours = (j: { runAfter: string | Date }) => new Date(j.runAfter).getUTCFullYear() === 2001;
    const mine = (await listAdminJobs(admin)).filter(ours);
    expect(mine.map((j) => [j.name, j.state, j.attempts, j.maxAttempts, j.lastError])).toEqual([
      ["check_ledger", "failed", 5, 5, "SMTP caído"],
      ["run_payouts", "queued", 0, 5, null],
    ]);
    expect(mine[0]!.runAfter).toBe("2001-11-20T10:00:00.000Z");
    const command = (await listJobs()).jobs.filter(ours);
    expect(command.map((j) => j.id)).toEqual(mine.map((j) => j.id));
    expect(new Date(command[0]!.runAfter).toISOString()).toBe("2001-11-20T10:00:00.000Z");
    expect(await listAdminJobs(seller)).toEqual([]);
  });
});
