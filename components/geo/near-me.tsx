import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import { KNOWN_PLACES, type LatLng } from "@/lib/places/rules/guatemala";
import { RADII_KM, writeNear, type RadiusKm } from "@/lib/domain/url-state/near";
import { LocateButton } from "./locate-button";
import { pageHref } from "@/lib/i18n/page-href";

interface NearMeProps {
  /** The page's path (the picker's form action). */
  path: string;
  state: { cerca: LatLng | null; radio: RadiusKm };
  /** The page's URL with a near-me state changed (page reset to 1). */
  hrefFor: (change: { cerca?: LatLng | null; radio?: RadiusKm }) => string;
}

const PICKER_ID = "near-me-picker";

/**
 * The 'Cerca de mí' control of /buscar, the category pages and /empresas. Server-rendered: the
 * zone/city picker is a GET form that works without JavaScript (and is what a shopper who denies
 * the location uses); the locate button is the only client island. With a position set: the
 * radius links (1-25 km) and a link that removes the position.
 */
export async function NearMe({ path, state, hrefFor }: NearMeProps) {
  const t = await getTranslations("nearMe");
  // The picker keeps the page's other parameters (query, category, sort...) as hidden fields.
  const kept = [...new URL(hrefFor({ cerca: null }), "http://x").searchParams].filter(
    ([key]) => key !== "page" && key !== "cerca" && key !== "radio",
  );
  return (
    <section
      aria-label={t("label")}
      // Without a position it is one line (button and picker), so a search's first results still
      // start on a phone's first screen; with one it becomes a panel with the radius choices.
      className={
        state.cerca
          ? "flex flex-col gap-3 rounded-2xl border bg-card p-4"
          : "flex flex-wrap items-center gap-x-4 gap-y-2"
      }
      data-testid="near-me"
    >
      <div className="flex flex-wrap items-center gap-3">
        <LocateButton label={t("button")} locating={t("locating")} denied={t("denied")} pickerId={PICKER_ID} />
        {state.cerca && (
          <>
            <span className="text-sm text-muted-foreground">{t("sortedByDistance")}</span>
            <Link href={hrefFor({ cerca: null })} className="text-sm underline" data-testid="near-me-clear">
              {t("clear")}
            </Link>
          </>
        )}
      </div>
      {state.cerca && (
        <nav aria-label={t("radiusLabel")} className="flex flex-wrap gap-2" data-testid="near-me-radius">
          {RADII_KM.map((km) => (
            <Link
              key={km}
              href={hrefFor({ radio: km })}
              aria-current={state.radio === km ? "true" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 text-sm",
                state.radio === km ? "bg-primary text-primary-foreground" : "hover:bg-accent",
              )}
            >
              {t("radius", { km })}
            </Link>
          ))}
        </nav>
      )}
      <details id={PICKER_ID} className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t("pickPlace")}</summary>
        <form
          action={pageHref(path)}
          method="get"
          className="mt-2 flex flex-wrap items-end gap-2"
          data-testid="near-me-picker"
        >
          {kept.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <label className="flex flex-col gap-1">
            <span>{t("place")}</span>
            <select
              name="cerca"
              defaultValue={state.cerca ? writeNear(state.cerca) : undefined}
              className="h-9 rounded-md border bg-background px-3"
            >
              {KNOWN_PLACES.map((p) => (
                <option key={p.id} value={writeNear(p)}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span>{t("radiusLabel")}</span>
            <select name="radio" defaultValue={state.radio} className="h-9 rounded-md border bg-background px-3">
              {RADII_KM.map((km) => (
                <option key={km} value={km}>
                  {t("radius", { km })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="h-9 rounded-md border px-4 font-medium hover:bg-accent">
            {t("apply")}
          </button>
        </form>
      </details>
    </section>
  );
}
