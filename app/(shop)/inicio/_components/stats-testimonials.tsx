import { Quote } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";

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
            <div key={value} className="flex flex-col-reverse rounded-xl border bg-card p-5 text-center">
              <dt className="text-sm text-muted-foreground">{t(label)}</dt>
              <dd className="text-3xl font-extrabold text-primary">{t(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h2 className="mb-4 text-2xl font-bold">{t("testimonialsTitle")}</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((k) => (
            <li key={k}>
              <figure className="h-full rounded-xl border bg-card p-5">
                <Quote className="size-6 text-primary" aria-hidden />
                <blockquote className="mt-2 text-sm">{t(`testimonials.${k}.quote`)}</blockquote>
                <figcaption className="mt-3 text-sm font-semibold">
                  {t(`testimonials.${k}.name`)} <span className="font-normal text-muted-foreground">· {t(`testimonials.${k}.place`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
