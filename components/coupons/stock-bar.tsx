import { getTranslations } from "@/lib/i18n/server";
import { stockLevel, stockPercent } from "@/lib/domain/stock";
import { cn } from "@/lib/utils";

interface StockBarProps {
  remaining: number;
  totalStock: number;
  className?: string;
}

// Red at 3 or fewer remaining, orange at 10 or fewer, otherwise the primary colour.
const BAR_CLASS = { critical: "bg-red-600", low: "bg-orange-500", normal: "bg-primary" } as const;

/** 'Stock disponible' remaining/total with a bar of remaining / total_stock. */
export async function StockBar({ remaining, totalStock, className }: StockBarProps) {
  const t = await getTranslations("coupon");
  const level = stockLevel(remaining);
  const percent = stockPercent(remaining, totalStock);
  return (
    <div className={cn("flex flex-col gap-1", className)} data-testid="stock-bar" data-level={level}>
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">{t("stockTitle")}</span>
        <span className="font-semibold tabular-nums">{t("stockCount", { remaining, total: totalStock })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("stockLabel", { remaining, total: totalStock })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", BAR_CLASS[level])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
