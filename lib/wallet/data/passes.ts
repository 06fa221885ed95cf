import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { vouchers, walletPassRegistrations, walletPasses } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { readPassLocations, type PassLocation } from "./pass-locations";
import { runAsSystem } from "@/lib/data/system";
import { readPdfData, type VoucherPdfData } from "@/lib/data/orders/voucher-pdf";

// Apple Wallet's web service (app/api/passkit/v1): the devices that added a voucher's pass and what
// changed since they last asked. No person is signed in there: a device proves it holds the pass
// with the pass's authentication token (lib/wallet/pass-auth.ts), checked by the route before any of
// this runs, so these run as the system, like the receipt job that attaches the same voucher.

/** Registers a device for a pass's updates: "created" the first time, "existing" after (new push token kept). */
export async function registerPassDevice(
  deviceLibraryId: string,
  passTypeId: string,
  voucherId: string,
  pushToken: string,
): Promise<"created" | "existing" | "no_voucher"> {
  return runAsSystem(async (tx) => {
    const [voucher] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, voucherId));
    if (!voucher) return "no_voucher";
    await tx.insert(walletPasses).values({ voucherId }).onConflictDoNothing();
    const where = and(
      eq(walletPassRegistrations.deviceLibraryId, deviceLibraryId),
      eq(walletPassRegistrations.passTypeId, passTypeId),
      eq(walletPassRegistrations.voucherId, voucherId),
    );
    const updated = await tx
      .update(walletPassRegistrations)
      .set({ pushToken })
      .where(where)
      .returning({ id: walletPassRegistrations.voucherId });
    if (updated.length > 0) return "existing";
    await tx.insert(walletPassRegistrations).values({ deviceLibraryId, passTypeId, voucherId, pushToken });
    return "created";
  });
}

export async function unregisterPassDevice(deviceLibraryId: string, passTypeId: string, voucherId: string) {
  const rows = await runAsSystem((tx) =>
    tx
      .delete(walletPassRegistrations)
      .where(
        and(
          eq(walletPassRegistrations.deviceLibraryId, deviceLibraryId),
          eq(walletPassRegistrations.passTypeId, passTypeId),
          eq(walletPassRegistrations.voucherId, voucherId),
        ),
      )
      .returning({ id: walletPassRegistrations.voucherId }),
  );
  return rows.length > 0;
}

/**
 * The device's passes changed after `since` (a tag this service handed out: microseconds since the
 * epoch, exact where milliseconds would round), and the tag to send next time. All of its passes
 * when `since` is null. Null when the device has none registered.
 */
export async function changedPasses(
  deviceLibraryId: string,
  passTypeId: string,
  since: string | null,
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  const rows = await runAsSystem(async (tx) =>
    rowsOf<{ voucher_id: string; tag: string }>(
      await tx.execute(sql`
        select r.voucher_id, (extract(epoch from p.updated_at) * 1000000)::bigint::text as tag
          from public.wallet_pass_registrations r
          join public.wallet_passes p on p.voucher_id = r.voucher_id
         where r.device_library_id = ${deviceLibraryId} and r.pass_type_id = ${passTypeId}`),
    ),
  );
  if (rows.length === 0) return null;
  const after = since === null ? null : BigInt(since);
  const lastUpdated = rows.reduce((max, r) => (BigInt(r.tag) > max ? BigInt(r.tag) : max), 0n);
  return {
    serialNumbers: rows.filter((r) => after === null || BigInt(r.tag) > after).map((r) => r.voucher_id),
    lastUpdated: lastUpdated.toString(),
  };
}

/** A voucher as its pass shows it now, its branches and when its pass last changed (null: untracked). */
export async function passVoucher(
  voucherId: string,
): Promise<{ voucher: VoucherPdfData; locations: PassLocation[]; updatedAt: Date | null } | null> {
  if (!isUuid(voucherId)) return null;
  return runAsSystem(async (tx) => {
    const [voucher] = await readPdfData(tx, eq(vouchers.id, voucherId));
    if (!voucher) return null;
    const [pass] = await tx
      .select({ updatedAt: walletPasses.updatedAt })
      .from(walletPasses)
      .where(eq(walletPasses.voucherId, voucherId));
    // No row: no device registered it, so no change was ever tracked (no Last-Modified then).
    return { voucher, locations: await readPassLocations(tx, voucherId), updatedAt: pass?.updatedAt ?? null };
  });
}

/** Who holds a voucher now and who gave it to them (null when it was never a gift). */
export async function passHolders(
  voucherId: string,
): Promise<{ holderUserId: string; giftedBy: string | null } | null> {
  if (!isUuid(voucherId)) return null;
  const [row] = await runAsSystem((tx) =>
    tx
      .select({ holderUserId: vouchers.buyerUserId, giftedBy: vouchers.giftedBy })
      .from(vouchers)
      .where(eq(vouchers.id, voucherId)),
  );
  return row ?? null;
}

/** The push tokens of the devices holding a voucher's pass. */
export async function passPushTokens(voucherId: string, passTypeId: string): Promise<string[]> {
  const rows = await runAsSystem((tx) =>
    tx
      .selectDistinct({ token: walletPassRegistrations.pushToken })
      .from(walletPassRegistrations)
      .where(and(eq(walletPassRegistrations.voucherId, voucherId), eq(walletPassRegistrations.passTypeId, passTypeId))),
  );
  return rows.map((r) => r.token);
}

/** APNs said a token is no longer valid (410): every registration with it goes. */
export async function forgetPushToken(pushToken: string): Promise<void> {
  await runAsSystem((tx) => tx.delete(walletPassRegistrations).where(eq(walletPassRegistrations.pushToken, pushToken)));
}
