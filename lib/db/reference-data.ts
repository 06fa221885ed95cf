// Rows the database's own checks read that come from code, written at every start (idempotent):
// Guatemala's public holidays, which book_voucher's slot check (supabase/schemas/28-bookings.sql)
// needs in SQL and lib/bookings/rules/holidays.ts computes (Holy Week moves with Easter).
import { guatemalaHolidays } from "@/lib/bookings/rules/holidays";

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The holidays of last year through three years ahead: further than any booking horizon (365 days). */
export function holidaysSql(now: Date): string {
  const year = now.getUTCFullYear();
  const rows = [year - 1, year, year + 1, year + 2, year + 3]
    .flatMap((y) => guatemalaHolidays(y))
    .map((h) => `(${quote(h.date)}::date, ${quote(h.name)}, ${h.fromMinute})`);
  return `insert into public.booking_holidays (day, name, from_minute) values ${rows.join(", ")}
on conflict (day) do update set name = excluded.name, from_minute = excluded.from_minute
where (booking_holidays.name, booking_holidays.from_minute) is distinct from (excluded.name, excluded.from_minute);`;
}
