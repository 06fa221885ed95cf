"use client";

import { Quote } from "@/components/ui/icons";

interface StatsTestimonialsViewProps {
  statsTitle: string;
  /** [value, label] of each figure. */
  stats: readonly (readonly [string, string])[];
  testimonialsTitle: string;
  /** [quote, name, place] of each testimonial. */
  quotes: readonly (readonly [string, string, string])[];
}

/**
 * SPEC Home: stats and testimonials. A client component given the texts only, so React's payload
 * does not carry a second copy of the section's markup; the server HTML is the same.
 */
export function StatsTestimonialsView({ statsTitle, stats, testimonialsTitle, quotes }: StatsTestimonialsViewProps) {
  return (
    <section id="testimonios" aria-labelledby="stats-title" className="flex flex-col gap-8">
      <div>
        <h2 id="stats-title" className="mb-4 text-2xl font-bold">{statsTitle}</h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map(([value, label]) => (
            <div key={label} className="stat">
              <dt className="stat-label">{label}</dt>
              <dd className="stat-value">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h2 className="mb-4 text-2xl font-bold">{testimonialsTitle}</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {quotes.map(([quote, name, place]) => (
            <li key={name}>
              <figure className="quote-card">
                <Quote className="size-6 text-primary" aria-hidden />
                <blockquote className="quote-text">{quote}</blockquote>
                <figcaption className="quote-by">
                  {name} <span className="quote-place">· {place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
