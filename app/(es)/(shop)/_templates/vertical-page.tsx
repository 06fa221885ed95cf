import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import type { ItemList } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { searchCoupons } from "@/lib/data/search/search";
import { absoluteUrl } from "@/lib/seo/metadata";
import { selectVertical, type RawParams, type VerticalDef } from "@/lib/domain/verticals";
import { VERTICAL_SORTS } from "@/lib/domain/url-state/verticals";
import { AutoSubmitSelect } from "@/components/verticals/auto-submit-select";
import { VerticalChips } from "@/components/verticals/vertical-chips";
import { VerticalOffer } from "@/components/verticals/vertical-offer";
import { totalArg } from "@/components/search/total-label";
import { pageHref } from "@/lib/i18n/page-href";

/** /restaurantes, /experiencias, /viajes: real coupons of the vertical, filtered by GET params. */
export async function VerticalPage({ def, params }: { def: VerticalDef; params: RawParams }) {
  const t = await getTranslations("verticals");
  const sel = selectVertical(def, params);
  const [result, all] = await Promise.all([searchCoupons(sel.query), searchCoupons(sel.baseQuery)]);
  const items = result.items;
  const total = await totalArg(all);
  const hidden = def.groups.map((g) => ({ name: g.param, value: sel.chosen[g.param] ?? "" })).filter((h) => h.value);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t(`${def.id}.title`)}</h1>
          <p className="mt-1 text-muted-foreground">{t(`${def.id}.intro`)}</p>
        </div>
        {def.id === "restaurantes" && (
          <Button asChild variant="outline">
            <Link href="/para-empresas">{t("restaurantes.ownerCta")}</Link>
          </Button>
        )}
      </header>

      <form
        method="get"
        action={pageHref(def.path)}
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        {hidden.map((h) => (
          <input key={h.name} type="hidden" name={h.name} value={h.value} />
        ))}
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t("searchLabel")}
          <input
            type="search"
            name="q"
            defaultValue={sel.q}
            maxLength={100}
            placeholder={t(`${def.id}.searchPlaceholder`)}
            className="h-10 rounded-md border bg-background px-3 text-base font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("sortLabel")}
          <AutoSubmitSelect
            name="sort"
            defaultValue={sel.sort}
            className="h-10 rounded-md border bg-background px-2 font-normal"
          >
            {VERTICAL_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </AutoSubmitSelect>
        </label>
        <Button type="submit" className="h-10">
          {t("search")}
        </Button>
      </form>

      <VerticalChips def={def} sel={sel} />

      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground" data-testid="vertical-count">
          {t("count", { shown: items.length, total })}
        </p>
        {sel.filtered && (
          <Link href={def.path} className="text-sm font-medium text-primary hover:underline">
            {t("clear")}
          </Link>
        )}
      </div>

      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <p className="text-muted-foreground">{t("empty")}</p>
          <Link href={def.path} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
            {t("clear")}
          </Link>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((c, i) => (
            <VerticalOffer key={c.id} coupon={c} vertical={def.id} priority={i < 2} />
          ))}
        </div>
      )}

      <JsonLd<ItemList>
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: t(`${def.id}.title`),
          numberOfItems: items.length,
          itemListElement: items.map((c, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: absoluteUrl(`/cupon/${c.id}`),
          })),
        }}
      />
    </div>
  );
}
