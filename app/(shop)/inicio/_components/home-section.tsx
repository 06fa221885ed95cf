import Link from "next/link";
import type { ReactNode } from "react";

interface HomeSectionProps {
  id: string;
  title: string;
  seeAll?: { href: string; label: string };
  children: ReactNode;
  className?: string;
}

/** One titled home section with an optional 'see all' link; the id is its anchor. */
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

export function EmptyNote({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{children}</div>;
}
