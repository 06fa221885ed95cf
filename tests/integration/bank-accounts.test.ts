// A business's bank account for payouts, on both engines: only the owner sets it (through the
// action: zod, a Spanish message, nothing changed on bad input), it is stored encrypted and read
// masked, every change is audited and mailed to the owner; managers and editors can neither read
// nor change it (row level security and grants, tried directly); the payout run skips a business
// without an account or whose account changed less than 48 hours ago; the operator's bank batch
// carries the decrypted number.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decryptAccountNumber } from "@/lib/ledger/crypto/bank-account-cipher";
import { getBankAccount, listBankBatch } from "@/lib/ledger/data/bank-accounts";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { releaseDueVouchers } from "@/lib/ledger/data/journal";
import { runPayouts } from "@/lib/ledger/data/payouts";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { DEMO_USERS, REVIEWERS } from "@/lib/db/seed/users";
import { readOutbox } from "@/lib/email/mailer";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, seller, userId } from "./helpers/fixtures";
import { closeRefundWindow } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[7]!.key));
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const { saveBankAccountAction } = await import("@/lib/actions/sellers/save-bank-account");

const ACCOUNT = {
  businessId: demoBusinessId,
  bank: "banrural",
  accountType: "ahorro",
  number: "44-0123-4567-89",
  holderName: "Comercial La Ceiba, S.A.",
  holderNit: "1234567-9",
};
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };
/** The owner's mails sent since `since` (both engines' runs write to one outbox). */
const mailsSince = async (since: string, subject: string) =>
  (await readOutbox(DEMO_USERS.seller.email)).filter((m) => m.sentAt >= since && m.subject.startsWith(subject));

