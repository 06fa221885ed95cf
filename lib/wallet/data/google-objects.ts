import "server-only";
import { and, eq } from "drizzle-orm";
import { vouchers, walletGoogleObjects } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { runAsSystem } from "@/lib/data/system";
import { readPdfData, type VoucherPdfData } from "@/lib/data/orders/voucher-pdf";

// The Google Wallet objects a save link was signed for (wallet_google_objects). Written by the
// save-link route after it checked that the caller holds the voucher, and by the update job; both
// run as the system, as the table is no request role's.

export interface GoogleObjectRow {
  objectSuffix: string;
  holderUserId: string;
  sentState: string | null;
}

/**
 * The object suffix of the voucher's pass in this holder's hands, recorded on first use: the
 * voucher id for its first holder (links signed before gifts existed keep working), the voucher
 * id and the holder's id for a later one, since Google ties an object to the account that saved it.
 */
export async function googleObjectSuffix(voucherId: string, holderUserId: string): Promise<string> {
  return runAsSystem(async (tx) => {
    const rows = await tx
      .select({ objectSuffix: walletGoogleObjects.objectSuffix, holderUserId: walletGoogleObjects.holderUserId })
      .from(walletGoogleObjects)
      .where(eq(walletGoogleObjects.voucherId, voucherId));
    const mine = rows.find((r) => r.holderUserId === holderUserId);
    if (mine) return mine.objectSuffix;
    const objectSuffix = rows.length === 0 ? voucherId : `${voucherId}_${holderUserId}`;
    // Two tabs pressing save at once: the unique (voucher, holder) index keeps one row, then read it.
    await tx.insert(walletGoogleObjects).values({ objectSuffix, voucherId, holderUserId }).onConflictDoNothing();
    const [row] = await tx
      .select({ objectSuffix: walletGoogleObjects.objectSuffix })
      .from(walletGoogleObjects)
      .where(and(eq(walletGoogleObjects.voucherId, voucherId), eq(walletGoogleObjects.holderUserId, holderUserId)));
    return row!.objectSuffix;
  });
}

/** A voucher as its pass shows it now, who holds it, and its recorded objects (null: no voucher). */
export async function googleObjectsOf(voucherId: string): Promise<{
  voucher: VoucherPdfData;
  holderUserId: string;
  objects: GoogleObjectRow[];
} | null> {
  if (!isUuid(voucherId)) return null;
  return runAsSystem(async (tx) => {
    const [voucher] = await readPdfData(tx, eq(vouchers.id, voucherId));
    const [holder] = await tx.select({ userId: vouchers.buyerUserId }).from(vouchers).where(eq(vouchers.id, voucherId));
    if (!voucher || !holder) return null;
    const objects = await tx
      .select({
        objectSuffix: walletGoogleObjects.objectSuffix,
        holderUserId: walletGoogleObjects.holderUserId,
        sentState: walletGoogleObjects.sentState,
      })
      .from(walletGoogleObjects)
      .where(eq(walletGoogleObjects.voucherId, voucherId));
    return { voucher, holderUserId: holder.userId, objects };
  });
}

/** Google accepted this state for the object. */
export async function markGoogleObjectSent(objectSuffix: string, state: string): Promise<void> {
  await runAsSystem((tx) =>
    tx.update(walletGoogleObjects).set({ sentState: state }).where(eq(walletGoogleObjects.objectSuffix, objectSuffix)),
  );
}
