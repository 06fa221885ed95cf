import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";
import type { ReminderVoucher } from "@/lib/email/expiry-reminder";

// Expiry reminders: 3 days and 1 day before a voucher's coupon ends, its owner gets an
// e-mail, once each. The scan enqueues one job per voucher and threshold, keyed by both, in one
// statement: a second scan (another worker, a restart, the next hour) adds nothing already there.

/** Enqueues the due reminders; answers how many new ones. */
export async function scanExpiryReminders(): Promise<number> {
  return runAsSystem(async (tx) => {
    const rows = rowsOf<{ n: number | string }>(
      await tx.execute(sql`
        with due as (
          select v.id, case when c.end_time <= now() + interval '1 day' then 1 else 3 end as days
          from public.coupons c
          join public.vouchers v on v.coupon_id = c.id and v.status = 'vigente' and v.expires_at > now()
          where c.end_time > now() and c.end_time <= now() + interval '3 days'
        ), added as (
          insert into app_private.jobs (name, payload, key, max_attempts)
          select 'send_expiry_reminder', jsonb_build_object('voucherId', d.id, 'days', d.days), 'reminder:' || d.id || ':' || d.days, 8
          from due d
          on conflict (key) do nothing
          returning 1
        )
        select count(*) as n from added`),
    );
    return Number(rows[0]?.n ?? 0);
  });
}

export async function reminderVoucher(voucherId: string): Promise<ReminderVoucher | null> {
  return runAsSystem(async (tx) => {
    const rows = rowsOf<ReminderVoucher>(
      await tx.execute(sql`
        select v.id, v.code, c.title, c.end_time::text as "endTime", b.name as "businessName", b.address as "businessAddress",
          b.city as "businessCity", u.email, p.display_name as "name"
        from public.vouchers v
        join public.coupons c on c.id = v.coupon_id
        left join public.businesses b on b.id = v.business_id
        join auth.users u on u.id = v.buyer_user_id
        left join public.profiles p on p.id = v.buyer_user_id
        where v.id = ${voucherId}::uuid and v.status = 'vigente' and c.end_time > now()`),
    );
    return rows[0] ?? null;
  });
}

/**
 * The same reminder in the owner's inbox, keyed by voucher and threshold like the e-mail: a retried
 * job or a second worker adds nothing. The words come from the caller, in the owner's language.
 */
export async function notifyExpiry(
  voucherId: string,
  days: 1 | 3,
  notice: { title: string; body: string; link: string },
): Promise<void> {
  await runAsSystem((tx) =>
    tx.execute(sql`
      select app_private.notify(v.buyer_user_id, 'voucher_expiring', ${notice.title}, ${notice.body}, ${notice.link},
        ${`expiry:${voucherId}:${days}`})
      from public.vouchers v join public.coupons c on c.id = v.coupon_id
      where v.id = ${voucherId}::uuid and v.status = 'vigente' and c.end_time > now()`),
  );
}
