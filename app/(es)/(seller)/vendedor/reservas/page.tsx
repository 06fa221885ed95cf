// A business's booking calendar per branch: a day's slots with their bookings and free places, or a
// week at a glance. Any member looks; owners and managers block slots and check in, move, cancel
// or mark bookings missed (the database checks the role again). Per request, never indexed.
import { redirectToSignIn } from "@/lib/i18n/page-redirect";
import Link from "@/components/i18n/link";
import { BusinessRangeNav } from "@/components/seller/analytics/business-range-nav";
import { SellerReportHeader } from "@/components/seller/analytics/seller-report-header";
import { getSession } from "@/lib/auth/session";
import { guatemalaDate, guatemalaInstant } from "@/lib/bookings/rules/slots";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { BranchNotice } from "./_components/branch-notice";
import { CalendarToolbar } from "./_components/calendar-toolbar";
import { DayView } from "./_components/day-view";
import { WeekView } from "./_components/week-view";
import { loadBookingCalendar } from "./_lib/calendar";
import { BOOKING_SETTINGS_PAGE, BOOKINGS_PAGE, calendarHref } from "./_lib/href";

export const dynamic = "force-dynamic";

export const generateMetadata = privatePageMetadata("sellerBookings", BOOKINGS_PAGE);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function BookingsPage({ searchParams }: Props) {
  const [t, format, params, { user, caller }] = await Promise.all([
    getTranslations("sellerBookings"),
    getFormatter(),
    searchParams,
    getSession(),
  ]);
  if (!user || caller.role !== "authenticated") redirectToSignIn(BOOKINGS_PAGE);
  const now = new Date();
  const c = await loadBookingCalendar(caller, params, now);
  const business = c.business;
  const branch = c.branch;
  const dayText = format.dateTime(guatemalaInstant(c.day, 12 * 60), { dateStyle: "full" });
  const place = business && branch ? { businessId: business.id, branchId: branch.id } : null;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-8">
      <SellerReportHeader title={t("title")} subtitle={t("subtitle")} businessName={business?.name} />
      {!business ? (
        <p role="alert">{t("noBusiness")}</p>
      ) : (
        <>
          <BusinessRangeNav basePath={BOOKINGS_PAGE} businesses={c.businesses} businessId={business.id} />
          {!branch || !place ? (
            <p data-testid="booking-no-branches">{t("noBranches")}</p>
          ) : (
            <>
              <CalendarToolbar
                businessId={business.id}
                branches={c.branches}
                branchId={branch.id}
                day={c.day}
                today={guatemalaDate(now)}
                view={c.view}
              />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold">
                  {c.view === "semana" ? t("week.label", { date: dayText }) : dayText}
                </h2>
                <Link
                  href={calendarHref(place, BOOKING_SETTINGS_PAGE)}
                  className="text-sm font-medium text-primary underline underline-offset-2"
                >
                  {t("settingsLink")}
                </Link>
              </div>
              {!c.manages && <p className="text-sm text-muted-foreground">{t("readOnly")}</p>}
              {(!branch.hasHours || !branch.settings) && (
                <BranchNotice
                  businessId={business.id}
                  hasHours={branch.hasHours}
                  settingsHref={c.manages ? calendarHref(place, BOOKING_SETTINGS_PAGE) : null}
                />
              )}
              {c.view === "semana" ? (
                <WeekView days={c.days} {...place} />
              ) : (
                <DayView day={c.days[0]!} branchId={branch.id} branches={c.branches} manages={c.manages} now={now} />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
