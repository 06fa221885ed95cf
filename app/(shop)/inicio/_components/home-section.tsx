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
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className ?? ""}`}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold">{title}</h2>
        {seeAll && (
          <Link href={seeAll.href} className="text-sm font-medium text-primary hover:underline">{seeAll.label}</Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{children}</div>;
}
