// Only an admin changes a business's commission rate (0-50 %), the change is in the audit log with
// the rate before and after, and the business's statement shows the new rate; the commission it
// shows is what the ledger booked, so sales made before the change keep the rate they were sold at.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getBusinessStatement } from "@/lib/data/admin/analytics";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, manager, seller, userId } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
}));

const { setCommissionRateAction } = await import("@/lib/actions/admin/set-commission-rate");
const { listCommissions } = await import("@/lib/ledger/data/commission");

const admin = authenticatedCaller(userId(REVIEWERS[6]!.key));

describe.each(testEngines())("admin commission rate [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
  });
  afterAll(async () => {
    await t.drop();
  });

  const rateOf = async () =>
    Number(
      rowsOf<{ r: string }>(
        await t.owner.execute(
          sql`select commission_rate::text as r from public.businesses where id = ${demoBusinessId}::uuid`,
        ),
      )[0]!.r,
    );
  const auditRows = async () =>
    rowsOf<{ actor_user_id: string; action: string; target_id: string; before: unknown; after: unknown }>(
      await t.owner.execute(
        sql`select actor_user_id, action, target_id, before, after from public.admin_audit_log where action = 'set_commission_rate' order by id`,
      ),
    );

  it("refuses anyone but an admin, through the action and through the database function", async () => {
    for (const who of [seller, manager, buyer]) {
      session.caller = who;
      expect(await setCommissionRateAction({ businessId: demoBusinessId, percent: "5" })).toEqual({
        ok: false,
        error: "Solo un administrador puede hacer esto.",
      });
      await expect(
        runAs(who, (tx) => tx.execute(sql`select public.admin_set_commission_rate(${demoBusinessId}::uuid, 0.01)`)),
      ).rejects.toThrow();
      expect(await listCommissions(who)).toEqual([]);
    }
    session.caller = null;
    expect(await setCommissionRateAction({ businessId: demoBusinessId, percent: "5" })).toMatchObject({
      ok: false,
      code: "sign_in_required",
    });
    expect(await rateOf()).toBe(0.15);
    expect(await auditRows()).toEqual([]);
  });

  it("refuses a rate outside 0-50 % in Spanish, changing nothing", async () => {
    session.caller = admin;
    for (const percent of ["50.01", "-1", "abc", "12.345", "", 75]) {
      expect(await setCommissionRateAction({ businessId: demoBusinessId, percent })).toMatchObject({
        ok: false,
        error: "Escribe un porcentaje entre 0 y 50, con hasta dos decimales.",
      });
    }
    // The database keeps the same cap whoever calls it.
    await expect(
      runAs(admin, (tx) => tx.execute(sql`select public.admin_set_commission_rate(${demoBusinessId}::uuid, 0.6)`)),
    ).rejects.toThrow();
    expect(await rateOf()).toBe(0.15);
    expect(await auditRows()).toEqual([]);
  });

  it("an admin's change is audited with the rate before and after, and the statement shows it", async () => {
    const before = (await getBusinessStatement(manager, demoBusinessId, 1))![0]!;
    session.caller = admin;
    expect(await setCommissionRateAction({ businessId: demoBusinessId, percent: "12,5" })).toEqual({
      ok: true,
      data: { rate: "0.1250" },
    });
    expect(await rateOf()).toBe(0.125);
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      actor_user_id: admin.userId,
      action: "set_commission_rate",
      target_id: demoBusinessId,
    });
    expect(Number((entry!.before as { commission_rate: string | number }).commission_rate)).toBe(0.15);
    expect(Number((entry!.after as { commission_rate: string | number }).commission_rate)).toBe(0.125);
    const statement = await getBusinessStatement(manager, demoBusinessId, 1);
    expect(statement![0]!.commissionRate).toBe(0.125);
    // What was sold before keeps its 15 %; a sale after the change is booked at 12.5 %.
    expect(statement![0]!.commissionCents).toBe(before.commissionCents);
    const coupon = await makeCoupon(t.owner, { discountPrice: "80.00" });
    expect(await buy(buyer, { items: [{ couponId: coupon, quantity: 1 }] })).toMatchObject({ ok: true });
    const after = (await getBusinessStatement(manager, demoBusinessId, 1))![0]!;
    expect(after.grossCents - before.grossCents).toBe(8_000);
    expect(after.commissionCents - before.commissionCents).toBe(1_000);
    expect(after.netCents).toBe(after.grossCents - after.refundsCents - after.commissionCents);
    const listed = await listCommissions(admin);
    expect(listed.find((b) => b.id === demoBusinessId)?.rate).toBe(0.125);
    expect(
      await setCommissionRateAction({ businessId: "00000000-0000-4000-8000-000000000000", percent: "10" }),
    ).toEqual({ ok: false, error: "No se encontró." });
  });
});
