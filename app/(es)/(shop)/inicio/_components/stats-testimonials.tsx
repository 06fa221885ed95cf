"use client";

import { useTranslations } from "next-intl";
import { Quote } from "@/components/ui/icons";

const STATS = [
  ["statBusinesses", "statBusinessesLabel"],
  ["statSold", "statSoldLabel"],
  ["statSatisfaction", "statSatisfactionLabel"],
  ["statSupport", "statSupportLabel"],
] as const;
const TESTIMONIALS = ["one", "two", "three"] as const;

/**
 * The home's stats and testimonials: marketing copy, fixed text in messages/es.json (not measured).
 * A client view with the home's bundled words (home-data.ts): the payload carries none of them.
 */
export function StatsTestimonials() {
  const t = useTranslations("home");
  return (
    <section id="testimonios" aria-labelledby="stats-title" className="st">
      <div>
        <h2 id="stats-title" className="st-title">
          {t("statsTitle")}
        </h2>
        <dl className="st-grid">
          {STATS.map(([value, label]) => (
            <div key={label} className="stat">
              <dt className="stat-label">{t(label)}</dt>
              <dd className="stat-value">{t(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h2 className="st-title">{t("testimonialsTitle")}</h2>
        <ul className="quote-grid">
          {TESTIMONIALS.map((k) => (
            <li key={k}>
              <figure className="quote-card">
                <Quote className="quote-icon" aria-hidden />
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
