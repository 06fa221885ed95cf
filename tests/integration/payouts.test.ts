// Payouts: the run pays each business its available balance once, even when two runs start at
// once; the operator marks a payout paid (the money leaves the provider's clearing account) or
// failed (it returns to the business's balance), audited and told to the owner; the books stay
// right throughout; only owners, managers and operators read payouts.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { checkLedger, getBusinessBalances, releaseDueVouchers } from "@/lib/ledger/data/journal";
import { getPayoutLines, getPayoutSettings, listPayouts, markPayout, runPayouts } from "@/lib/ledger/data/payouts";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, seller, userId } from "./helpers/fixtures";
import { giveBankAccount } from "./helpers/bank-accounts";
import { closeRefundWindow } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[7]!.key));
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const { markPayoutAction } = await import("@/lib/actions/admin/mark-payout");
const { setPayoutSettingsAction } = await import("@/lib/actions/admin/set-payout-settings");

describe.each(testEngines())("payouts [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    // Q60 x 3 = Q153.00 for the business after commission: over the Q100 minimum once released.
    const coupon = await makeCoupon(t.owner, { discountPrice: "60.00" });
    const order = await buy(buyer, { items: [{ couponId: coupon, quantity: 3 }] });
    if (!order.ok) throw new Error("purchase refused");
    await closeRefundWindow(t.owner, order.orderId);
    while ((await releaseDueVouchers(10_000)) > 0);
    // Every business has an account unchanged for 49 hours, so the run pays all with a balance
    // (the hold and the missing account are tests/integration/bank-accounts.test.ts's).
    const ids = rowsOf<{ id: string }>(await t.owner.execute(sql`select id from public.businesses`));
    for (const { id } of ids) await giveBankAccount(t.owner, id);
  });
  afterAll(async () => {
    await t.drop();
  });

  const availableTotal = async () =>
    rowsOf<{ n: string }>(
      await t.owner.execute(
        sql`select coalesce(-sum(l.amount), 0)::text as n from public.ledger_lines l join public.ledger_accounts a on a.id = l.account_id where a.kind = 'business_available'`,
      ),
    )[0]!.n;

  it("pays each business once when two runs start at once", async () => {
    const before = (await getBusinessBalances(seller, demoBusinessId))!;
    expect(before.availableCents).toBeGreaterThanOrEqual(15_300);
    const totalBefore = Number(await availableTotal());
    const [a, b] = await Promise.all([runPayouts({ period: "2030-01-07" }), runPayouts({ period: "2030-01-08" })]);
    const created = [...a, ...b];
    const rows = rowsOf<{ business_id: string; amount: string }>(
      await t.owner.execute(sql`select business_id, amount::text as amount from public.payouts`),
    );
    expect(rows).toHaveLength(created.length);
    expect(new Set(rows.map((r) => r.business_id)).size).toBe(rows.length);
    const paidOut = rows.reduce((s, r) => s + Number(r.amount), 0);
    expect(Number(await availableTotal())).toBeCloseTo(totalBefore - paidOut, 2);
    const after = (await getBusinessBalances(seller, demoBusinessId))!;
    expect(after.availableCents).toBe(0);
    expect(after.inTransitCents).toBe(before.availableCents);
    // A retried run of the same period pays nothing more.
    expect(await runPayouts({ period: "2030-01-07" })).toEqual([]);
    expect(await checkLedger()).toEqual([]);
  });

  it("lists its vouchers, and lets the operator mark it paid or failed", async () => {
    const [mine] = await listPayouts(seller, { businessId: demoBusinessId });
    expect(mine!.state).toBe("programado");
    const lines = await getPayoutLines(manager, mine!.id);
    expect(lines.filter((l) => l.event === "available").length).toBeGreaterThanOrEqual(3);
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(mine!.amountCents);

    expect(await markPayout(seller, { payoutId: mine!.id, state: "pagado", note: "x" }).catch(() => "refused")).toBe(
      "refused",
    );
    expect(await markPayout(admin, { payoutId: mine!.id, state: "pagado" })).toEqual({
      ok: false,
      reason: "nota_requerida",
    });
    expect(await markPayout(admin, { payoutId: mine!.id, state: "enviado" })).toEqual({ ok: true, state: "enviado" });
    expect(await markPayout(admin, { payoutId: mine!.id, state: "pagado", note: "BI-778899" })).toEqual({
      ok: true,
      state: "pagado",
    });
    expect(await markPayout(admin, { payoutId: mine!.id, state: "fallido", note: "tarde" })).toMatchObject({
      ok: false,
      reason: "estado",
    });
    expect((await getBusinessBalances(seller, demoBusinessId))!.inTransitCents).toBe(0);

    const others = (await listPayouts(admin)).filter((p) => p.businessId !== demoBusinessId);
    if (others[0]) {
      expect(await markPayout(admin, { payoutId: others[0].id, state: "fallido", note: "Cuenta cerrada" })).toEqual({
        ok: true,
        state: "fallido",
      });
      // Its owners are mailed the failure too (the same job as every other step).
      const queued = rowsOf<{ state: string }>(
        await t.owner.execute(
          sql`select payload->>'state' as state from app_private.jobs where name = 'send_payout_email' and payload->>'payoutId' = ${others[0].id} order by id`,
        ),
      );
      expect(queued.map((q) => q.state)).toEqual(["programado", "fallido"]);
    }
    expect(await checkLedger()).toEqual([]);
    const audit = rowsOf<{ action: string }>(
      await t.owner.execute(sql`select action from public.admin_audit_log where target_id = ${mine!.id} order by id`),
    );
    expect(audit.map((r) => r.action)).toEqual(["payout_enviado", "payout_pagado"]);
    const told = rowsOf<{ title: string }>(
      await t.owner.execute(
        sql`select title from public.notifications where user_id = ${seller.userId}::uuid and kind = 'payout' order by created_at`,
      ),
    );
    expect(told.map((r) => r.title)).toEqual(["Pago programado", "Pago enviado", "Pago realizado"]);
    const mails = rowsOf<{ name: string; payload: { state: string } }>(
      await t.owner.execute(
        sql`select name, payload from app_private.jobs where name = 'send_payout_email' and payload->>'payoutId' = ${mine!.id} order by id`,
      ),
    );
    expect(mails.map((m) => m.payload.state)).toEqual(["programado", "enviado", "pagado"]);
  });

  it("answers the operator's form in Spanish and changes nothing on bad input or for a non-operator", async () => {
    const [mine] = await listPayouts(seller, { businessId: demoBusinessId });
    session.caller = admin;
    expect(await markPayoutAction({ payoutId: mine!.id, state: "fallido", note: "" })).toMatchObject({ ok: false });
    expect(await markPayoutAction({ payoutId: mine!.id, state: "fallido", note: "otra vez" })).toEqual({
      ok: false,
      error: "Este pago ya no puede pasar a ese estado.",
    });
    session.caller = manager;
    const others = (await listPayouts(admin)).filter((p) => p.state === "programado");
    if (others[0]) {
      expect(await markPayoutAction({ payoutId: others[0].id, state: "enviado" })).toMatchObject({ ok: false });
      expect((await listPayouts(admin)).find((p) => p.id === others[0]!.id)!.state).toBe("programado");
    }
    session.caller = null;
  });

  it("lets only the operator set the run's weekday and minimum, audited", async () => {
    session.caller = manager;
    expect(await setPayoutSettingsAction({ weekday: "3", minimum: "250.50" })).toMatchObject({ ok: false });
    session.caller = admin;
    expect(await setPayoutSettingsAction({ weekday: "8", minimum: "250.50" })).toMatchObject({ ok: false });
    expect(await setPayoutSettingsAction({ weekday: "3", minimum: "250.50" })).toEqual({
      ok: true,
      data: { weekday: 3, minimumCents: 25_050 },
    });
    session.caller = null;
    expect(await getPayoutSettings(admin)).toEqual({ weekday: 3, minimumCents: 25_050 });
    const audit = rowsOf<{ after: unknown }>(
      await t.owner.execute(sql`select after from public.admin_audit_log where target_id = 'payouts'`),
    );
    expect(audit).toEqual([{ after: { weekday: 3, minimum: 250.5 } }]);
  });

  it("shows payouts to owners, managers and operators only", async () => {
    expect((await listPayouts(manager, { businessId: demoBusinessId })).length).toBe(1);
    expect(await listPayouts(editor, { businessId: demoBusinessId })).toEqual([]);
    const [mine] = await listPayouts(seller, { businessId: demoBusinessId });
    expect(await getPayoutLines(editor, mine!.id).catch(() => "refused")).toBe("refused");
  });
});
