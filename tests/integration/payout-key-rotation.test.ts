// `npm run payouts:rotate-key` (lib/ledger/data/key-rotation.ts), on both engines: every ciphertext
// (the account's number and holder, the payout's snapshot) moves under the new key and still
// decrypts to the same values; an account from before the holder was encrypted gets it encrypted
// and masked; a second run changes nothing; a ciphertext under a key it was not given is refused.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ciphertextKeyId,
  decryptAccountNumber,
  decryptHolder,
  keyId,
  payoutAccountKey,
} from "@/lib/ledger/crypto/bank-account-cipher";
import { releaseDueVouchers } from "@/lib/ledger/data/journal";
import { rotatePayoutKey } from "@/lib/ledger/data/key-rotation";
import { runPayouts } from "@/lib/ledger/data/payouts";
import { rowsOf } from "@/lib/db/client";
import { giveBankAccount, TEST_ACCOUNT_NUMBER } from "./helpers/bank-accounts";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId } from "./helpers/fixtures";
import { closeRefundWindow } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const oldKey = payoutAccountKey();
const newKey = randomBytes(32);

describe.each(testEngines())("payouts:rotate-key [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    const coupon = await makeCoupon(t.owner, { discountPrice: "60.00" });
    const order = await buy(buyer, { items: [{ couponId: coupon, quantity: 3 }] });
    if (!order.ok) throw new Error("purchase refused");
    await closeRefundWindow(t.owner, order.orderId);
    while ((await releaseDueVouchers(10_000)) > 0);
    await giveBankAccount(t.owner, demoBusinessId);
    expect(await runPayouts({ period: "2030-04-01" })).toHaveLength(1);
  });
  afterAll(async () => {
    await t.drop();
  });

  const read = async () => ({
    account: rowsOf<{
      number_ciphertext: string;
      holder_ciphertext: string | null;
      holder_name: string;
      holder_nit: string;
    }>(
      await t.owner.execute(sql`select number_ciphertext, holder_ciphertext, holder_name, holder_nit
        from public.business_bank_accounts where business_id = ${demoBusinessId}::uuid`),
    )[0]!,
    payout: rowsOf<{ account_number_ciphertext: string; account_key_id: string }>(
      await t.owner.execute(sql`select account_number_ciphertext, account_key_id from public.payouts
        where business_id = ${demoBusinessId}::uuid`),
    )[0]!,
  });

  it("refuses a ciphertext under a key it was not given, changing nothing", async () => {
    const before = await read();
    await expect(rotatePayoutKey(t.owner, null, newKey)).rejects.toThrow(/PAYOUT_ACCOUNT_OLD_KEY/);
    expect(await read()).toEqual(before);
  });

  it("re-encrypts every ciphertext under the new key, the values unchanged", async () => {
    expect(await rotatePayoutKey(t.owner, oldKey, newKey)).toEqual({ accounts: 1, payouts: 1 });
    const { account, payout } = await read();
    expect(ciphertextKeyId(account.number_ciphertext)).toBe(keyId(newKey));
    expect(decryptAccountNumber(account.number_ciphertext, demoBusinessId, newKey)).toBe(TEST_ACCOUNT_NUMBER);
    expect(decryptHolder(account.holder_ciphertext!, demoBusinessId, newKey)).toEqual({
      name: "Titular de prueba",
      nit: "12345679",
    });
    expect(account).toMatchObject({ holder_name: "T*** (17)", holder_nit: "****79" });
    expect(payout.account_key_id).toBe(keyId(newKey));
    expect(decryptAccountNumber(payout.account_number_ciphertext, demoBusinessId, newKey)).toBe(TEST_ACCOUNT_NUMBER);
    expect(() => decryptAccountNumber(payout.account_number_ciphertext, demoBusinessId, oldKey)).toThrow();
  });

  it("changes nothing on a second run", async () => {
    const before = await read();
    expect(await rotatePayoutKey(t.owner, oldKey, newKey)).toEqual({ accounts: 0, payouts: 0 });
    expect(await rotatePayoutKey(t.owner, null, newKey)).toEqual({ accounts: 0, payouts: 0 });
    expect(await read()).toEqual(before);
  });
});
