import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pageNumbers } from "@/lib/domain/search";
import { cn } from "@/lib/utils";

interface PaginationNavProps {
  page: number;
  pageCount: number;
  /** The URL of a page number, keeping the other filters. */
  hrefFor: (page: number) => string;
}

/** SPEC 2: at most 5 page numbers with an ellipsis; plain links, so it works without JavaScript. */
export async function PaginationNav({ page, pageCount, hrefFor }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("searchPage");
  const item = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm";
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 && <Link href={hrefFor(page - 1)} rel="prev" className={cn(item, "hover:bg-accent")}>{t("previous")}</Link>}
      {pageNumbers(page, pageCount).map((n, i) =>
        n === "ellipsis" ? (
          <span key={`e${i}`} className="px-2 text-muted-foreground" aria-hidden>…</span>
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
      {page < pageCount && <Link href={hrefFor(page + 1)} rel="next" className={cn(item, "hover:bg-accent")}>{t("next")}</Link>}
    </nav>
  );
}
