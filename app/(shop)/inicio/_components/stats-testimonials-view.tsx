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
    <section id="testimonios" aria-labelledby="stats-title" className="st">
      <div>
        <h2 id="stats-title" className="st-title">{statsTitle}</h2>
        <dl className="st-grid">
          {stats.map(([value, label]) => (
            <div key={label} className="stat">
              <dt className="stat-label">{label}</dt>
              <dd className="stat-value">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h2 className="st-title">{testimonialsTitle}</h2>
        <ul className="quote-grid">
          {quotes.map(([quote, name, place]) => (
            <li key={name}>
              <figure className="quote-card">
                <Quote className="quote-icon" aria-hidden />
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
