import type { Thing, WithContext } from "schema-dts";
import { siteOrigin } from "@/lib/env";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeJsonLd } from "@/lib/seo/json-ld-locale";
import { serializeJsonLd } from "@/lib/seo/serialize-json-ld";

export { serializeJsonLd };

/** Structured data for search engines, typed with schema-dts, in the page's language. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> | WithContext<T>[] }) {
  const localized = localizeJsonLd(data, pageLocale(), siteOrigin());
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(localized) }} />;
}
