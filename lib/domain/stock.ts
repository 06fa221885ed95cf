// Stock bar colour is red at 3 or fewer remaining, orange at 10 or fewer.
export const STOCK_CRITICAL_AT = 3;
export const STOCK_LOW_AT = 10;

export type StockLevel = "critical" | "low" | "normal";

export function stockLevel(remaining: number): StockLevel {
  if (remaining <= STOCK_CRITICAL_AT) return "critical";
  if (remaining <= STOCK_LOW_AT) return "low";
  return "normal";
}

/** Stock bar percent = remaining / total_stock, as a whole percentage within 0..100. */
export function stockPercent(remaining: number, totalStock: number): number {
  if (totalStock <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((remaining / totalStock) * 100)));
}
