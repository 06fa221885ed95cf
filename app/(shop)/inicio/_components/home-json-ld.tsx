import { getTranslations } from "@/lib/i18n/server";
import type { ItemList, Organization, SearchAction, WebSite } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import type { CouponSummary } from "@/lib/data/coupons";
import { absoluteUrl } from "@/lib/seo/metadata";

/** SPEC route table: WebSite search structured data pointing at /buscar?q={term}, the brand, and the flash list. */
export async function HomeJsonLd({ flash }: { flash: CouponSummary[] }) {
  const t = await getTranslations("metadata");
  const th = await getTranslations("home");
  const site = absoluteUrl("/").replace(/\/$/, "");
  // Google's sitelinks search box reads "query-input", which schema-dts does not type.
  const searchAction: SearchAction & { "query-input": string } = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${site}/buscar?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  const website: WebSite = {
    "@type": "WebSite",
    name: t("siteName"),
    url: `${site}/`,
    inLanguage: "es-GT",
    potentialAction: searchAction,
  };
  const organization: Organization = {
    "@type": "Organization",
    name: t("siteName"),
    url: `${site}/`,
    logo: `${site}/icons/icon-512.png`,
    description: t("defaultDescription"),
    areaServed: "GT",
  };
  const flashList: ItemList = {
    "@type": "ItemList",
    name: th("jsonLdFlashName"),
    numberOfItems: flash.length,
    itemListElement: flash.map((c, i) => ({ "@type": "ListItem", position: i + 1, url: `${site}/cupon/${c.id}` })),
  };
  return (
    <>
      <JsonLd<WebSite> data={{ "@context": "https://schema.org", ...website }} />
      <JsonLd<Organization> data={{ "@context": "https://schema.org", ...organization }} />
      <JsonLd<ItemList> data={{ "@context": "https://schema.org", ...flashList }} />
    </>
  );
}
