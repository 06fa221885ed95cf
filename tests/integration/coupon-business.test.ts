// A coupon stays in its business: a manager who also owns a business of their own cannot move the
// owner's coupon (and its sales) there, neither through the action nor with a raw UPDATE under row
// level security; an owner of both may move it, and the move is in the audit log.
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { adminAuditLog, coupons } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { demoBusinessId, editor, manager, seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { createBusinessAction } = await import("@/lib/actions/sellers/create-business");
const { updateCouponAction } = await import("@/lib/actions/coupons/update-coupon");

const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString();
const editForm = (id: string, businessId: string) => ({
  id,
  businessId,
  title: "Cupón movido",
  originalPrice: "150.00",
  discountPrice: "75.00",
  endTime: future(),
  stock: "900",
  category: "",
  isFlashSale: false,
});
const MOVE_REFUSED = "Solo quien es dueño de ambos negocios puede pasar un cupón de un negocio a otro.";

describe.each(testEngines())("a coupon's business [%s]", (engine) => {
  let t: TestDatabase;
  let couponId: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // The owner's best-selling coupon of the business the manager works for.
    const [row] = await t.owner
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.businessId, demoBusinessId))
      .orderBy(desc(coupons.sold))
      .limit(1);
    couponId = row!.id;
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = null;
  });

  const stored = async () => (await t.owner.select().from(coupons).where(eq(coupons.id, couponId)))[0]!;
  const businessOf = async (caller: Caller, name: string) => {
    session.caller = caller;
    const created = await createBusinessAction({ name });
    expect(created).toMatchObject({ ok: true });
    return (created as { data: { id: string } }).data.id;
  };

  it("refuses a manager moving the owner's coupon to the manager's own business, and changes nothing", async () => {
    const before = await stored();
    expect(before.sold).toBeGreaterThan(0);
    const mine = await businessOf(manager, "Negocio de la gerente");
    session.caller = manager;
    expect(await updateCouponAction(editForm(couponId, mine))).toEqual({ ok: false, error: MOVE_REFUSED });
    expect(await stored()).toEqual(before);
  });

  it("refuses the same move below the action: a raw UPDATE under row level security", async () => {
    const before = await stored();
    const mine = await businessOf(manager, "Otro negocio de la gerente");
    const raw = runAs(manager, (tx) =>
      tx.update(coupons).set({ businessId: mine }).where(eq(coupons.id, couponId)).returning({ id: coupons.id }),
    );
    await expect(raw).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/owner of both/) }),
    });
    // Row level security refuses it on its own too (this file's database is its own copy).
    await t.owner.execute(sql`alter table public.coupons disable trigger coupons_guard_business`);
    try {
      const again = runAs(manager, (tx) =>
        tx.update(coupons).set({ businessId: mine }).where(eq(coupons.id, couponId)).returning({ id: coupons.id }),
      );
      await expect(again).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringMatching(/row-level security/) }),
      });
    } finally {
      await t.owner.execute(sql`alter table public.coupons enable trigger coupons_guard_business`);
    }
    // An editor of the business gets no further: the owner's coupon is not theirs to change at all.
    const editorsOwn = await businessOf(editor, "Negocio del editor");
    const byEditor = await runAs(editor, (tx) =>
      tx.execute(
        sql`update public.coupons set business_id = ${editorsOwn}::uuid where id = ${couponId}::uuid returning id`,
      ),
    );
    expect(byEditor).toMatchObject(engine === "pglite" ? { rows: [] } : []);
    expect(await stored()).toEqual(before);
  });

  it("lets an owner of both businesses move a coupon, and audits the move", async () => {
    const second = await businessOf(seller, "Segundo negocio del dueño");
    session.caller = seller;
    expect(await updateCouponAction(editForm(couponId, second))).toEqual({ ok: true, data: { id: couponId } });
    expect((await stored()).businessId).toBe(second);
    const [entry] = await t.owner
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "move_coupon"), eq(adminAuditLog.targetId, couponId)));
    expect(entry).toMatchObject({
      actorUserId: seller.userId,
      before: { business_id: demoBusinessId },
      after: { business_id: second },
    });
    // And back: the owner is never locked out of their own coupon.
    expect(await updateCouponAction(editForm(couponId, demoBusinessId))).toEqual({ ok: true, data: { id: couponId } });
    expect((await stored()).businessId).toBe(demoBusinessId);
  });
});
