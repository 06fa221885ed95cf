import Link from "@/components/i18n/link";
import { cn } from "@/lib/utils";

interface SortLinksProps<S extends string> {
  label: string;
  current: S;
  options: ReadonlyArray<{ value: S; label: string }>;
  hrefFor: (sort: S) => string;
}

/**
 * A sort selector as links (no JavaScript needed); the current option is marked. On a phone it is
 * one line that scrolls sideways, so the first results still start on the first screen.
 */
export function SortLinks<S extends string>({ label, current, options, hrefFor }: SortLinksProps<S>) {
  return (
    <nav
      aria-label={label}
      className="flex min-w-0 [scrollbar-width:none] items-center gap-2 overflow-x-auto text-sm whitespace-nowrap md:flex-wrap md:overflow-visible"
    >
      <span className="shrink-0 text-muted-foreground">{label}:</span>
      {options.map((o) => (
        <Link
          key={o.value}
          href={hrefFor(o.value)}
          aria-current={o.value === current ? "true" : undefined}
          data-sort={o.value}
          className={cn(
            "shrink-0 rounded-full border px-3 py-1",
            o.value === current ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
