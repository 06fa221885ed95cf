// Why a branch shows no calendar: it has no opening hours (they are edited with the business's
// branches), or its bookings are not set up yet (owners and managers get the way to do it).
import Link from "@/components/i18n/link";
import { buttonVariants } from "@/components/ui/button";
import { getTranslations } from "@/lib/i18n/server";

interface Props {
  businessId: string;
  hasHours: boolean;
  settingsHref: string | null;
}

export async function BranchNotice({ businessId, hasHours, settingsHref }: Props) {
  const t = await getTranslations("sellerBookings");
  return (
    <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" role="note">
      <p data-testid={hasHours ? "booking-not-set-up" : "booking-no-hours"}>
        {hasHours ? t("notSetUp") : t("noHours")}
      </p>
      {!hasHours && (
        <Link
          href={`/negocio/${businessId}/editar#branches-title`}
          className="font-medium text-primary underline underline-offset-2"
        >
          {t("editBranchLink")}
        </Link>
      )}
      {hasHours && settingsHref && (
        <Link href={settingsHref} className={buttonVariants({ size: "sm", className: "justify-self-start" })}>
          {t("settingsLink")}
        </Link>
      )}
    </div>
  );
}
