import { getTranslations } from "@/lib/i18n/server";
import type { Organization, SearchAction, WebSite, WithContext } from "schema-dts";
import { DictionaryListJsonLd } from "@/components/coupons/coupon-card-dictionary";
import { JsonLdIsland } from "@/components/seo/json-ld-island";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { absoluteUrl } from "@/lib/seo/metadata";

/**
 * The home's structured data: WebSite search pointing at /buscar?q={term}, the brand, and the flash list.
 * Client components render them: the payload then carries data, not an escaped JSON string.
 */
export async function HomeJsonLd({ flash, dictionary }: { flash: CouponSummary[]; dictionary: CouponSummary[] }) {
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
  return (
    <>
      <JsonLdIsland
        origin={site}
        data={{ "@context": "https://schema.org", ...website } satisfies WithContext<WebSite>}
      />
      <JsonLdIsland
        origin={site}
        data={{ "@context": "https://schema.org", ...organization } satisfies WithContext<Organization>}
      />
      <DictionaryListJsonLd name={th("jsonLdFlashName")} coupons={flash} dictionary={dictionary} />
    </>
  );
}
