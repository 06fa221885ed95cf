// The counter's server actions on every engine: a scanned link or typed code gives the confirm
// card, a voucher of another business only says so, a wrong branch is refused, and only an owner
// or manager undoes a redemption.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { branches, businessMembers, voucherRedemptions, vouchers } from "@/lib/db/schema";
import { businessOwner, REVIEWERS } from "@/lib/db/seed/users";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, manager, otherBusiness, otherBusinessId, userId } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { lookupVoucherAction } = await import("@/lib/actions/sellers/lookup-voucher");
const { redeemVoucherAction } = await import("@/lib/actions/sellers/redeem-voucher");
const { undoRedemptionAction } = await import("@/lib/actions/sellers/undo-redemption");

const cashier: Caller = authenticatedCaller(userId(REVIEWERS[8]!.key));
const otherOwner: Caller = authenticatedCaller(userId(businessOwner(otherBusiness.slug).key));

describe.each(testEngines())("counter actions [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner
      .insert(businessMembers)
      .values({ businessId: demoBusinessId, userId: cashier.userId!, role: "cajero" });
  });
  afterAll(async () => {
    await t.drop();
  });

  it("scans, confirms, redeems at a branch of its business, and lets a manager undo", async () => {
    const couponId = await makeCoupon(t.owner);
    expect((await buy(buyer, { items: [{ couponId, quantity: 1 }] })).ok).toBe(true);
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    const [foreign] = await t.owner.select().from(branches).where(eq(branches.businessId, otherBusinessId)).limit(1);

    session.caller = cashier;
    const scanned = voucherQrPayload("https://cupongt.com", v!.code);
    expect(await lookupVoucherAction({ scanned })).toMatchObject({
      ok: true,
      data: { code: v!.code, card: { kind: "voucher", state: "valido" } },
    });
    expect(await lookupVoucherAction({ scanned: "WIFI:S:casa;;" })).toMatchObject({
      ok: false,
      fieldErrors: { scanned: "El código debe tener 12 letras y números." },
    });
    expect(await redeemVoucherAction({ code: v!.code, branchId: foreign!.id })).toEqual({
      ok: false,
      error: "Esa sucursal no es de este negocio.",
    });
    expect(await redeemVoucherAction({ code: v!.code })).toMatchObject({ ok: true });

    session.caller = otherOwner;
    expect(await lookupVoucherAction({ scanned })).toEqual({ ok: false, error: "Este cupón no es de este negocio." });

    const [r] = await t.owner.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, v!.id));
    session.caller = cashier;
    expect(await undoRedemptionAction({ redemptionId: r!.id })).toMatchObject({ ok: false });
    session.caller = manager;
    expect(await undoRedemptionAction({ redemptionId: r!.id })).toMatchObject({ ok: true });
    expect(await undoRedemptionAction({ redemptionId: r!.id })).toEqual({
      ok: false,
      error: "Ese canje ya fue anulado.",
    });
  });
});
