"use client";

import Link from "next/link";
import type { ReactNode } from "react";

interface HomeSectionProps {
  id: string;
  title: string;
  seeAll?: { href: string; label: string };
  children: ReactNode;
  className?: string;
}

/**
 * One titled home section with an optional 'see all' link; the id is its anchor. A client view so
 * that React's payload carries its nine headings as words, not as a second copy of their markup.
 */
export function HomeSection({ id, title, seeAll, children, className }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className ? `scroll-mt-24 ${className}` : "scroll-mt-24"}>
      <div className="sec-head">
        <h2 id={`${id}-title`} className="sec-title">{title}</h2>
        {seeAll && (
          <Link href={seeAll.href} className="sec-more">{seeAll.label}</Link>
        )}
      </div>
      {children}
    </section>
  );
}
