import type { ReactNode } from "react";
import { getTranslations } from "@/lib/i18n/server";
import type { BranchView } from "@/lib/places/data/branches";
import { env } from "@/lib/env";
import { BranchLinks } from "./branch-links";
import { BranchMap } from "./branch-map";

/** The business page's branches: a map loaded on demand, and each branch's 'Cómo llegar' links. */
export async function BusinessBranches({
  branches,
  details,
}: {
  branches: BranchView[];
  details?: Record<string, ReactNode>;
}) {
  const t = await getTranslations("branches");
  return (
    <section aria-labelledby="branches-title" className="flex flex-col gap-4" data-testid="business-branches">
      <h2 id="branches-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {branches.length === 0 ? (
        <p className="text-muted-foreground">{t("none")}</p>
      ) : (
        <>
          <BranchMap
            points={branches.map((b) => ({ lat: b.lat, lng: b.lng, name: b.name }))}
            label={t("mapLabel")}
            loading={t("mapLoading")}
            styleUrl={env.MAP_STYLE_URL ?? null}
          />
          <BranchLinks
            branches={branches}
            labels={{ directions: t("directions"), waze: t("waze"), googleMaps: t("googleMaps") }}
            details={details}
          />
        </>
      )}
    </section>
  );
}
