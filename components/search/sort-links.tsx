import Link from "next/link";
import { cn } from "@/lib/utils";

interface SortLinksProps<S extends string> {
  label: string;
  current: S;
  options: ReadonlyArray<{ value: S; label: string }>;
  hrefFor: (sort: S) => string;
}

/** A sort selector as links (no JavaScript needed); the current option is marked. */
export function SortLinks<S extends string>({ label, current, options, hrefFor }: SortLinksProps<S>) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{label}:</span>
      {options.map((o) => (
        <Link
          key={o.value}
          href={hrefFor(o.value)}
          aria-current={o.value === current ? "true" : undefined}
          data-sort={o.value}
          className={cn(
            "rounded-full border px-3 py-1",
            o.value === current ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
