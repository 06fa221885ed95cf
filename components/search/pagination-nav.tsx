import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { pageNumbers } from "@/lib/domain/search";
import { CURSOR_PARAM, paginationPlan, type PageLink } from "@/lib/domain/search-paging";
import { cn } from "@/lib/utils";

interface PaginationNavProps {
  page: number;
  /** The last numbered page (lib/domain/search-paging.ts lastNumberedPage). */
  pageCount: number;
  /** The URL of a page number, keeping the other filters. */
  hrefFor: (page: number) => string;
  /** Pages past the numbered ones follow the cursors (set by the data layer only when rows follow). */
  nextCursor?: string | null;
  prevCursor?: string | null;
}

/** A page URL with a keyset cursor (?desde=): the page number stays for the heading and the links. */
function withCursor(href: string, cursor: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}${CURSOR_PARAM}=${encodeURIComponent(cursor)}`;
}

/**
 * At most 5 page numbers with an ellipsis; plain links, so it works without JavaScript.
 * Past the last numbered page, 'Siguiente' and 'Anterior' carry a cursor.
 */
export async function PaginationNav({
  page,
  pageCount,
  hrefFor,
  nextCursor = null,
  prevCursor = null,
}: PaginationNavProps) {
  const plan = paginationPlan(
    { page, pageCount, hasNextCursor: Boolean(nextCursor), hasPrevCursor: Boolean(prevCursor) },
    pageNumbers,
  );
  if (!plan.prev && !plan.next && plan.numbers.length <= 1) return null;
  const t = await getTranslations("searchPage");
  const linkOf = (l: PageLink) => {
    const cursor = l.cursor === "next" ? nextCursor : l.cursor === "prev" ? prevCursor : null;
    return cursor ? withCursor(hrefFor(l.page), cursor) : hrefFor(l.page);
  };
  const item = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm";
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-center gap-1">
      {plan.prev && (
        <Link href={linkOf(plan.prev)} rel="prev" className={cn(item, "hover:bg-accent")}>
          {t("previous")}
        </Link>
      )}
      {plan.numbers.map((n, i) =>
        n === "ellipsis" ? (
          <span key={`e${i}`} className="px-2 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : n > pageCount ? (
          // A page reached by cursor has no number link of its own: it is shown, not linked.
          <span key={n} aria-current="page" className={cn(item, "border-primary bg-primary text-primary-foreground")}>
            {n}
          </span>
        ) : (
          <Link
            key={n}
            href={hrefFor(n)}
            aria-label={t("page", { n })}
            aria-current={n === page ? "page" : undefined}
            className={cn(item, n === page ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent")}
          >
            {n}
          </Link>
        ),
      )}
      {plan.next && (
        <Link href={linkOf(plan.next)} rel="next" className={cn(item, "hover:bg-accent")}>
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
