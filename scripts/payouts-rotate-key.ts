// `npm run payouts:rotate-key`: re-encrypts every bank account ciphertext under PAYOUT_ACCOUNT_KEY
// (the new key), reading those under PAYOUT_ACCOUNT_OLD_KEY (the old one); both are validated by
// lib/env.ts. Idempotent: a second run, or a run after a partial one, changes only what is still
// under the old key. Runs as the database owner; on the embedded database stop the server first.
// Steps: docs/operations.md (Rotating the payout account key).
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";

const { openPglite, openPostgres } = await import("@/lib/db/client");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { env } = await import("@/lib/env");
const { payoutAccountKey, payoutAccountOldKey } = await import("@/lib/ledger/crypto/bank-account-cipher");
const { rotatePayoutKey } = await import("@/lib/ledger/data/key-rotation");

const ownerUrl = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
const handle = ownerUrl ? openPostgres(ownerUrl, 1) : await openPglite(env.PGLITE_DATA_DIR);
let code = 0;
try {
  await migrateDatabase(handle);
  const done = await rotatePayoutKey(handle.db, payoutAccountOldKey(), payoutAccountKey());
  console.log(`payouts:rotate-key: ${done.accounts} account(s) and ${done.payouts} payout(s) re-encrypted`);
} catch (error) {
  console.error("payouts:rotate-key failed:", error instanceof Error ? error.message : error);
  code = 1;
}
await handle.close();
process.exit(code);
export {};
