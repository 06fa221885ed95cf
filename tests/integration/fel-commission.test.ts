// CuponGT invoices each paid payout's commission to its business: the operator's 'pagado'
// queues one job, two jobs at once certify one FACT from CuponGT's NIT to the business's for the
// commission the payout's vouchers carry (valid against SAT's schema), members read it and buyers
// do not; a business without its FEL data waits, and saving them requeues the invoice.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatedCaller } from "@/lib/data/caller";
import { certifyCommissionInvoice, NO_RECEPTOR_DATA } from "@/lib/fel/data/commission";
import { payoutInvoices } from "@/lib/fel/data/views";
import { releaseDueVouchers } from "@/lib/ledger/data/journal";
import { markPayout, runPayouts } from "@/lib/ledger/data/payouts";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { businessFelProfiles, felDocuments } from "@/lib/db/schema";
import { createLocalCertifier } from "@/lib/fel/local";
import { LOCAL_PLATFORM_NIT } from "@/lib/fel/platform-emitter";
import { readDte } from "@/lib/fel/xml/read";
import { validateDte } from "../unit/lib/fel/xsd";
import { testEngines } from "./helpers/engines";
import { TEST_FEL_PROFILE } from "./helpers/fel";
import { buyer, demoBusinessId, manager, otherBusinessId, seller, userId } from "./helpers/fixtures";
import { giveBankAccount } from "./helpers/bank-accounts";
import { closeRefundWindow } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[7]!.key));
const attempt = { certifier: createLocalCertifier(), attempt: 1, maxAttempts: 8 };
const PROFILE = TEST_FEL_PROFILE;

describe.each(testEngines())("commission invoices [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    await t.owner.insert(businessFelProfiles).values({ businessId: demoBusinessId, ...PROFILE });
    // A payout needs a bank account past its 48-hour hold.
    for (const id of [demoBusinessId, otherBusinessId]) await giveBankAccount(t.owner, id);
  });
  afterAll(async () => {
    await t.drop();
  });

  async function paidPayout(businessId: string, period: string, state: "pagado" | "fallido" = "pagado") {
    const couponId = await makeCoupon(t.owner, { businessId, discountPrice: "60.00" });
    const order = await buy(buyer, { items: [{ couponId, quantity: 3 }] });
    if (!order.ok) throw new Error("purchase refused");
    await closeRefundWindow(t.owner, order.orderId);
    while ((await releaseDueVouchers(10_000)) > 0);
    await runPayouts({ period });
    const [payout] = rowsOf<{ id: string }>(
      await t.owner.execute(
        sql`select id from public.payouts where business_id = ${businessId}::uuid and period = ${period}::date`,
      ),
    );
    const commission = rowsOf<{ n: string }>(
      await t.owner.execute(sql`
        select (-sum(l.amount))::text as n from public.ledger_lines l
        join public.ledger_accounts a on a.id = l.account_id
        join public.order_items i on i.id = l.order_item_id
        where a.kind = 'platform_commission' and i.order_id = ${order.orderId}::uuid`),
    )[0]!.n;
    expect(await markPayout(admin, { payoutId: payout!.id, state, note: "BI-0001" })).toMatchObject({ ok: true });
    return { payoutId: payout!.id, commission };
  }

  it("a paid payout gets one FACT from CuponGT to the business for its commission", async () => {
    const { payoutId, commission } = await paidPayout(demoBusinessId, "2030-02-04");
    const jobs = rowsOf<{ name: string }>(
      await t.owner.execute(sql`select name from app_private.jobs where key = ${`fel-commission:${payoutId}`}`),
    );
    expect(jobs.map((j) => j.name)).toEqual(["certify_commission_invoice"]);
    await Promise.all([certifyCommissionInvoice(payoutId, attempt), certifyCommissionInvoice(payoutId, attempt)]);
    const docs = await t.owner.select().from(felDocuments).where(eq(felDocuments.payoutId, payoutId));
    expect(docs).toHaveLength(1);
    const [doc] = docs;
    expect(doc).toMatchObject({
      status: "certificado",
      kind: "FACT",
      purpose: "comision",
      businessId: demoBusinessId,
      emitterNit: LOCAL_PLATFORM_NIT,
      receptorId: PROFILE.nit,
      total: commission,
    });
    expect(Number(commission)).toBeGreaterThan(0);
    const validation = await validateDte(doc!.xml!);
    expect(validation.errors).toEqual([]);
    const dte = readDte(doc!.xml!);
    expect(dte.emitter.nit).toBe(LOCAL_PLATFORM_NIT);
    expect(dte.receptor.id).toBe(PROFILE.nit);
    expect(doc!.xml).toContain(`<dte:GranTotal>${Number(commission).toFixed(2)}</dte:GranTotal>`);

    // The business's members read it through its payout; a buyer does not.
    expect((await payoutInvoices(manager, [payoutId])).get(payoutId)).toMatchObject({ uuid: doc!.uuid });
    expect((await payoutInvoices(seller, [payoutId])).get(payoutId)?.purpose).toBe("comision");
    expect((await payoutInvoices(buyer, [payoutId])).size).toBe(0);
  });

  it("a failed payout is not invoiced; a business without FEL data waits until it saves them", async () => {
    const { payoutId } = await paidPayout(otherBusinessId, "2030-02-11");
    await certifyCommissionInvoice(payoutId, attempt);
    const [waiting] = await t.owner.select().from(felDocuments).where(eq(felDocuments.payoutId, payoutId));
    expect(waiting).toMatchObject({ status: "pendiente", error: NO_RECEPTOR_DATA, uuid: null });

    await t.owner.insert(businessFelProfiles).values({ businessId: otherBusinessId, ...PROFILE, nit: "10000003" });
    const requeued = rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from app_private.jobs where key like ${`fel-commission:${payoutId}:%`}`,
      ),
    );
    expect(requeued[0]!.n).toBe(1);
    await certifyCommissionInvoice(payoutId, attempt);
    const [done] = await t.owner.select().from(felDocuments).where(eq(felDocuments.payoutId, payoutId));
    expect(done).toMatchObject({ status: "certificado", receptorId: "10000003" });

    // A payout marked failed queues no invoice: its commission goes with the payout that pays it.
    const failed = await paidPayout(demoBusinessId, "2030-02-18", "fallido");
    const queued = rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from app_private.jobs where key like ${`fel-commission:${failed.payoutId}%`}`,
      ),
    );
    expect(queued[0]!.n).toBe(0);
    await certifyCommissionInvoice(failed.payoutId, attempt);
    expect(await t.owner.select().from(felDocuments).where(eq(felDocuments.payoutId, failed.payoutId))).toEqual([]);
  });
});