describe.each(testEngines())("business bank accounts [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
  });
  afterAll(async () => {
    session.caller = null;
    await t.drop();
  });

  const stored = async () =>
    rowsOf<{ bank: string; number_ciphertext: string; number_last4: string; changed_at: Date | string }>(
      await t.owner.execute(
        sql`select bank, number_ciphertext, number_last4, changed_at from public.business_bank_accounts where business_id = ${demoBusinessId}::uuid`,
      ),
    );

  it("refuses bad input in Spanish and changes nothing", async () => {
    session.caller = seller;
    const bad = await saveBankAccountAction({ ...ACCOUNT, number: "12ab", holderNit: "1234567-0", bank: "chase" });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        number: "Escribe el número de cuenta: de 6 a 20 dígitos.",
        holderNit: "Escribe un NIT válido (por ejemplo 1234567-8); no se acepta CF.",
        bank: "Elige un banco de la lista.",
      },
    });
    expect(await stored()).toEqual([]);
  });

  it("saves the owner's account encrypted, shows it masked, audits and mails the change", async () => {
    session.caller = seller;
    const since = new Date().toISOString();
    expect(await saveBankAccountAction(ACCOUNT)).toEqual({
      ok: true,
      data: { message: expect.stringContaining("Cuenta bancaria guardada"), last4: "6789" },
    });
    const [row] = await stored();
    expect(row!.number_last4).toBe("6789");
    expect(row!.number_ciphertext).not.toContain("0123");
    expect(decryptAccountNumber(row!.number_ciphertext, demoBusinessId)).toBe("440123456789");
    // Moved onto another business's row, the ciphertext does not decrypt (the id is authenticated data).
    expect(() => decryptAccountNumber(row!.number_ciphertext, "00000000-0000-4000-8000-000000000000")).toThrow();

    const view = await getBankAccount(seller, demoBusinessId);
    expect(view).toMatchObject({ bank: "banrural", accountType: "ahorro", last4: "6789", holderNit: "12345679" });
    expect(view!.holdUntil.getTime() - view!.changedAt.getTime()).toBe(48 * 3_600_000);

    const audit = rowsOf<{ action: string; after: Record<string, string>; actor_user_id: string }>(
      await t.owner.execute(
        sql`select action, after, actor_user_id from public.admin_audit_log where target_id = ${demoBusinessId} and action = 'bank_account_set'`,
      ),
    );
    expect(audit).toEqual([
      {
        action: "bank_account_set",
        actor_user_id: seller.userId,
        // Masked: the holder and the NIT are encrypted beside the number (audit 44).
        after: { bank: "banrural", type: "ahorro", last4: "6789", holder: "C*** (24)", nit: "****79", payouts_held: 0 },
      },
    ]);
    await drainJobs(worker);
    const mails = await mailsSince(since, "Cambió la cuenta bancaria");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("****6789");
    expect(mails[0]!.text).not.toContain("440123456789");
  });

  it("keeps managers and editors from reading or changing it, however they try", async () => {
    for (const who of [manager, editor]) {
      expect(await getBankAccount(who, demoBusinessId)).toBeNull();
      session.caller = who;
      expect(await saveBankAccountAction({ ...ACCOUNT, number: "999999999" })).toEqual({
        ok: false,
        error: "Solo el dueño del negocio puede cambiar la cuenta bancaria.",
      });
      const direct = [
        sql`select business_id, number_ciphertext, holder_ciphertext from public.business_bank_accounts`,
        sql`update public.business_bank_accounts set number_last4 = '0000', changed_at = now() - interval '9 days'`,
        sql`delete from public.business_bank_accounts`,
        sql`select public.set_business_bank_account(${demoBusinessId}::uuid, 'bam', 'monetaria', 'v1.x', '0000', 'X', '12345679', 'v1.y')`,
      ];
      const answers = [];
      for (const q of direct)
        answers.push(await runAs(who, async (tx) => rowsOf(await tx.execute(q))).catch(() => "refused"));
      expect(answers[0]).toEqual([]);
      expect(answers.slice(1)).toEqual(["refused", "refused", "refused"]);
    }
    // Not even the owner may write the table directly (the 48-hour clock must start at now).
    expect(
      await runAs(seller, (tx) =>
        tx.execute(sql`update public.business_bank_accounts set changed_at = now() - interval '9 days'`),
      ).catch(() => "refused"),
    ).toBe("refused");
    expect((await stored())[0]!.number_last4).toBe("6789");
    expect(await listBankBatch(seller)).toEqual([]);
  });

  it("pays only into an account unchanged for 48 hours, and gives the operator the number", async () => {
    const since = new Date().toISOString();
    const coupon = await makeCoupon(t.owner, { discountPrice: "60.00" });
    const order = await buy(buyer, { items: [{ couponId: coupon, quantity: 3 }] });
    if (!order.ok) throw new Error("purchase refused");
    await closeRefundWindow(t.owner, order.orderId);
    while ((await releaseDueVouchers(10_000)) > 0);
    const paidTo = async (period: string) => {
      await runPayouts({ period });
      return rowsOf<{ business_id: string }>(
        await t.owner.execute(sql`select business_id from public.payouts where period = ${period}::date`),
      ).map((r) => r.business_id);
    };
    // Changed minutes ago: held. Other businesses with a balance have no account: skipped.
    expect(await paidTo("2030-02-04")).toEqual([]);
    await t.owner.execute(
      sql`update public.business_bank_accounts set changed_at = now() - interval '49 hours' where business_id = ${demoBusinessId}::uuid`,
    );
    // Unconfirmed from the e-mail: still held (tests/integration/payout-account-hold.test.ts confirms by the link).
    expect(await paidTo("2030-02-05")).toEqual([]);
    await t.owner.execute(
      sql`update public.business_bank_accounts set confirmed_at = now() where business_id = ${demoBusinessId}::uuid`,
    );
    expect(await paidTo("2030-02-06")).toEqual([demoBusinessId]);
    const batch = await listBankBatch(admin);
    expect(batch).toEqual([
      expect.objectContaining({
        bank: "banrural",
        accountType: "ahorro",
        number: "440123456789",
        holderNit: "12345679",
      }),
    ]);
    await drainJobs(worker);
    const told = await mailsSince(since, "Programamos un pago");
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("****6789");
  });
});
