import { getTranslations } from "@/lib/i18n/server";
import type { BranchView } from "@/lib/places/data/branches";
import { env } from "@/lib/env";
import { KNOWN_PLACES } from "@/lib/places/rules/guatemala";
import type { BranchInput } from "@/lib/domain/forms/branch";
import { BranchForm } from "./branch-form";

/** The edit page's branches: one form per branch and one to add another (owner or manager). */
export async function BranchesPanel({ businessId, branches }: { businessId: string; branches: BranchView[] }) {
  const t = await getTranslations("businessEdit.branches");
  const styleUrl = env.MAP_STYLE_URL ?? null;
  const start = KNOWN_PLACES.find((p) => p.id === "zona-10")!;
  return (
    <section aria-labelledby="branches-title" className="grid gap-4" data-testid="branches-panel">
      <div>
        <h2 id="branches-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {branches.map((b) => (
        <BranchForm
          key={b.id}
          styleUrl={styleUrl}
          initial={{
            businessId,
            id: b.id,
            name: b.name,
            address: b.address,
            zone: b.zone === null ? "" : String(b.zone),
            municipality: b.municipality,
            department: b.department as BranchInput["department"],
            lat: String(b.lat),
            lng: String(b.lng),
            phone: b.phone ?? "",
            hours: b.hours,
          }}
        />
      ))}
      <h3 className="text-base font-semibold">{t("add")}</h3>
      <BranchForm
        styleUrl={styleUrl}
        initial={{
          businessId,
          name: "",
          address: "",
          zone: "",
          municipality: "Guatemala",
          department: "Guatemala",
          lat: String(start.lat),
          lng: String(start.lng),
          phone: "",
          hours: [],
        }}
      />
    </section>
  );
}
