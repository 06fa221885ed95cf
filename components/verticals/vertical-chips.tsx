import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { cn } from "@/lib/utils";
import { verticalHref } from "@/lib/domain/url-state/verticals";
import type { VerticalDef, VerticalSelection } from "@/lib/domain/verticals";

/** The chip rows: plain links (GET params), so filtering works without JavaScript. */
export async function VerticalChips({ def, sel }: { def: VerticalDef; sel: VerticalSelection }) {
  const t = await getTranslations("verticals");
  return (
    <div className="flex flex-col gap-3">
      {def.groups.map((group) => (
        <nav key={group.param} aria-label={t(group.labelKey)} className="flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-medium text-muted-foreground">{t(group.labelKey)}</span>
          {group.chips.map((chip) => {
            const active = (sel.chosen[group.param] ?? "") === chip.value;
            return (
              <Link
                key={chip.value || "all"}
                href={verticalHref(def, sel, { [group.param]: chip.value })}
                aria-current={active ? "true" : undefined}
                data-chip={`${group.param}:${chip.value}`}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm transition",
                  active ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
                )}
              >
                {t(chip.labelKey)}
              </Link>
            );
          })}
        </nav>
      ))}
    </div>
  );
}
