"use client";

import Link from "@/components/i18n/link";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

/** A home section's heading and 'see all' link, as keys of the `home` namespace. */
export interface HomeSectionHead {
  /** The anchor ("populares"); the heading's id is `${id}-title`. */
  id: string;
  titleKey: string;
  /** The full list's page and its link's words. */
  seeAll?: { href: string; labelKey: string };
}

/**
 * One titled home section with an optional 'see all' link; the id is its anchor. A client view
 * translating its own heading (the home's words are bundled, home-data.ts), so React's payload
 * carries two keys a section, not its words or a second copy of its markup.
 */
export function HomeSection({
  id,
  titleKey,
  seeAll,
  children,
  className,
}: HomeSectionHead & { children: ReactNode; className?: string }) {
  const t = useTranslations("home");
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={className ? `scroll-mt-24 ${className}` : "scroll-mt-24"}
    >
      <div className="sec-head">
        <h2 id={`${id}-title`} className="sec-title">
          {t(titleKey)}
        </h2>
        {seeAll && (
          <Link href={seeAll.href} className="sec-more">
            {t(seeAll.labelKey)}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
