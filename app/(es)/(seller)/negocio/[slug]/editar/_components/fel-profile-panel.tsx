import { getTranslations } from "@/lib/i18n/server";
import type { FelProfileView } from "@/lib/fel/data/profiles";
import { FelProfileForm, type FelProfileValues } from "./fel-profile-form";

const EMPTY: FelProfileValues = {
  nit: "",
  legalName: "",
  commercialName: "",
  establishment: "1",
  address: "",
  postalCode: "01001",
  municipality: "",
  department: "",
  ivaAffiliation: "GEN",
};

/** The FEL emitter data on the edit page: the owner edits it; without it, a notice says why it matters. */
export async function FelProfilePanel({
  profile,
  businessId,
  isOwner,
}: {
  profile: FelProfileView | null;
  businessId: string;
  isOwner: boolean;
}) {
  const t = await getTranslations("felProfile");
  const initial: FelProfileValues = profile ? { ...profile, establishment: String(profile.establishment) } : EMPTY;
  return (
    <section id="facturacion" className="grid gap-3 rounded-xl border p-4" aria-labelledby="fel-profile-title">
      <h2 id="fel-profile-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {profile ? null : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="fel-missing">
          {t("missingNotice")}
        </p>
      )}
      {isOwner ? (
        <FelProfileForm businessId={businessId} initial={initial} />
      ) : (
        <p className="text-sm">{t("readOnly")}</p>
      )}
    </section>
  );
}
