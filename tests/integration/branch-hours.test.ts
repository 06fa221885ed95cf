// A branch's opening hours (branch_hours), on both engines: the branch form's schema saves a week of
// several ranges a day and replaces it on the next save; the public list reads them back (24:00
// included) in order; a day's overlapping ranges are refused by the database too; only the owner or
// a manager writes them (row level security), anyone reads an active business's.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { seedId } from "@/lib/db/seed/ids";
import { runAs } from "@/lib/data/run-as";
import { ANON, authenticatedCaller } from "@/lib/data/caller";
import { listOwnBranches, saveBranch } from "@/lib/places/data/branches";
import { branchSchema } from "@/lib/domain/forms/branch";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const business = seedId("business", "limpieza-brillante");
const branch = seedId("branch", "limpieza-brillante");

describe.each(testEngines())("branch hours [%s]", (engine) => {
  let t: TestDatabase;
  let owner: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    const [row] = rowsOf<{ owner_user_id: string }>(
      await t.owner.execute(sql`select owner_user_id from public.businesses where id = ${business}`),
    );
    owner = row!.owner_user_id;
  });
  afterAll(() => t?.drop());

  const form = (hours: unknown) =>
    branchSchema.parse({
      businessId: business,
      id: branch,
      name: "Sede principal",
      address: "Boulevard Vista Hermosa 20-10, Zona 15",
      zone: "15",
      municipality: "Guatemala",
      department: "Guatemala",
      lat: "14.6005",
      lng: "-90.4905",
      phone: "",
      hours,
    });

  it("seeds the branch with its week: lunch break on weekdays, Saturday morning, closed Sunday", async () => {
    const [b] = (await listOwnBranches(authenticatedCaller(owner), business)).filter((x) => x.id === branch);
    expect(b!.hours.filter((r) => r.weekday === 1)).toEqual([
      { weekday: 1, opens: "08:00", closes: "12:30" },
      { weekday: 1, opens: "14:00", closes: "18:00" },
    ]);
    expect(b!.hours.filter((r) => r.weekday === 0)).toEqual([]);
    expect(b!.hours).toHaveLength(11);
  });

  it("replaces the week on save, and reads 24:00 back as written", async () => {
    const week = [
      { weekday: 5, opens: "20:00", closes: "24:00" },
      { weekday: 6, opens: "00:00", closes: "02:00" },
      { weekday: 5, opens: "09:00", closes: "13:00" },
    ];
    expect((await saveBranch(authenticatedCaller(owner), form(week))).ok).toBe(true);
    const [b] = (await listOwnBranches(authenticatedCaller(owner), business)).filter((x) => x.id === branch);
    expect(b!.hours).toEqual([
      { weekday: 5, opens: "09:00", closes: "13:00" },
      { weekday: 5, opens: "20:00", closes: "24:00" },
      { weekday: 6, opens: "00:00", closes: "02:00" },
    ]);
    // Saved without hours (another form): the week stays.
    const { hours: _omit, ...withoutHours } = form([]);
    expect((await saveBranch(authenticatedCaller(owner), withoutHours)).ok).toBe(true);
    const [again] = (await listOwnBranches(authenticatedCaller(owner), business)).filter((x) => x.id === branch);
    expect(again!.hours).toHaveLength(3);
  });

  it("refuses overlaps and a stranger in the database; anyone reads the hours", async () => {
    const insert = (who: string, opens: string, closes: string) =>
      runAs(authenticatedCaller(who), (tx) =>
        tx.execute(
          sql`insert into public.branch_hours (branch_id, weekday, opens_at, closes_at) values (${branch}::uuid, 5, ${opens}::time, ${closes}::time)`,
        ),
      );
    await expect(insert(owner, "12:00", "14:00")).rejects.toThrow();
    await expect(insert(owner, "15:00", "14:00")).rejects.toThrow();
    await expect(insert(seedId("user", "stranger-" + engine), "14:00", "15:00")).rejects.toThrow();
    await insert(owner, "14:00", "15:00");
    const seen = rowsOf<{ n: number }>(
      await runAs(ANON, (tx) =>
        tx.execute(sql`select count(*)::int as n from public.branch_hours where branch_id = ${branch}::uuid`),
      ),
    );
    expect(seen[0]!.n).toBe(4);
  });
});
