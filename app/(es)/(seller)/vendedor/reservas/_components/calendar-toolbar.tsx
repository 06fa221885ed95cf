// The calendar's controls as plain links and one GET form (no script needed, the URL is the state):
// the branch, the view (day or week), the previous, current and next day or week, and a date.
import Link from "@/components/i18n/link";
import { Button } from "@/components/ui/button";
import { shiftDay } from "@/lib/bookings/rules/seller-calendar";
import { getTranslations } from "@/lib/i18n/server";
import { BOOKINGS_PAGE, calendarHref, type CalendarView } from "../_lib/href";

interface Props {
  businessId: string;
  branches: readonly { id: string; name: string }[];
  branchId: string;
  day: string;
  today: string;
  view: CalendarView;
}

const pill = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${active ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted"}`;
const FIELD = "h-9 rounded-md border border-input bg-background px-2 text-sm";

export async function CalendarToolbar({ businessId, branches, branchId, day, today, view }: Props) {
  const t = await getTranslations("sellerBookings");
  const at = (place: { branchId?: string; day?: string; view?: CalendarView }) =>
    calendarHref({ businessId, branchId, day, view, ...place });
  const step = view === "semana" ? 7 : 1;
  return (
    <div className="grid gap-3">
      {branches.length > 1 && (
        <nav aria-label={t("branchesLabel")} className="flex flex-wrap gap-2">
          {branches.map((b) => (
            <Link
              key={b.id}
              href={at({ branchId: b.id })}
              className={pill(b.id === branchId)}
              aria-current={b.id === branchId ? "page" : undefined}
            >
              {b.name}
            </Link>
          ))}
        </nav>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <nav aria-label={t("view.label")} className="flex gap-2">
          {(["dia", "semana"] as const).map((v) => (
            <Link
              key={v}
              href={at({ view: v })}
              className={pill(v === view)}
              aria-current={v === view ? "page" : undefined}
            >
              {t(v === "dia" ? "view.day" : "view.week")}
            </Link>
          ))}
        </nav>
        <nav aria-label={t("nav.label")} className="flex flex-wrap gap-2">
          <Link href={at({ day: shiftDay(day, -step) })} className={pill(false)}>
            {t(view === "semana" ? "nav.previousWeek" : "nav.previousDay")}
          </Link>
          <Link href={at({ day: today })} className={pill(day === today)}>
            {t("nav.today")}
          </Link>
          <Link href={at({ day: shiftDay(day, step) })} className={pill(false)}>
            {t(view === "semana" ? "nav.nextWeek" : "nav.nextDay")}
          </Link>
        </nav>
        <form method="get" action={BOOKINGS_PAGE} className="flex items-end gap-2">
          <input type="hidden" name="negocio" value={businessId} />
          <input type="hidden" name="sucursal" value={branchId} />
          {view === "semana" && <input type="hidden" name="vista" value="semana" />}
          <label className="grid gap-1 text-sm">
            {t("nav.date")}
            <input type="date" name="dia" defaultValue={day} className={FIELD} />
          </label>
          <Button type="submit" size="sm" variant="outline">
            {t("nav.go")}
          </Button>
        </form>
      </div>
    </div>
  );
}
