// Only an admin sets the referral minimum (Q0.00-Q100,000.00, from /admin); the change is in the
// audit log with the value before and after, the cached public read is dropped, and the reward
// rule, /comunidad and /terminos read the new value. Bad input and other users change nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, manager, seller, userId } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
const updateTag = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), updateTag }));

const { setReferralMinimumAction } = await import("@/lib/actions/admin/set-referral-minimum");
const { getReferralMinimumCents } = await import("@/lib/data/accounts/referrals");

const admin = authenticatedCaller(userId(REVIEWERS[6]!.key));
const INVALID =
  "Escribe un monto en quetzales entre Q0.00 y Q100,000.00, con hasta dos decimales y sin separador de miles.";

describe.each(testEngines())("admin referral minimum [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => updateTag.mockClear());

  const stored = async () =>
    rowsOf<{ v: string | null }>(
      await t.owner.execute(
        sql`select (select value #>> '{}' from app_private.settings where key = 'referral_min_order') as v`,
      ),
    )[0]!.v;
  const auditRows = async () =>
    rowsOf<{ actor_user_id: string; target_id: string; before: unknown; after: unknown }>(
      await t.owner.execute(
        sql`select actor_user_id, target_id, before, after from public.admin_audit_log where action = 'set_setting' and target_id = 'referral_min_order' order by id`,
      ),
    );

  it("refuses anyone but an admin, through the action and through the database function", async () => {
    for (const who of [seller, manager, buyer]) {
      session.caller = who;
      expect(await setReferralMinimumAction({ amount: "1" })).toEqual({
        ok: false,
        error: "Solo un administrador puede hacer esto.",
      });
      await expect(
        runAs(who, (tx) =>
          tx.execute(sql`select public.admin_set_setting('referral_min_order', to_jsonb('1.00'::text))`),
        ),
      ).rejects.toThrow();
    }
    session.caller = null;
    expect(await setReferralMinimumAction({ amount: "1" })).toMatchObject({ ok: false, code: "sign_in_required" });
    expect(await stored()).toBeNull();
    expect(await getReferralMinimumCents()).toBe(5000);
    expect(await auditRows()).toEqual([]);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses an amount outside Q0.00-Q100,000.00 or with more than two decimals in Spanish, changing nothing", async () => {
    session.caller = admin;
    for (const amount of [
      "100000.01",
      "100001",
      "-1",
      "abc",
      "12.345",
      "",
      "1,250",
      "1e3",
      "Infinity",
      1e21,
      -5,
      0.1 + 0.2,
    ]) {
      expect(await setReferralMinimumAction({ amount })).toEqual({
        ok: false,
        error: INVALID,
        fieldErrors: { amount: INVALID },
      });
    }
    for (const raw of [{}, { amount: null }, { amount: ["50"] }, { amount: "5".repeat(5000) }]) {
      expect(await setReferralMinimumAction(raw as never)).toMatchObject({ ok: false });
    }
    // The database keeps the same cap for an admin who calls it directly.
    for (const value of ["100000.01", "123456789", "abc", "-1"]) {
      await expect(
        runAs(admin, (tx) =>
          tx.execute(sql`select public.admin_set_setting('referral_min_order', to_jsonb(${value}::text))`),
        ),
      ).rejects.toThrow();
    }
    expect(await stored()).toBeNull();
    expect(await getReferralMinimumCents()).toBe(5000);
    expect(await auditRows()).toEqual([]);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("an admin's change is audited with the value before and after, revalidated, and read by the public pages", async () => {
    session.caller = admin;
    expect(await setReferralMinimumAction({ amount: "Q75,5" })).toEqual({ ok: true, data: { cents: 7550 } });
    expect(await stored()).toBe("75.50");
    expect(await getReferralMinimumCents()).toBe(7550);
    expect(updateTag).toHaveBeenCalledWith("settings");
    expect(await setReferralMinimumAction({ amount: "100000" })).toEqual({ ok: true, data: { cents: 10_000_000 } });
    expect(await getReferralMinimumCents()).toBe(10_000_000);
    expect(await setReferralMinimumAction({ amount: 0 })).toEqual({ ok: true, data: { cents: 0 } });
    expect(await getReferralMinimumCents()).toBe(0);
    const entries = await auditRows();
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({ actor_user_id: admin.userId, before: null, after: "75.50" });
    expect(entries[1]).toMatchObject({ before: "75.50", after: "100000.00" });
    expect(entries[2]).toMatchObject({ before: "100000.00", after: "0.00" });
  });
});
