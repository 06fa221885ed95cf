import { Quote } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";

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
    <section id="testimonios" aria-labelledby="stats-title" className="flex flex-col gap-8">
      <div>
        <h2 id="stats-title" className="mb-4 text-2xl font-bold">{t("statsTitle")}</h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map(([value, label]) => (
            <div key={value} className="stat">
              <dt className="stat-label">{t(label)}</dt>
              <dd className="stat-value">{t(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h2 className="mb-4 text-2xl font-bold">{t("testimonialsTitle")}</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((k) => (
            <li key={k}>
              <figure className="quote-card">
                <Quote className="size-6 text-primary" aria-hidden />
                <blockquote className="quote-text">{t(`testimonials.${k}.quote`)}</blockquote>
                <figcaption className="quote-by">
                  {t(`testimonials.${k}.name`)} <span className="quote-place">· {t(`testimonials.${k}.place`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
