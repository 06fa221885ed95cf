import { getTranslations } from "@/lib/i18n/server";
import { StatsTestimonialsView } from "./stats-testimonials-view";

const STATS = [
  ["statBusinesses", "statBusinessesLabel"],
  ["statSold", "statSoldLabel"],
  ["statSatisfaction", "statSatisfactionLabel"],
  ["statSupport", "statSupportLabel"],
] as const;
const TESTIMONIALS = ["one", "two", "three"] as const;

/** SPEC Home: stats and testimonials. Marketing copy, static text as SPEC 1 and PRODUCT 1 allow. */
export async function StatsTestimonials() {
  const t = await getTranslations("home");
  return (
    <StatsTestimonialsView
      statsTitle={t("statsTitle")}
      stats={STATS.map(([value, label]) => [t(value), t(label)] as const)}
      testimonialsTitle={t("testimonialsTitle")}
      quotes={TESTIMONIALS.map((k) => [t(`testimonials.${k}.quote`), t(`testimonials.${k}.name`), t(`testimonials.${k}.place`)] as const)}
    />
  );
}
