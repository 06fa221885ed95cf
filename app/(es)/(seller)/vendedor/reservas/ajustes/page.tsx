// A branch's booking settings: slot length, places per slot, lead time, horizon, change window,
// closed dates, the coming year's holidays to open, and e-mail notices. Owners and managers
// change them; other members read them. Per request, never indexed.
import { redirectInPageLanguage, redirectToSignIn } from "@/lib/i18n/page-redirect";
import Link from "@/components/i18n/link";
import { SellerReportHeader } from "@/components/seller/analytics/seller-report-header";
import { getSession } from "@/lib/auth/session";
import { comingHolidays } from "@/lib/bookings/rules/seller-calendar";
import { guatemalaInstant } from "@/lib/bookings/rules/slots";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { BranchNotice } from "../_components/branch-notice";
import { chooseBookingBranch } from "../_lib/calendar";
import { BOOKING_SETTINGS_PAGE, BOOKINGS_PAGE, calendarHref } from "../_lib/href";
import { BookingSettingsForm } from "./_components/booking-settings-form";
import { settingsValues } from "./_components/settings-form-values";

export const dynamic = "force-dynamic";

export const generateMetadata = privatePageMetadata("sellerBookings.settings", BOOKING_SETTINGS_PAGE);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function BookingSettingsPage({ searchParams }: Props) {
  const [t, format, params, { user, caller }] = await Promise.all([
    getTranslations("sellerBookings"),
    getFormatter(),
    searchParams,
    getSession(),
  ]);
  if (!user || caller.role !== "authenticated") redirectToSignIn(BOOKING_SETTINGS_PAGE);
  const { business, branch, manages } = await chooseBookingBranch(caller, params);
  if (!business || !branch) redirectInPageLanguage(BOOKINGS_PAGE);
  const now = new Date();
  const holidays = comingHolidays(now).map((h) => ({
    ...h,
    label: format.dateTime(guatemalaInstant(h.date, 12 * 60), {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
  }));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8">
      <SellerReportHeader
        title={t("settings.title")}
        subtitle={t("settings.subtitle", { branch: branch.name })}
        businessName={business.name}
      />
      <Link
        href={calendarHref({ businessId: business.id, branchId: branch.id })}
        className="text-sm font-medium text-primary underline underline-offset-2"
      >
        {t("settings.back")}
      </Link>
      {!manages && <p className="text-sm text-muted-foreground">{t("settings.readOnly")}</p>}
      {!branch.hasHours ? (
        <BranchNotice businessId={business.id} hasHours={false} settingsHref={null} />
      ) : (
        <section className="rounded-xl border bg-card p-5 shadow-sm">
          <BookingSettingsForm
            key={branch.id}
            initial={settingsValues(branch.id, branch.settings)}
            holidays={holidays}
            readOnly={!manages}
          />
        </section>
      )}
    </div>
  );
}
