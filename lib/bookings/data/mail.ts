import "server-only";
// What the booking mails need, on the system path (the mail jobs run for no signed-in person): the
// booking as it is now (the jobs compare its sequence with the one they were queued with), the
// addresses it goes to, and the buyer's reminder in the inbox.
import { and, eq, inArray, sql } from "drizzle-orm";
import { authUsers } from "drizzle-orm/supabase";
import {
  bookings,
  bookingSettings,
  branches,
  businesses,
  businessMembers,
  coupons,
  profiles,
  vouchers,
} from "@/lib/db/schema";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";

export interface BookingToMail {
  id: string;
  status: string;
  /** Who cancelled it: 'comprador', 'negocio', 'reembolso'; null while live. */
  cancelledBy: string | null;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** When the booking last changed: the invitation's DTSTAMP, the same on every retry. */
  updatedAt: Date;
  voucherId: string;
  buyerUserId: string;
  businessId: string;
  couponTitle: string;
  businessName: string;
  branch: { id: string; name: string; address: string; phone: string | null; lat: number; lng: number };
  /** The branch sends its owners and managers an e-mail per booking (its settings; on by default). */
  notifyEmail: boolean;
}

/** A booking with its coupon, business and branch, whatever its status; null when it is gone. */
export async function bookingToMail(bookingId: string): Promise<BookingToMail | null> {
  const [row] = await runAsSystem((tx) =>
    tx
      .select({
        id: bookings.id,
        status: bookings.status,
        cancelledBy: bookings.cancelledBy,
        sequence: bookings.sequence,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        updatedAt: bookings.updatedAt,
        voucherId: bookings.voucherId,
        buyerUserId: bookings.buyerUserId,
        businessId: bookings.businessId,
        couponTitle: coupons.title,
        businessName: businesses.name,
        branch: {
          id: branches.id,
          name: branches.name,
          address: branches.address,
          phone: branches.phone,
          lat: branches.lat,
          lng: branches.lng,
        },
        notifyEmail: sql<boolean>`coalesce(${bookingSettings.notifyEmail}, true)`,
      })
      .from(bookings)
      .innerJoin(vouchers, eq(vouchers.id, bookings.voucherId))
      .innerJoin(coupons, eq(coupons.id, vouchers.couponId))
      .innerJoin(businesses, eq(businesses.id, bookings.businessId))
      .innerJoin(branches, eq(branches.id, bookings.branchId))
      .leftJoin(bookingSettings, eq(bookingSettings.branchId, bookings.branchId))
      .where(eq(bookings.id, bookingId)),
  );
  return row ?? null;
}

export interface MailRecipient {
  userId: string;
  email: string;
  name: string | null;
}

const recipientColumns = { userId: authUsers.id, email: authUsers.email, name: profiles.displayName };
const withEmail = (rows: { userId: string; email: string | null; name: string | null }[]): MailRecipient[] =>
  rows.flatMap((r) => (r.email ? [{ ...r, email: r.email }] : []));

/** A person's sign-in address and display name (the buyer, or the giver of a voucher). */
export async function mailRecipient(userId: string): Promise<MailRecipient | null> {
  const rows = await runAsSystem((tx) =>
    tx
      .select(recipientColumns)
      .from(authUsers)
      .leftJoin(profiles, eq(profiles.id, authUsers.id))
      .where(eq(authUsers.id, userId)),
  );
  return withEmail(rows)[0] ?? null;
}

/** The owners and managers of a business: who runs its bookings. */
export async function bookingManagers(businessId: string): Promise<MailRecipient[]> {
  const rows = await runAsSystem((tx) =>
    tx
      .select(recipientColumns)
      .from(businessMembers)
      .innerJoin(authUsers, eq(authUsers.id, businessMembers.userId))
      .leftJoin(profiles, eq(profiles.id, authUsers.id))
      .where(and(eq(businessMembers.businessId, businessId), inArray(businessMembers.role, ["owner", "manager"])))
      .orderBy(authUsers.id),
  );
  return withEmail(rows);
}

export interface ReminderNotice {
  bookingId: string;
  sequence: number;
  hours: 24 | 2;
  title: string;
  body: string;
  /** The buyer's coupons page in the reader's language. */
  link: string;
}

/**
 * The reminder in the buyer's inbox (which also reaches the devices that opted in to push), only
 * while the booking is still this one: confirmed at the same sequence. Keyed by booking, sequence
 * and hours, so a retried job adds nothing. Answers whether a row was added.
 */
export async function notifyBookingReminder(notice: ReminderNotice): Promise<boolean> {
  const dedupe = `booking:${notice.bookingId}:${notice.sequence}:reminder:${notice.hours}`;
  const rows = await runAsSystem(async (tx) =>
    rowsOf<{ added: boolean }>(
      await tx.execute(sql`
        select app_private.notify(x.buyer_user_id, 'booking_reminder', ${notice.title}, ${notice.body}, ${notice.link}, ${dedupe}) as added
        from public.bookings x
        where x.id = ${notice.bookingId}::uuid and x.status = 'confirmada' and x.sequence = ${notice.sequence}`),
    ),
  );
  return rows.some((r) => r.added);
}
