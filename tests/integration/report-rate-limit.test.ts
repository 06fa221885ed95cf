// Issue 14: 'Reportar' is rate-limited in the database too. public.report_content is granted to
// `authenticated` (on Supabase a user's token reaches it through the Data API, past the server
// action's limiter), so the 11th new report of one person within an hour is refused there.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportContent } from "@/lib/data/admin/moderation";
import { pgErrorOf } from "@/lib/data/db-errors";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { testEngines } from "./helpers/engines";
import { reviewer0, seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("report rate limit in the database [%s]", (engine) => {
  let t: TestDatabase;
  let reviews: string[];
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    reviews = rowsOf<{ id: string }>(
      await t.owner.execute(sql`select id from public.reviews order by id limit 12`),
    ).map((r) => r.id);
  });
  afterAll(async () => {
    await t.drop();
  });

  const count = async (who: string) =>
    Number(
      rowsOf<{ n: number }>(
        await t.owner.execute(sql`select count(*)::int as n from public.reports where reporter_id = ${who}::uuid`),
      )[0]!.n,
    );

  it("refuses the 11th report within an hour when report_content is called directly", async () => {
    expect(reviews).toHaveLength(12);
    for (const id of reviews.slice(0, 10)) {
      const [row] = rowsOf<{ r: string }>(
        await runAs(seller, (tx) =>
          tx.execute(sql`select public.report_content('review', ${id}::uuid, 'spam', null) as r`),
        ),
      );
      expect(row!.r).toBe("reported");
    }
    const refused = await runAs(seller, (tx) =>
      tx.execute(sql`select public.report_content('review', ${reviews[10]!}::uuid, 'spam', null)`),
    ).then(
      () => null,
      (error: unknown) => pgErrorOf(error).code,
    );
    expect(refused).toBe("CG140");
    expect(await count(seller.userId!)).toBe(10);
    // The data layer words it as a code, not an error; another person is not affected.
    expect(
      await reportContent(seller, { kind: "review", targetId: reviews[11]!, reason: "spam", details: null }),
    ).toEqual({ ok: true, outcome: "rate_limited" });
    expect(
      await reportContent(reviewer0, { kind: "review", targetId: reviews[11]!, reason: "spam", details: null }),
    ).toEqual({ ok: true, outcome: "reported" });
  });

  it("reports older than an hour no longer count", async () => {
    await t.owner.execute(
      sql`update public.reports set created_at = now() - interval '61 minutes' where reporter_id = ${seller.userId}::uuid`,
    );
    expect(
      await reportContent(seller, { kind: "review", targetId: reviews[10]!, reason: "spam", details: null }),
    ).toEqual({ ok: true, outcome: "reported" });
  });
});
