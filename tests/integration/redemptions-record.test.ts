// The redemptions record (/vendedor/canjes) and its CSV on every engine: 401 signed out, 404 for a
// business where the caller does not redeem; owners and managers get the business's rows, a
// cashier only their own; the filters (days, branch, member) narrow the rows; codes are masked.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller, type SignedInCaller } from "@/lib/data/caller";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { branches, businessMembers, vouchers } from "@/lib/db/schema";
import { REVIEWERS } from "@/lib/db/seed/users";
import { guatemalaDay } from "@/lib/domain/redemption-filters";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, manager, otherBusinessId, seller, userId } from "./helpers/fixtures";
import { sessionModule } from "./helpers/mock-session";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", () => sessionModule(() => session.caller));
const { GET } = await import("@/app/(es)/(seller)/vendedor/canjes/csv/route");
const { loadRedemptionRecord } = await import("@/app/(es)/(seller)/vendedor/canjes/_lib/record");

const cashier = authenticatedCaller(userId(REVIEWERS[4]!.key));
const download = (as: Caller | null, query: string) => {
  session.caller = as;
  return GET(new Request(`http://localhost/vendedor/canjes/csv?${query}`));
};
const lines = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe.each(testEngines())("redemptions record [%s]", (engine) => {
  let t: TestDatabase;
  let branchId: string;
  const codes: string[] = [];
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner
      .insert(businessMembers)
      .values({ businessId: demoBusinessId, userId: cashier.userId!, role: "cajero" });
    branchId = (
      await t.owner.select({ id: branches.id }).from(branches).where(eq(branches.businessId, demoBusinessId))
    )[0]!.id;
    const couponId = await makeCoupon(t.owner);
    const paid = await buy(buyer, { items: [{ couponId, quantity: 2 }] });
    if (!paid.ok) throw new Error("purchase refused");
    const rows = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    codes.push(...rows.map((r) => r.code));
    expect((await redeemVoucher(manager, codes[0]!, branchId)).ok).toBe(true);
    expect((await redeemVoucher(cashier, codes[1]!)).ok).toBe(true);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("answers 401 signed out and 404 where the caller does not redeem", async () => {
    expect((await download(null, `negocio=${demoBusinessId}`)).status).toBe(401);
    expect((await download(manager, `negocio=${otherBusinessId}`)).status).toBe(404);
    expect((await download(buyer, "")).status).toBe(404);
  });

  it("gives the manager the business's redemptions as CSV, codes masked, and the cashier only their own", async () => {
    const response = await download(manager, `negocio=${demoBusinessId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="canjes-\d{4}-\d{2}-\d{2}-a-/);
    const all = await lines(response);
    expect(all[0]).toBe("Fecha y hora,Código,Cupón,Canjeado por,Sucursal,Estado");
    expect(all).toHaveLength(3);
    for (const code of codes) expect(all.some((l) => l.includes(`••••${code.slice(-4)},`))).toBe(true);
    expect(all.join("\n")).not.toContain(codes[0]!.slice(0, 8));
    const own = await lines(await download(cashier, `negocio=${demoBusinessId}`));
    expect(own).toHaveLength(2);
    expect(own[1]).toContain(`••••${codes[1]!.slice(-4)}`);
  });

  it("narrows by branch, member and days", async () => {
    const record = (params: Record<string, string>) =>
      loadRedemptionRecord(manager as SignedInCaller, { negocio: demoBusinessId, ...params });
    const whole = await record({});
    expect(whole.rows).toHaveLength(2);
    expect(whole.branches.map((b) => b.id)).toEqual([branchId]);
    expect(whole.members).toHaveLength(2);
    expect((await record({ sucursal: branchId })).rows.map((r) => r.codeLast4)).toEqual([codes[0]!.slice(-4)]);
    expect((await record({ miembro: cashier.userId! })).rows.map((r) => r.codeLast4)).toEqual([codes[1]!.slice(-4)]);
    const today = guatemalaDay(new Date());
    expect((await record({ desde: today, hasta: today })).rows).toHaveLength(2);
    expect((await record({ desde: "2020-01-01", hasta: "2020-01-31" })).rows).toHaveLength(0);
    // The seller (owner) sees them too; a business of another owner is never chosen for them.
    expect((await loadRedemptionRecord(seller as SignedInCaller, { negocio: otherBusinessId })).business?.id).not.toBe(
      otherBusinessId,
    );
  });
});
