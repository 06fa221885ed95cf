import { LayoutGrid, List } from "@/components/ui/icons";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import type { ResultsView } from "@/lib/domain/url-state/fields";

/** Grid/list toggle as two links carrying ?view=, so it works without JavaScript; links cannot be
 * aria-pressed, so the active one is aria-current. */
export async function ViewToggle({ view, hrefFor }: { view: ResultsView; hrefFor: (view: ResultsView) => string }) {
  const t = await getTranslations("searchPage");
  const options = [
    { value: "grid" as const, label: t("viewGrid"), Icon: LayoutGrid },
    { value: "list" as const, label: t("viewList"), Icon: List },
  ];
  return (
    <div role="group" aria-label={t("viewLabel")} className="inline-flex rounded-md border p-0.5">
      {options.map(({ value, label, Icon }) => (
        <Link
          key={value}
          href={hrefFor(value)}
          aria-label={label}
          aria-current={view === value ? "true" : undefined}
          className={cn(
            "inline-flex h-8 w-8 items-center justify-center rounded",
            view === value ? "bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </Link>
      ))}
    </div>
  );
}
