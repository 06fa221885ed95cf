// Issue 15 item 6 on every engine: a seller writes total_stock only, through the database API too
// (raw SQL as PostgREST would send it); remaining = total_stock - sold - reserved always holds.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, seller } from "./helpers/fixtures";
import { buy, couponRow, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { updateCouponAction } = await import("@/lib/actions/coupons/update-coupon");

const STOCK_BELOW_SOLD = "El stock no puede ser menor que las unidades ya vendidas.";

describe.each(testEngines())("stock rules [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = null;
  });
  const db = () => t.owner;
  const stock = async (id: string) => {
    const c = await couponRow(db(), id);
    return { totalStock: c.totalStock, sold: c.sold, reserved: c.reserved, remaining: c.remaining };
  };
  /** A statement as a PostgREST client of the seller would send it. */
  const asSeller = (query: ReturnType<typeof sql>) =>
    runAs(seller, async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(query)));

  it("refuses a seller who reopens sold-out stock by writing remaining, sold or reserved", async () => {
    const id = await makeCoupon(db(), { totalStock: 10, remaining: 0 }); // ten sold
    expect(await failureOf(asSeller(sql`update public.coupons set remaining = 50 where id = ${id}`))).toMatch(
      /permission denied/,
    );
    expect(await failureOf(asSeller(sql`update public.coupons set sold = 0 where id = ${id}`))).toMatch(
      /permission denied/,
    );
    expect(await failureOf(asSeller(sql`update public.coupons set reserved = -5 where id = ${id}`))).toMatch(
      /permission denied/,
    );
    expect(
      await failureOf(asSeller(sql`update public.coupons set remaining = 5, total_stock = 5 where id = ${id}`)),
    ).toMatch(/permission denied/);
    expect(await stock(id)).toEqual({ totalStock: 10, sold: 10, reserved: 0, remaining: 0 });
  });

  it("refuses a total below what was sold (total 5, sold 10) and derives what is left from a valid one", async () => {
    const id = await makeCoupon(db(), { totalStock: 10, remaining: 0 });
    const below = await failureOf(asSeller(sql`update public.coupons set total_stock = 5 where id = ${id}`));
    expect(below).toMatch(/coupons_stock_covers_sold|below the 10 units sold/);
    expect(await stock(id)).toEqual({ totalStock: 10, sold: 10, reserved: 0, remaining: 0 });
    expect(
      await asSeller(sql`update public.coupons set total_stock = 15 where id = ${id} returning remaining`),
    ).toEqual([{ remaining: 5 }]);
    expect(await stock(id)).toEqual({ totalStock: 15, sold: 10, reserved: 0, remaining: 5 });
  });

  it("counts units held by pending orders: a total must cover sold + reserved", async () => {
    const id = await makeCoupon(db(), { totalStock: 10, remaining: 5, reserved: 2 }); // 3 sold, 2 held
    expect(await stock(id)).toEqual({ totalStock: 10, sold: 3, reserved: 2, remaining: 5 });
    expect(await failureOf(asSeller(sql`update public.coupons set total_stock = 4 where id = ${id}`))).toMatch(
      /coupons_stock_covers_sold|units sold or reserved/,
    );
    await asSeller(sql`update public.coupons set total_stock = 6, title = 'Menos stock' where id = ${id}`);
    expect(await stock(id)).toEqual({ totalStock: 6, sold: 3, reserved: 2, remaining: 1 });
  });

  it("starts an inserted coupon with nothing sold or reserved and remaining = total, whatever the request says", async () => {
    const [row] = await asSeller(sql`
      insert into public.coupons (seller_user_id, business_id, title, discount_price, end_time, remaining, total_stock, sold, reserved)
      values (${seller.userId}, ${demoBusinessId}, 'Inflado', 10, now() + interval '2 days', 999, 5, 3, 2)
      returning remaining, total_stock, sold, reserved`);
    expect(row).toEqual({ remaining: 5, total_stock: 5, sold: 0, reserved: 0 });
  });

  it("holds the rule for trusted writers too (CHECK), and purchases keep it", async () => {
    const id = await makeCoupon(db(), { totalStock: 10, remaining: 10 });
    expect(await failureOf(db().update(coupons).set({ remaining: 50 }).where(eq(coupons.id, id)))).toMatch(
      /coupons_stock_balance|coupons_remaining_le_total/,
    );
    expect(
      await failureOf(db().update(coupons).set({ totalStock: 5, sold: 10, remaining: -5 }).where(eq(coupons.id, id))),
    ).toMatch(/coupons_stock_covers_sold|coupons_remaining_nonnegative/);
    const bought = await buy(buyer, { idempotencyKey: randomUUID(), items: [{ couponId: id, quantity: 3 }] });
    expect(bought.ok).toBe(true);
    expect(await stock(id)).toEqual({ totalStock: 10, sold: 3, reserved: 0, remaining: 7 });
  });

  it("answers the edit form in Spanish when the new stock is below the units sold", async () => {
    const id = await makeCoupon(db(), { totalStock: 10, remaining: 2 }); // eight sold
    session.caller = seller;
    const form = {
      id,
      businessId: demoBusinessId,
      title: "Editado",
      originalPrice: "150.00",
      discountPrice: "75.00",
      endTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      category: "",
      isFlashSale: false,
    };
    expect(await updateCouponAction({ ...form, stock: 5 })).toEqual({ ok: false, error: STOCK_BELOW_SOLD });
    expect(await stock(id)).toEqual({ totalStock: 10, sold: 8, reserved: 0, remaining: 2 });
    expect(await updateCouponAction({ ...form, stock: 12 })).toEqual({ ok: true, data: { id } });
    expect(await stock(id)).toEqual({ totalStock: 12, sold: 8, reserved: 0, remaining: 4 });
  });
});
