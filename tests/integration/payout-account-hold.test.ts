// Audit 44, item 1, on both engines: someone holding the owner's session changes the bank account
// after the weekly run scheduled a payout. The operator's bank batch must still not pay the new
// account: the payout carries the account it was scheduled for, and the change holds it (shown
// with its reason to the operator and to the owner) until the owner confirms the change from the
// e-mail and 48 hours pass; then the batch pays the confirmed account.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getBankAccount, listBankBatch } from "@/lib/ledger/data/bank-accounts";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { releaseDueVouchers } from "@/lib/ledger/data/journal";
import { listPayouts, markPayout, runPayouts } from "@/lib/ledger/data/payouts";
import { rowsOf } from "@/lib/db/client";
import { DEMO_USERS, REVIEWERS } from "@/lib/db/seed/users";
import { readOutbox } from "@/lib/email/mailer";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { giveBankAccount, TEST_ACCOUNT_NUMBER } from "./helpers/bank-accounts";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, manager, seller, userId } from "./helpers/fixtures";
import { closeRefundWindow } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[7]!.key));
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const { saveBankAccountAction } = await import("@/lib/actions/sellers/save-bank-account");
const { confirmBankAccountAction } = await import("@/lib/actions/sellers/confirm-bank-account");

const ATTACKER = {
  businessId: demoBusinessId,
  bank: "bam",
  accountType: "monetaria",
  number: "9988776655",
  holderName: "Cuenta del atacante",
  holderNit: "1234567-9",
};
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

describe.each(testEngines())("a payout keeps the account it was scheduled for [%s]", (engine) => {
  let t: TestDatabase;
  let payoutId = "";
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    const coupon = await makeCoupon(t.owner, { discountPrice: "60.00" });
    const order = await buy(buyer, { items: [{ couponId: coupon, quantity: 3 }] });
    if (!order.ok) throw new Error("purchase refused");
    await closeRefundWindow(t.owner, order.orderId);
    while ((await releaseDueVouchers(10_000)) > 0);
    await giveBankAccount(t.owner, demoBusinessId);
  });
  afterAll(async () => {
    session.caller = null;
    await t.drop();
  });

  const batchFor = async () => (await listBankBatch(admin)).filter((r) => r.payoutId === payoutId);
  const ageChange = (hours: number) =>
    t.owner.execute(
      sql`update public.business_bank_accounts set changed_at = changed_at - make_interval(hours => ${hours}) where business_id = ${demoBusinessId}::uuid`,
    );

  it("schedules, the account changes, and the batch does not pay the new account", async () => {
    payoutId = (await runPayouts({ period: "2030-03-04" }))[0]!;
    expect(payoutId).toBeTruthy();
    session.caller = seller;
    expect(await saveBankAccountAction(ATTACKER)).toMatchObject({ ok: true });
    await drainJobs(worker);

    const batch = await listBankBatch(admin);
    expect(batch.map((r) => r.number)).not.toContain("9988776655");
    expect(await batchFor()).toEqual([
      expect.objectContaining({ held: "cuenta_cambiada", number: TEST_ACCOUNT_NUMBER, bank: "industrial" }),
    ]);
    // The operator cannot mark it sent, and the owner and the operator see why it waits.
    expect(await markPayout(admin, { payoutId, state: "enviado" })).toEqual({ ok: false, reason: "retenido" });
    for (const who of [admin, seller, manager])
      expect((await listPayouts(who, { businessId: demoBusinessId }))[0]).toMatchObject({
        id: payoutId,
        heldReason: "cuenta_cambiada",
      });
  });

  it("keeps it held past 48 hours while the change is unconfirmed, and the next run pays nothing", async () => {
    await ageChange(49);
    expect(await batchFor()).toEqual([expect.objectContaining({ held: "cuenta_cambiada" })]);
    expect(await runPayouts({ period: "2030-03-11" })).toEqual([]);
  });

  it("confirms only with the e-mailed single-use token, by a signed-in owner", async () => {
    const [mail] = (await readOutbox(DEMO_USERS.seller.email)).filter(
      (m) => m.subject.startsWith("Cambió la cuenta") && m.text.includes("****6655"),
    ); // newest first
    const link = /confirmar-cuenta\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const stored = rowsOf<{ confirm_token_hash: string }>(
      await t.owner.execute(
        sql`select confirm_token_hash from public.business_bank_accounts where business_id = ${demoBusinessId}::uuid`,
      ),
    )[0]!;
    expect(stored.confirm_token_hash).not.toContain(token);

    session.caller = manager;
    expect(await confirmBankAccountAction({ businessId: demoBusinessId, token })).toMatchObject({ ok: false });
    session.caller = seller;
    expect(await confirmBankAccountAction({ businessId: demoBusinessId, token: "x".repeat(43) })).toMatchObject({
      ok: false,
    });
    expect((await getBankAccount(seller, demoBusinessId))!.confirmedAt).toBeNull();
    expect(await confirmBankAccountAction({ businessId: demoBusinessId, token })).toMatchObject({ ok: true });
    expect(await confirmBankAccountAction({ businessId: demoBusinessId, token })).toMatchObject({ ok: false });
  });

  it("then pays the confirmed account once 48 hours have passed since the change", async () => {
    expect(await batchFor()).toEqual([
      expect.objectContaining({ held: null, number: "9988776655", holderName: "Cuenta del atacante" }),
    ]);
    const snapshot = rowsOf<{ account_last4: string; held_reason: string | null }>(
      await t.owner.execute(sql`select account_last4, held_reason from public.payouts where id = ${payoutId}::uuid`),
    );
    expect(snapshot).toEqual([{ account_last4: "6655", held_reason: null }]);
    expect(await markPayout(admin, { payoutId, state: "enviado" })).toEqual({ ok: true, state: "enviado" });
  });

  it("keeps only masked values of the account in the audit log", async () => {
    const audit = rowsOf<{ before: unknown; after: unknown }>(
      await t.owner.execute(
        sql`select before, after from public.admin_audit_log where target_id = ${demoBusinessId} and action like 'bank_account%'`,
      ),
    );
    const text = JSON.stringify(audit);
    expect(audit.length).toBeGreaterThanOrEqual(2);
    for (const secret of ["9988776655", "Cuenta del atacante", "12345679", "Titular de prueba"])
      expect(text).not.toContain(secret);
  });
});
